/**
 * Cheeses. Category dairy, role cheese, tag dairy, allergen Dairy/Lactose.
 * Similar cheeses share one food (gouda and gruyère under "swiss cheese", stilton under
 * "blue cheese"): the recipe engine only needs the cooking behaviour, the diet rules only the tags.
 * Every cheese has a "<name> cheese" alias so the generic "cheese" alias (cheddar) never wins
 * over a named one ("feta cheese" → feta).
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded; where FDC has no SR Legacy
 * entry (halloumi, paneer, mascarpone, vegan cheese), FDC Branded Foods / typical labels.
 * Vegan cheese is shelved with cheese (category dairy) but carries no dairy tag.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const CHEESE: readonly Food[] = [
  food("cheddar-cheese", "dairy", "cheese", "g", {
    aliases: `cheddar, mature cheddar, sharp cheddar, mild cheddar, extra mature cheddar, vintage cheddar, red leicester,
      double gloucester, colby, monterey jack, pepper jack, american cheese, cheese slices, cheese, grated cheese, shredded cheese,
      mexican cheese blend, processed cheese, cheese singles, jack cheese, cheese block, wensleydale, colby jack, cheese curds,
      italian cheese blend, dubliner, irish cheddar, cheshire, caerphilly, white cheddar, cheddar jack, marble cheese, farmhouse cheddar,
      mexican blend, mexican four cheese, taco blend, fiesta blend, velveeta`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.48,
    shelfLifeDays: { fridge: 180, freezer: 180 },
    nutrition: per100g(403, 24.9, 33.1, 1.3, 0, 653),
  }),
  food("parmesan", "dairy", "cheese", "g", {
    aliases: `parmigiano reggiano, parmigiano, grana padano, parmesan cheese, pecorino, pecorino romano, italian hard cheese,
      shaved parmesan, grated parmesan, parmesan wedge, asiago, romano, cotija`,
    kindOf: "cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.42,
    shelfLifeDays: { fridge: 365, freezer: 180 },
    nutrition: per100g(392, 35.8, 25.8, 3.2, 0, 1804),
  }),
  food("mozzarella", "dairy", "cheese", "g", {
    aliases: `mozzarella cheese, buffalo mozzarella, fresh mozzarella, mozzarella ball, burrata, bocconcini, string cheese,
      mozzarella pearls, pizza cheese, grated mozzarella, shredded mozzarella, oaxaca cheese,
      italian blend, pizza blend, queso quesadilla`,
    kindOf: "cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.47,
    shelfLifeDays: { fridge: 28, freezer: 180 },
    nutrition: per100g(300, 22.2, 22.4, 2.2, 0, 627),
  }),
  food("feta", "dairy", "cheese", "g", {
    aliases: "feta cheese, greek salad cheese, salad cheese, barrel aged feta, crumbled feta, queso fresco",
    kindOf: "cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.63,
    shelfLifeDays: { fridge: 30, freezer: 90 },
    nutrition: per100g(264, 14.2, 21.3, 4.1, 0, 917),
  }),
  food("cream-cheese", "dairy", "cheese", "g", {
    aliases: `philadelphia, soft cheese, cream cheese spread, full fat soft cheese, light soft cheese, neufchatel, soft cheese spread,
      whipped cream cheese`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.02,
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(342, 5.9, 34.2, 4.1, 0, 321),
  }),
  food("cottage-cheese", "dairy", "cheese", "g", {
    aliases: "quark, farmers cheese, curd cheese, low fat cottage cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.95,
    shelfLifeDays: { fridge: 10, freezer: 90 },
    nutrition: per100g(98, 11.1, 4.3, 3.4, 0, 364),
  }),
  food("ricotta", "dairy", "cheese", "g", {
    aliases: "ricotta cheese, whole milk ricotta",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.04,
    shelfLifeDays: { fridge: 14, freezer: 90 },
    nutrition: per100g(174, 11.3, 13, 3, 0, 84),
  }),
  food("mascarpone", "dairy", "cheese", "g", {
    aliases: "mascarpone cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1,
    shelfLifeDays: { fridge: 14 },
    nutrition: per100g(429, 4.6, 44, 4.6, 0, 48),
  }),
  food("goat-cheese", "dairy", "cheese", "g", {
    aliases: `goats cheese, chevre, soft goat cheese, goats cheese log, goat cheese log, crumbled goat cheese, humboldt fog,
      bucheron`,
    kindOf: "cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.6,
    shelfLifeDays: { fridge: 14, freezer: 90 },
    nutrition: per100g(264, 18.5, 21.1, 0, 0, 459),
  }),
  food("brie", "dairy", "cheese", "g", {
    aliases: "brie cheese, camembert, camembert cheese, french brie",
    kindOf: "cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { fridge: 14, freezer: 180 },
    nutrition: per100g(334, 20.8, 27.7, 0.5, 0, 629),
  }),
  food("swiss-cheese", "dairy", "cheese", "g", {
    aliases: `emmental, emmentaler, gruyere, gruyere cheese, jarlsberg, comte, raclette, gouda, gouda cheese, edam, havarti, manchego,
      provolone, fontina, smoked cheese, leerdammer, muenster, limburger, taleggio, port salut, butterkase, tilsit, appenzeller,
      beaufort, abbaye, mimolette, gjetost, fontal, baby swiss, lacy swiss`,
    kindOf: "cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.46,
    shelfLifeDays: { fridge: 180, freezer: 180 },
    nutrition: per100g(380, 27, 27.8, 1.4, 0, 192),
  }),
  food("blue-cheese", "dairy", "cheese", "g", {
    aliases: `stilton, gorgonzola, roquefort, danish blue, dolcelatte, stilton cheese, bleu cheese, cambozola, cabrales,
      maytag blue`,
    kindOf: "cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 0.57,
    shelfLifeDays: { fridge: 30, freezer: 180 },
    nutrition: per100g(353, 21.4, 28.7, 2.3, 0, 1146),
  }),
  food("halloumi", "dairy", "cheese", "g", {
    aliases: "halloumi cheese, grilling cheese, hellim, halloumi slices",
    kindOf: "cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { fridge: 180, freezer: 365 },
    nutrition: per100g(321, 22, 25, 2.2, 0, 1080),
  }),
  food("paneer", "dairy", "cheese", "g", {
    aliases: "paneer cheese, indian cottage cheese",
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { fridge: 14, freezer: 90 },
    nutrition: per100g(296, 18.9, 22.9, 3.6, 0, 20),
  }),
  food("vegan-cheese", "dairy", "cheese", "g", {
    aliases: "dairy free cheese, plant based cheese, vegan cheddar, vegan mozzarella, vegan cheese slices, violife, cheese alternative",
    kindOf: "cheese",
    densityGPerMl: 0.48,
    shelfLifeDays: { fridge: 60, freezer: 180 },
    nutrition: per100g(280, 1, 22, 20, 0.5, 800),
  }),
];

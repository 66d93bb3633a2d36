/**
 * Bread, wraps and bakery goods. Category pantry (SPEC §3 has no bakery category; the photo
 * flow's "Bakery" maps here). Wheat-based, so tag gluten / allergen Gluten/Wheat.
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded; naan and pizza dough take the
 * FDC survey food (FNDDS) or a typical label, as recipes vary. gramsPerPiece: bread = one loaf (≈ 800 g), rolls and
 * wraps = one item.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const BREAD_BAKERY: readonly Food[] = [
  food("bread", "pantry", "bread", "pieces", {
    aliases: `white bread, wholemeal bread, whole wheat bread, brown bread, sliced bread, sandwich bread, loaf, bread loaf, sourdough,
      sourdough bread, multigrain bread, rye bread, granary bread, bloomer, farmhouse loaf, toast, toastie loaf, baguette, french bread,
      ciabatta, focaccia, seeded bread, pumpernickel, soda bread, tiger bread, italian bread, wholegrain bread, crusty bread,
      white loaf, wholemeal loaf, bread slices, cob loaf`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 800,
    shelfLifeDays: { pantry: 5, freezer: 90 },
    nutrition: per100g(266, 7.6, 3.3, 50.6, 2.4, 491),
  }),
  food("bread-roll", "pantry", "bread", "pieces", {
    aliases: `dinner roll, burger bun, bun, hamburger bun, hot dog bun, hot dog roll, soft roll, bap, crusty roll, finger roll,
      sub roll, hoagie roll, kaiser roll, ciabatta roll, submarine roll, sandwich roll, bread bun, white roll, brown roll, morning roll,
      bread cake, barm,
      sandwich thins, slider buns, slider rolls, pretzel buns, pretzel rolls, potato rolls, sandwich rounds, bulkie rolls,
      brioche buns, hawaiian rolls, sweet rolls`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 50,
    shelfLifeDays: { pantry: 4, freezer: 90 },
    nutrition: per100g(279, 9.5, 4.3, 49.4, 1.9, 495),
  }),
  food("pita", "pantry", "bread", "pieces", {
    aliases: `pitta, pita bread, pitta bread, flatbread, flat bread, lebanese bread, mini pitta, pita pocket, pitta pocket,
      lavash, lavash bread`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 60,
    shelfLifeDays: { pantry: 5, freezer: 90 },
    nutrition: per100g(275, 9.1, 1.2, 55.7, 2.2, 536),
  }),
  food("naan", "pantry", "bread", "pieces", {
    aliases: "naan bread, nan bread, garlic naan, plain naan, peshwari naan, mini naan",
    tags: ["gluten", "dairy", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose"],
    gramsPerPiece: 90,
    shelfLifeDays: { pantry: 7, freezer: 90 },
    nutrition: per100g(310, 9.4, 6, 54, 2.2, 460),
  }),
  food("tortilla", "pantry", "bread", "pieces", {
    aliases: `flour tortilla, wrap, tortilla wrap, soft taco, burrito wrap, wheat tortilla, plain wraps, wholemeal wraps, soft tortilla,
      burrito tortilla, fajita wraps, large tortillas, mini wraps, chapati, roti`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 45,
    shelfLifeDays: { pantry: 14, fridge: 30, freezer: 180 },
    nutrition: per100g(312, 8.3, 8, 52, 3.1, 736),
  }),
  food("corn-tortilla", "pantry", "bread", "pieces", {
    aliases: "taco shells, hard taco shells, corn taco, tostadas, tostada, white corn tortilla",
    tags: ["high-carb"],
    gramsPerPiece: 26,
    shelfLifeDays: { pantry: 7, fridge: 42, freezer: 180 },
    nutrition: per100g(218, 5.7, 2.9, 44.6, 6.3, 45),
  }),
  food("bagel", "pantry", "bread", "pieces", {
    aliases: "plain bagel, everything bagel, cinnamon raisin bagel, bagel thins, mini bagels",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 100,
    shelfLifeDays: { pantry: 5, freezer: 90 },
    nutrition: per100g(257, 10, 1.6, 50.5, 2.1, 450),
  }),
  food("english-muffin", "pantry", "bread", "pieces", {
    aliases: "breakfast muffin, crumpet, pikelet",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 57,
    shelfLifeDays: { pantry: 5, fridge: 14, freezer: 90 },
    nutrition: per100g(227, 8.9, 1.7, 44.2, 3.5, 425),
  }),
  food("croissant", "pantry", "bread", "pieces", {
    aliases: `butter croissant, pain au chocolat, danish pastry, brioche, all butter croissant, danish, danishes, strudel,
      turnover, turnovers, eclair, eclairs, cream puff, cream puffs, beignet, beignets, challah, challah bread`,
    tags: ["gluten", "dairy", "egg", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose", "Eggs"],
    gramsPerPiece: 60,
    shelfLifeDays: { pantry: 2, freezer: 60 },
    nutrition: per100g(406, 8.2, 21, 45.8, 2.6, 467),
  }),
  food("breadcrumbs", "pantry", "baking", "g", {
    aliases: `panko, panko breadcrumbs, bread crumbs, dried breadcrumbs, golden breadcrumbs, italian breadcrumbs, breadcrumb,
      matzo meal, matzah meal, cracker meal`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.46,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(395, 13.4, 5.3, 71.9, 4.5, 732),
  }),
  food("pizza-dough", "pantry", "bread", "pieces", {
    aliases: `pizza base, pizza crust, pizza bases, naan pizza base, bread dough, dough,
      crescent dough, crescent rolls, crescent dough sheet, biscuit dough, cinnamon roll dough, refrigerated dough,
      pie crust dough`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 250,
    shelfLifeDays: { fridge: 7, freezer: 90 },
    nutrition: per100g(250, 7.7, 3.5, 46.5, 1.8, 540),
  }),
  food("croutons", "pantry", "bread", "g", {
    aliases: "crouton, salad croutons, garlic croutons, seasoned croutons, soup croutons",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.13,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(407, 11.9, 6.6, 73.5, 5.1, 698),
  }),
];

/**
 * Foods a shop or receipt names that the themed files lacked, added with the head-noun matcher
 * (issue 22): without them the head of "Vanilla Pudding", "Eggnog Light", "Peanut Butter Cups",
 * "Cream of Tartar", "1 Seafood" or "Vegetables" was read as its flavour or as a frozen food; and
 * common product nouns (frosting, pectin, licorice: wheat flour) and roots (jicama, taro) it did not know.
 * The second pass of issue 22 item 1 added products shops sell under their own name: waffles and
 * pancakes from the freezer, snack cakes, snack mix, breaded cheese sticks and poppers, chili con
 * carne and bean chili (the dish, not the pepper), hearts of palm, hominy, horchata, lemon curd and
 * sushi. The third pass added fruit and vegetables of the exotic produce shelf (chayote, quince,
 * longan, durian, cherimoya), ice-cream toppings (shelved with the cones in the snack aisle),
 * caramels and toffee, canned meats (luncheon meat, Vienna sausages,
 * potted and deviled ham: the can aisle, not the deli) and wheat germ.
 * New foods carry no nutrition until their values are looked up (see define.ts).
 * Categories as in the other files (fish and seafood are meat, SPEC §3). Nutrition: FDC SR Legacy
 * generic entries (pudding, eggnog, cream of tartar, pectin, jicama, taro; the raw entries of
 * chayote, quince, longans, durian and cherimoya; chocolate syrup for the toppings (fudge and
 * caramel sauces run richer); "Candies, caramels";
 * "Wheat germ, crude"; canned meats carry the canned pork luncheon-meat values of deli.ts) or
 * typical labels for composite products whose recipes vary. Tags follow the usual recipe
 * (dairy puddings; eggnog: milk, cream, egg; peanut butter cups: milk chocolate and peanut butter;
 * onion rings: wheat batter). Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded.
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const MORE_FOODS: readonly Food[] = [
  food("fresh-vegetables", "produce", "vegetable", "g", {
    aliases: "vegetable, vegetables, veggies, fresh veg, mixed fresh vegetables, vegetable pack",
    shelfLifeDays: { fridge: 7 },
    nutrition: per100g(30, 1.5, 0.2, 6, 2, 30),
  }),
  food("pudding", "dairy", "dairy", "g", {
    aliases:
      "puddings, pudding cups, pudding pots, chocolate pudding, vanilla pudding, butterscotch pudding, tapioca pudding, parfait, pudding snacks",
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { fridge: 30 },
    nutrition: per100g(130, 2.3, 3.9, 21.6, 0.1, 140),
  }),
  food("eggnog", "beverages", "beverage", "ml", {
    aliases: "egg nog, nog",
    tags: ["dairy", "egg"],
    allergens: ["Dairy/Lactose", "Eggs"],
    shelfLifeDays: { fridge: 7 },
    nutrition: per100g(88, 4.5, 4.2, 8.1, 0, 54),
  }),
  food("peanut-butter-cups", "snacks", "snack", "g", {
    aliases: "peanut butter cup, reeses, reeses cups, peanut butter chocolate cups",
    tags: ["peanut", "dairy", "high-carb"],
    allergens: ["Peanuts", "Dairy/Lactose"],
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(515, 10.2, 30.5, 52.5, 3.3, 357),
  }),
  food("cream-of-tartar", "pantry", "baking", "g", {
    aliases: "creme of tartar, potassium bitartrate",
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(258, 0, 0, 61.5, 0.2, 52),
  }),
  food("horseradish", "pantry", "condiment", "g", {
    aliases: "horseradish sauce, prepared horseradish, creamed horseradish, horseradish root, grated horseradish, horseradish relish",
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 365, fridge: 120 },
    nutrition: per100g(48, 1.2, 0.7, 11.3, 3.3, 420),
  }),
  food("citrus-peel", "pantry", "spice", "g", {
    aliases: "orange peel, lemon peel, dried orange peel, dried lemon peel, candied peel, mixed peel, candied orange peel",
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(47, 1.5, 0.3, 16, 10.6, 6),
  }),
  food("onion-rings", "frozen", "vegetable", "g", {
    aliases: "onion ring, battered onion rings, breaded onion rings",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { freezer: 365 },
    nutrition: per100g(260, 3.5, 14, 30, 1.9, 370),
  }),
  food("seafood-mix", "meat", "protein", "g", {
    aliases: "seafood, mixed seafood, seafood medley, seafood cocktail, frutti di mare, fruits de mer",
    tags: ["fish", "shellfish"],
    allergens: ["Fish", "Shellfish"],
    shelfLifeDays: { fridge: 2, freezer: 180 },
    nutrition: per100g(80, 15, 1, 2, 0, 400),
  }),
  food("frosting", "pantry", "baking", "g", {
    aliases: `frostings, icing, cake frosting, sprinkles, cake decorations, decorating icing, fondant,
      edible glitter, decorating gel, candy eyes, candy eyeballs, sugar pearls, decorating sugar, sanding sugar, jimmies,
      cake sprinkles, cupcake toppers, sugar decorations`,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(418, 0, 16.2, 67.8, 0.1, 188),
  }),
  food("pectin", "pantry", "baking", "g", {
    aliases: "fruit pectin, liquid pectin, powdered pectin",
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(325, 0.3, 0.3, 90.4, 8.6, 200),
  }),
  food("jicama", "produce", "vegetable", "pieces", {
    aliases: "yam bean, mexican turnip",
    gramsPerPiece: 500,
    shelfLifeDays: { fridge: 21 },
    nutrition: per100g(38, 0.7, 0.1, 8.8, 4.9, 4),
  }),
  food("taro", "produce", "vegetable", "pieces", {
    aliases: "taro root, malanga, eddo, dasheen",
    gramsPerPiece: 250,
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 7, fridge: 14 },
    nutrition: per100g(112, 1.5, 0.2, 26.5, 4.1, 11),
  }),
  food("licorice", "snacks", "snack", "g", {
    aliases: "liquorice, licorice twists, red licorice, black licorice, liquorice allsorts, twizzlers, red vines",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(375, 3.7, 0.3, 88, 2, 50),
  }),
  food("waffles", "frozen", "bread", "pieces", {
    aliases: "waffle, belgian waffles, toaster waffles, frozen waffles, pancakes, frozen pancakes, french toast sticks",
    tags: ["gluten", "dairy", "egg", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose", "Eggs"],
    gramsPerPiece: 35,
    shelfLifeDays: { fridge: 7, freezer: 240 },
    nutrition: per100g(273, 6.6, 9.2, 41, 2.2, 470),
  }),
  food("snack-cakes", "snacks", "snack", "pieces", {
    aliases:
      "snack cake, snack cakes, honey bun, honey buns, twinkies, ding dongs, ho hos, zebra cakes, moon pie, moon pies, oatmeal creme pies",
    tags: ["gluten", "dairy", "egg", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose", "Eggs"],
    gramsPerPiece: 40,
    shelfLifeDays: { pantry: 45 },
    nutrition: per100g(374, 3.2, 11.5, 64.5, 0.5, 370),
  }),
  food("mozzarella-sticks", "frozen", "snack", "pieces", {
    aliases: `mozzarella stick, breaded mozzarella sticks, breaded cheese sticks, jalapeno poppers, jalapeno popper,
      cheese bites`,
    tags: ["dairy", "gluten", "high-carb"],
    allergens: ["Dairy/Lactose", "Gluten/Wheat"],
    gramsPerPiece: 25,
    shelfLifeDays: { freezer: 240 },
    nutrition: per100g(300, 13, 16, 26, 1.5, 700),
  }),
  food("snack-mix", "snacks", "snack", "g", {
    aliases: `snack mix, party mix, chex mix, bar mix, sesame sticks, rice crackers mix, japanese rice crackers,
      corn nuts, cornnuts, toasted corn, wasabi peas, crunchy chickpeas, roasted chickpeas, sesame crunch,
      honey roasted sesame sticks`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.19,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(444, 11.5, 17.7, 64.6, 5.3, 1061),
  }),
  food("hearts-of-palm", "pantry", "vegetable", "g", {
    aliases: "heart of palm, palm hearts, hearts of palm salad cut",
    densityGPerMl: 0.62,
    shelfLifeDays: { pantry: 730, fridge: 5 },
    nutrition: per100g(28, 2.5, 0.6, 4.6, 2.4, 426),
  }),
  food("hominy", "pantry", "vegetable", "g", {
    aliases: "white hominy, yellow hominy, golden hominy, pozole corn, mote",
    densityGPerMl: 0.7,
    shelfLifeDays: { pantry: 730, fridge: 5 },
    nutrition: per100g(72, 1.5, 0.9, 14.3, 2.5, 210),
  }),
  food("horchata", "beverages", "beverage", "ml", {
    aliases: "horchata drink, rice horchata",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 270, fridge: 7 },
    nutrition: per100g(54, 0.5, 0.8, 11, 0.2, 20),
  }),
  food("lemon-curd", "pantry", "condiment", "g", {
    aliases: "fruit curd, lime curd, passion fruit curd, orange curd",
    tags: ["egg", "dairy", "high-carb"],
    allergens: ["Eggs", "Dairy/Lactose"],
    densityGPerMl: 1.3,
    shelfLifeDays: { pantry: 365, fridge: 28 },
    nutrition: per100g(300, 2.5, 5, 61, 0.3, 100),
  }),
  food("sushi", "other", "other", "pieces", {
    aliases: "sushi roll, sushi rolls, california roll, maki, nigiri, sushi platter",
    tags: ["fish", "gluten", "high-carb"],
    allergens: ["Fish", "Gluten/Wheat"],
    gramsPerPiece: 30,
    shelfLifeDays: { fridge: 1 },
    nutrition: per100g(150, 5, 3.5, 25, 1.5, 430),
  }),
  food("chili-con-carne", "pantry", "other", "g", {
    aliases:
      "chili con carne, chilli con carne, beef chili, turkey chili, chicken chili, white chicken chili, chili with beans, chili no beans, canned chili",
    tags: ["meat"],
    densityGPerMl: 1.07,
    shelfLifeDays: { pantry: 730, fridge: 4, freezer: 120 },
    nutrition: per100g(113, 7.3, 4.8, 10.8, 3.2, 400),
  }),
  food("bean-chili", "pantry", "other", "g", {
    aliases: `bean chili, black bean chili, three bean chili, vegetarian chili, veggie chili, vegan chili, vegetable chili,
      lentil chili`,
    densityGPerMl: 1.07,
    shelfLifeDays: { pantry: 730, fridge: 4, freezer: 120 },
    nutrition: per100g(83, 4.6, 0.5, 15, 4, 400),
  }),
  food("chayote", "produce", "vegetable", "pieces", {
    aliases: "chayote squash, choko, mirliton, christophine, chuchu",
    gramsPerPiece: 203,
    shelfLifeDays: { fridge: 14 },
    nutrition: per100g(19, 0.8, 0.1, 4.5, 1.7, 2),
  }),
  food("quince", "produce", "fruit", "pieces", {
    aliases: "quinces, membrillo fruit",
    gramsPerPiece: 92,
    shelfLifeDays: { pantry: 7, fridge: 60 },
    nutrition: per100g(57, 0.4, 0.1, 15.3, 1.9, 4),
  }),
  food("longan", "produce", "fruit", "g", {
    aliases: "longans, dragon eye fruit, dragon eyes",
    shelfLifeDays: { fridge: 5 },
    nutrition: per100g(60, 1.3, 0.1, 15.1, 1.1, 0),
  }),
  food("durian", "produce", "fruit", "g", {
    aliases: "durians, durian fruit",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 3, fridge: 5, freezer: 90 },
    nutrition: per100g(147, 1.5, 5.3, 27.1, 3.8, 2),
  }),
  food("cherimoya", "produce", "fruit", "g", {
    aliases: "cherimoyas, custard apple, custard apples, sugar apple, atemoya",
    shelfLifeDays: { pantry: 3, fridge: 4 },
    nutrition: per100g(75, 1.6, 0.7, 17.7, 3, 7),
  }),
  food("dessert-topping", "snacks", "sweetener", "ml", {
    aliases: `chocolate syrup, chocolate sauce, hot fudge, hot fudge topping, fudge topping, fudge sauce, caramel topping,
      caramel sauce, salted caramel sauce, butterscotch topping, butterscotch sauce, strawberry topping, magic shell,
      shell topping, sundae syrup, sundae topping, ice cream topping, ice cream syrup, dessert sauce, chocolate fudge sauce,
      chocolate flavored syrup, chocolate flavor syrup, chocolate syrup topping, dulce de leche sauce, dulce de leche topping,
      cajeta sauce, toffee sauce, toffee topping, praline sauce, white chocolate sauce, dark chocolate sauce, chocolate topping,
      salted caramel topping, marshmallow topping, pineapple topping, peanut butter topping, sundae sauce`,
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    densityGPerMl: 1.3,
    shelfLifeDays: { pantry: 540, fridge: 180 },
    nutrition: per100g(279, 2.1, 1.1, 65.1, 2.6, 72),
  }),
  food("caramel", "snacks", "snack", "g", {
    aliases: `caramels, caramel candy, caramel candies, soft caramels, salted caramels, caramel chews, caramel squares, toffee,
      toffees, english toffee, toffee bits, butterscotch, butterscotch candy, butterscotch candies`,
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    gramsPerPiece: 10,
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(382, 4.6, 8.1, 76.6, 0, 245),
  }),
  food("canned-meat", "pantry", "protein", "pieces", {
    aliases: `spam, pork luncheon meat, chopped pork, chopped ham and pork, canned luncheon meat, potted meat, deviled ham,
      devilled ham, vienna sausages, canned ham, tinned ham, canned meat, tinned meat`,
    tags: ["meat", "pork"],
    gramsPerPiece: 340,
    shelfLifeDays: { pantry: 1095 },
    nutrition: per100g(315, 13.4, 26.6, 4.6, 0, 1369),
  }),
  food("wheat-germ", "pantry", "grain", "g", {
    aliases: "wheatgerm, toasted wheat germ, raw wheat germ",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.48,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(360, 23.2, 9.7, 51.8, 13.2, 12),
  }),
];

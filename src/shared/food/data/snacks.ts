/**
 * Snacks and sweets: crisps, crackers, popcorn, biscuits, cakes, chocolate, bars, jerky, candy.
 * Category snacks, except cakes: cakes, muffins, pies and pastries are sold from the bakery, which
 * the app files with bread under pantry (brownies and blondies are bar cookies and stay snacks).
 * Tags follow the typical recipe (biscuits and cakes: wheat flour, butter, egg; milk chocolate:
 * milk and soy lecithin); products differ, so these are the common case.
 * Nutrition: USDA FoodData Central SR Legacy per 100 g, rounded; products that vary
 * take the FDC generic entry or a typical label.
 * UK "crisps" are US "chips"; UK "chips" (fries) are in frozen.ts ("oven chips").
 * Marshmallows and gummy sweets are set with gelatin (usually pork or beef): tagged meat and pork,
 * like gelatin in baking.ts. Prawn crackers contain prawn (shellfish).
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const SNACKS: readonly Food[] = [
  food("chips", "snacks", "snack", "g", {
    aliases: `potato chips, crisps, potato crisps, ready salted crisps, kettle chips, pringles, salt and vinegar crisps,
      cheese and onion crisps, sea salt chips, multipack crisps, crisp, chip, hand cooked crisps, vegetable crisps, veggie chips,
      kale chips, veggie straws, funyuns, veggie crisps, lentil chips, bean chips, pita crisps, bagel chips,
      potato straws, cheese straws, popped chips, plantain strips, apple chips, banana chips`,
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 60 },
    nutrition: per100g(536, 7, 34.6, 53, 3.1, 525),
  }),
  food("tortilla-chips", "snacks", "snack", "g", {
    aliases: `nachos, corn chips, doritos, tortilla crisps, nacho chips, tostitos, lightly salted tortilla chips, fritos, takis,
      tortilla strips`,
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 90 },
    nutrition: per100g(489, 7, 23.4, 65.2, 5.3, 420),
  }),
  food("crackers", "snacks", "snack", "g", {
    aliases: `cracker, saltines, cream crackers, water crackers, water biscuits, crispbread, ryvita, graham crackers, oatcakes,
      cheese crackers, butter crackers, wheat crackers, table water biscuits, breadsticks, grissini, matzo, cheez it, cheez its,
      goldfish crackers, wheat thins, triscuit, town house crackers, club crackers, oyster crackers, snack crackers, thin crisps,
      nut thins, rice thins, cracker thins, pita thins, brown rice thins, veggie thins, cheese thins, multigrain thins,
      pita crackers, flatbread crackers, crisp breads, seed crackers, cheese crisps`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(421, 9.5, 8.8, 74, 2.9, 775),
  }),
  food("pretzels", "snacks", "snack", "g", {
    aliases: "pretzel, pretzel sticks, pretzel twists, salted pretzels",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(380, 10.3, 2.6, 79.8, 2.8, 1240),
  }),
  food("popcorn", "snacks", "snack", "g", {
    aliases: `popcorn kernels, microwave popcorn, popping corn, sweet popcorn, salted popcorn, sweet and salty popcorn,
      kettle corn, caramel corn`,
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(387, 12.9, 4.5, 77.8, 14.5, 8),
  }),
  food("cookie", "snacks", "snack", "g", {
    aliases: `cookies, biscuit, biscuits, digestive biscuits, digestives, chocolate digestives, rich tea, shortbread, oreo,
      chocolate chip cookies, ginger nuts, gingersnaps, hobnobs, custard creams, bourbon biscuits, jammie dodgers, oatmeal cookies,
      sugar cookies, cookie dough, biscotti, wafers, malted milk biscuits, macaroons, meringues, ladyfingers, sponge fingers,
      snickerdoodles, fig bars, brownie, brownies, blondie, blondies, chips ahoy, nilla wafers, teddy grahams, milano cookies,
      newtons, stroopwafel, sandwich cookies, cookie thins,
      macarons, stroopwafels, wafer cookies, ginger snaps, sandwich cremes, creme cookies, butter cookies, lace cookies`,
    tags: ["gluten", "dairy", "egg", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose", "Eggs"],
    // One cookie: Oreo label, 3 cookies = 34 g; FDC SR Legacy 18166 chocolate sandwich cookie, 1 cookie ≈ 10–12 g.
    gramsPerPiece: 11,
    shelfLifeDays: { pantry: 60, freezer: 240 },
    nutrition: per100g(488, 5.4, 24, 64, 2.4, 350),
  }),
  food("cake", "pantry", "snack", "pieces", {
    aliases: `sponge cake, cupcake, muffin, muffins, donut, doughnut, cinnamon roll, cheesecake, chocolate cake, victoria sponge,
      carrot cake, pound cake, loaf cake, swiss roll, madeleine, scone, crepes, pie, tart, fruit pie,
      mince pies, christmas pudding, sticky toffee pudding, bread pudding, sponge pudding, steamed pudding, cobbler, crumble,
      churro, churros, cannoli, coffee cake, bundt cake, tiramisu, cornbread, crumb cake, lemon bars,
      bear claw, baklava, whoopie pie, whoopie pies, babka, rugelach, sticky buns, sticky bun, angel food cake, fruit tart,
      cake slice, mini cupcakes, cupcakes, cake pops, petit fours, mousse cake`,
    tags: ["gluten", "dairy", "egg", "high-carb"],
    allergens: ["Gluten/Wheat", "Dairy/Lactose", "Eggs"],
    gramsPerPiece: 80,
    shelfLifeDays: { pantry: 3, fridge: 7, freezer: 120 },
    nutrition: per100g(388, 5.5, 17.9, 48.8, 0.5, 396),
  }),
  food("chocolate", "snacks", "snack", "g", {
    aliases: `milk chocolate, chocolate bar, milk chocolate bar, dairy milk, white chocolate, easter egg, chocolate buttons,
      chocolate eggs, chocolate coins, chocolate box, chocolates, truffles, kit kat, twix, snickers, m&ms, m&m's, candy bar,
      chocolate truffles, milky way, three musketeers, mounds bar, peppermint patty, peppermint patties, rolo, lindor, milkybar,
      chocolate bark, peppermint bark, dark chocolate bark, chocolate candies, chocolate squares, chocolate minis`,
    tags: ["dairy", "soy", "high-carb"],
    allergens: ["Dairy/Lactose", "Soy"],
    densityGPerMl: 0.6,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(535, 7.7, 29.7, 59.4, 3.4, 79),
  }),
  food("dark-chocolate", "snacks", "snack", "g", {
    aliases: `plain chocolate, bittersweet chocolate, dark chocolate bar, 70% dark chocolate, extra dark chocolate, cacao chocolate,
      85% dark chocolate, semisweet chocolate, semisweet, bittersweet`,
    kindOf: "chocolate",
    tags: ["high-carb"],
    densityGPerMl: 0.6,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(598, 7.8, 42.6, 45.9, 10.9, 20),
  }),
  food("cereal-bar", "snacks", "snack", "pieces", {
    aliases: `granola bar, flapjack, muesli bar, breakfast bar, oat bar, snack bar, fruit bar, protein bar, energy bar,
      cereal bars, toaster pastry, toaster pastries, pop tarts, pop tart,
      rice crispy treats, rice krispies treats, crispy rice treats, crispy treats, marshmallow treats, breakfast biscuits,
      nut butter bar, nut bar, oatmeal bars`,
    tags: ["high-carb"],
    gramsPerPiece: 35,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(443, 7.4, 17.2, 66, 4.4, 278),
  }),
  food("rice-cakes", "snacks", "snack", "g", {
    aliases: "rice cake, corn cakes, puffed rice cakes, rice crackers, corn thins, lentil cakes",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(387, 8.2, 2.8, 81.5, 4.2, 326),
  }),
  food("beef-jerky", "snacks", "protein", "g", {
    aliases: "jerky, biltong, beef biltong, beef sticks",
    tags: ["meat"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(410, 33.2, 25.6, 11, 1.8, 2081),
  }),
  food("candy", "snacks", "snack", "g", {
    aliases: `sweets, hard candy, boiled sweets, lollipop, lollipops, sour sweets, fruit pastilles, candy canes, pick and mix,
      chewing gum, gum, boiled candy, breath mints, jelly beans, taffy, lemon drops, candy corn, fruit chews, nougat, rock candy,
      skittles, starburst, sour patch kids, swedish fish, jolly rancher, life savers, tic tac, altoids, nerds, airheads,
      laffy taffy, tootsie roll, tootsie rolls, dum dums, blow pops, mike and ike, hot tamales, trident, orbit gum, bubble gum,
      hard candies, sour candy, mint candy,
      malted milk balls, wintergreen mints, peppermint mints, mints, cotton candy, jelly belly, sour belts, gumballs,
      gumdrops, rock candy sticks, chewing gum sticks,
      nonpareils, turkish delight, halva, halvah, pralines, praline, jelly rings, root beer barrels, candy necklace,
      pastilles, bonbons`,
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(394, 0, 0.2, 98, 0, 38),
  }),
  food("marshmallows", "snacks", "snack", "g", {
    aliases: "marshmallow, mini marshmallows, giant marshmallows, pink and white marshmallows, mallows, toasting marshmallows",
    tags: ["meat", "pork", "high-carb"],
    densityGPerMl: 0.21,
    shelfLifeDays: { pantry: 240 },
    nutrition: per100g(318, 1.8, 0.2, 81.3, 0.1, 80),
  }),
  food("gummy-sweets", "snacks", "snack", "g", {
    aliases: `gummies, gummy bears, gummy worms, gummy candy, jelly babies, jelly sweets, wine gums, fruit gums, sour gummies,
      fruit snacks, haribo, gummy sweets bag,
      fruit leather, fruit rolls, fruit roll ups, fruit by the foot, fruit strips, fruit bites, gummy fruit snacks`,
    tags: ["meat", "pork", "high-carb"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(343, 6.9, 0, 77, 0, 43),
  }),
  food("pork-rinds", "snacks", "snack", "g", {
    aliases: `pork scratchings, pork crackling, chicharrones, chicharron, pork skins, scratchings, crackling snacks,
      cracklins, pork cracklins, cracklings, pork cracklings`,
    tags: ["meat", "pork"],
    shelfLifeDays: { pantry: 120 },
    nutrition: per100g(544, 61.3, 31.3, 0, 0, 1818),
  }),
  food("cheese-puffs", "snacks", "snack", "g", {
    aliases: "cheese puff, cheetos, wotsits, cheese curls, cheesy puffs, quavers, cheese balls, corn puffs",
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { pantry: 90 },
    nutrition: per100g(557, 5.8, 34.7, 53.8, 1, 1073),
  }),
  food("prawn-crackers", "snacks", "snack", "g", {
    aliases: "prawn cracker, shrimp chips, shrimp crackers, krupuk, kropek, keropok",
    tags: ["shellfish", "high-carb"],
    allergens: ["Shellfish"],
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(530, 1.5, 30, 64, 0.5, 900),
  }),
];

/**
 * Soft drinks: water, coffee, tea, juices, sodas, squash, energy and sports drinks, smoothies.
 * Category beverages. Plant milks and alcoholic drinks are in plant-milks-alcohol.ts.
 * Nutrition: USDA FoodData Central SR Legacy per 100 g as drunk (coffee and tea brewed), rounded;
 * drinks that vary (energy, sports, smoothies, cordial) take the FDC generic or a typical label. high-carb: juices and sugary soft drinks (≥ 9 g sugar per 100 ml).
 * Chilled juices and smoothies keep in the fridge only; shelf-stable cartons and cans in the pantry.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const BEVERAGES: readonly Food[] = [
  food("water", "beverages", "liquid", "l", {
    aliases: "bottled water, mineral water, spring water, still water, drinking water, flavoured water",
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(0, 0, 0, 0, 0, 4),
  }),
  food("sparkling-water", "beverages", "beverage", "l", {
    aliases: `soda water, club soda, seltzer, fizzy water, carbonated water, sparkling mineral water, seltzer water, la croix,
      lacroix, bubly, perrier, topo chico, spindrift, sparkling water beverage`,
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(0, 0, 0, 0, 0, 21),
  }),
  food("coffee", "beverages", "beverage", "g", {
    aliases: `ground coffee, coffee beans, instant coffee, espresso, decaf coffee, filter coffee, coffee pods, coffee capsules,
      whole bean coffee, cold brew coffee, decaf, espresso beans, cold brew, k cup, k cups, cappuccino, french roast, dark roast,
      medium roast, light roast, iced coffee, coffee drink, blonde roast, italian roast, espresso roast, breakfast blend,
      house blend, whole bean, coffee pod, single serve coffee`,
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 270, freezer: 365 },
    nutrition: per100g(1, 0.1, 0, 0, 0, 2),
  }),
  food("tea", "beverages", "beverage", "pieces", {
    aliases: `tea bags, teabags, black tea, english breakfast tea, breakfast tea, earl grey, green tea, herbal tea, chamomile tea,
      peppermint tea, loose leaf tea, fruit tea, rooibos, chai tea, matcha, chai, yerba mate, mate, chamomile, oolong, jasmine tea,
      sencha, darjeeling, assam, hibiscus tea, white tea,
      chai concentrate, chai latte concentrate, tea latte concentrate, iced tea mix, sweet tea mix, herbal infusion, tisane`,
    gramsPerPiece: 2,
    densityGPerMl: 1,
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(1, 0, 0, 0.3, 0, 3),
  }),
  food("orange-juice", "beverages", "beverage", "l", {
    aliases: "oj, fresh orange juice, orange juice with bits, smooth orange juice, juice, fruit juice",
    tags: ["high-carb"],
    densityGPerMl: 1.04,
    shelfLifeDays: { fridge: 14, freezer: 365 },
    nutrition: per100g(45, 0.7, 0.2, 10.4, 0.2, 1),
  }),
  food("apple-juice", "beverages", "beverage", "l", {
    aliases: "cloudy apple juice, apple juice from concentrate, pressed apple juice, grape juice, pineapple juice, mango juice",
    tags: ["high-carb"],
    densityGPerMl: 1.04,
    shelfLifeDays: { pantry: 270, fridge: 10 },
    nutrition: per100g(46, 0.1, 0.1, 11.3, 0.2, 4),
  }),
  food("cola", "beverages", "beverage", "l", {
    aliases: `coke, coca cola, pepsi, soft drink, soda, fizzy drink, soda pop, dr pepper, root beer, fanta, orange soda,
      sarsaparilla, cola drink, diet soda, diet cola, mountain dew, jarritos, squirt, birch beer, cherry cola, orangeade`,
    tags: ["high-carb"],
    densityGPerMl: 1.04,
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(37, 0.1, 0.2, 9.6, 0, 4),
  }),
  food("lemonade", "beverages", "beverage", "l", {
    aliases: "sprite, lemon lime soda, ginger ale, ginger beer, cream soda, cloudy lemonade, limeade",
    tags: ["high-carb"],
    densityGPerMl: 1.04,
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(40, 0.1, 0, 10.4, 0, 4),
  }),
  food("cordial", "beverages", "beverage", "l", {
    aliases: `squash drink, orange squash, fruit squash, lemon squash, blackcurrant squash, summer fruits squash,
      elderflower cordial, lime cordial, no added sugar squash, blackcurrant cordial, margarita mix, cocktail mixer,
      bloody mary mix, sour mix, grenadine, mixer, kool aid, crystal light, drink mix, powdered drink mix, drink enhancer,
      water enhancer,
      pina colada mix, mojito mix, daiquiri mix, strawberry daiquiri mix, sweet and sour mix, cocktail mix, whiskey sour mix,
      mai tai mix, cosmopolitan mix, mimosa mix`,
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(40, 0, 0, 10, 0, 10),
  }),
  food("coconut-water", "beverages", "beverage", "l", {
    aliases: "pure coconut water",
    densityGPerMl: 1.02,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(19, 0.7, 0.2, 3.7, 1.1, 105),
  }),
  food("hot-chocolate", "beverages", "beverage", "g", {
    aliases: `drinking chocolate, hot cocoa, cocoa mix, hot chocolate powder, instant hot chocolate,
      chocolate milk mix, chocolate drink mix, cocoa drink mix, malted milk powder, malted milk, malted drink, ovaltine,
      milo, horlicks, drinking cocoa`,
    tags: ["dairy", "high-carb"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { pantry: 540 },
    nutrition: per100g(398, 6.7, 4, 84, 3.7, 589),
  }),
  food("tonic-water", "beverages", "beverage", "l", {
    aliases: "tonic, indian tonic water, light tonic water, slimline tonic, diet tonic water, elderflower tonic",
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(34, 0, 0, 8.8, undefined, 12),
  }),
  food("iced-tea", "beverages", "beverage", "l", {
    aliases: "iced tea drink, ice tea, lemon iced tea, peach iced tea, sweet tea, bottled iced tea, iced green tea",
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(36, 0, 0, 9, 0, 20),
  }),
  food("cranberry-juice", "beverages", "beverage", "l", {
    aliases: "cranberry juice drink, cranberry juice cocktail, cranberry drink, light cranberry juice",
    tags: ["high-carb"],
    densityGPerMl: 1.04,
    shelfLifeDays: { pantry: 270, fridge: 10 },
    nutrition: per100g(54, 0, 0.1, 13.5, undefined, 2),
  }),
  food("tomato-juice", "beverages", "beverage", "l", {
    aliases: "vegetable juice, tomato juice cocktail, tomato juice drink, spicy tomato juice",
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(17, 0.9, 0.3, 3.5, 0.4, 253),
  }),
  food("smoothie", "beverages", "beverage", "ml", {
    aliases: "fruit smoothie, green smoothie, smoothie drink, smoothie bottle, fruit and veg smoothie",
    tags: ["high-carb"],
    shelfLifeDays: { fridge: 7 },
    nutrition: per100g(60, 0.6, 0.2, 14, 1.2, 5),
  }),
  food("energy-drink", "beverages", "beverage", "ml", {
    aliases: "red bull, monster energy, energy shot, relentless, rockstar energy",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(45, 0.3, 0, 11, 0, 84),
  }),
  food("sports-drink", "beverages", "beverage", "ml", {
    aliases: `gatorade, powerade, lucozade, lucozade sport, isotonic drink, electrolyte drink, electrolyte water, bodyarmor,
      propel, vitaminwater, vitamin water, pedialyte, hydration drink,
      electrolyte solution, electrolyte powder, electrolyte drink mix, hydration multiplier, oral rehydration solution`,
    shelfLifeDays: { pantry: 270 },
    nutrition: per100g(26, 0, 0, 6.4, 0, 40),
  }),
  food("kombucha", "beverages", "beverage", "ml", {
    aliases: "kombucha tea, booch, ginger kombucha, raw kombucha",
    shelfLifeDays: { fridge: 90 },
    nutrition: per100g(13, 0, 0, 3, 0, 4),
  }),
  food("protein-shake", "beverages", "beverage", "ml", {
    aliases: `protein drink, protein shakes, ready to drink protein shake, meal replacement shake, protein powder, whey protein,
      whey protein powder, protein milkshake, premier protein, muscle milk,
      meal replacement powder, meal replacement, meal replacement drink, protein drink mix, nutrition shake, nutritional drink`,
    tags: ["dairy"],
    allergens: ["Dairy/Lactose"],
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(65, 8, 1.5, 4.5, 0.5, 80),
  }),
];

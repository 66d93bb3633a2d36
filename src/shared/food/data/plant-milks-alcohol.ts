/**
 * Plant milks and alcoholic drinks (tag "alcohol" for Halal; beer is brewed from barley, so gluten).
 * Plant milks are category dairy because shops shelve them beside milk in the dairy case (US and
 * UK supermarkets alike); they carry no dairy tag (almond milk carries the tree-nut allergens).
 * Alcoholic drinks are category beverages.
 * Nutrition: USDA FoodData Central SR Legacy per 100 g as drunk, rounded; oat milk uses FDC
 * Branded Foods. Plant milks: pantry = shelf-stable carton, fridge = chilled carton.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const PLANT_MILKS_ALCOHOL: readonly Food[] = [
  food("almond-milk", "dairy", "liquid", "l", {
    aliases: `almond drink, unsweetened almond milk, almond milk drink, cashew milk, hazelnut milk, almondmilk, cashewmilk,
      almond beverage`,
    tags: ["nut"],
    allergens: ["Tree nuts", "Nuts"],
    densityGPerMl: 1.01,
    shelfLifeDays: { pantry: 270, fridge: 7 },
    nutrition: per100g(15, 0.6, 1.1, 0.6, 0.2, 72),
  }),
  food("oat-milk", "dairy", "liquid", "l", {
    aliases: "oat drink, oatly, barista oat milk, oat milk barista, oatmilk, oat beverage",
    densityGPerMl: 1.02,
    shelfLifeDays: { pantry: 270, fridge: 7 },
    nutrition: per100g(46, 1, 1.5, 6.7, 0.8, 42),
  }),
  food("soy-milk", "dairy", "liquid", "l", {
    aliases: "soya milk, soya drink, soy drink, soymilk, unsweetened soya milk, soy beverage, soya beverage",
    tags: ["soy"],
    allergens: ["Soy"],
    densityGPerMl: 1.02,
    shelfLifeDays: { pantry: 270, fridge: 7 },
    nutrition: per100g(33, 2.9, 1.6, 1.7, 0.4, 51),
  }),
  food("rice-milk", "dairy", "liquid", "l", {
    aliases: `rice drink, coconut milk drink, coconut drink, hemp milk, pea milk, plant milk, dairy free milk, non-dairy milk, nondairy milk,
      coconut milk beverage, coconut beverage, flax milk, macadamia milk`,
    densityGPerMl: 1.02,
    shelfLifeDays: { pantry: 270, fridge: 7 },
    nutrition: per100g(47, 0.3, 1, 9.2, 0.3, 39),
  }),
  food("beer", "beverages", "beverage", "ml", {
    aliases: `lager, ale, ipa, stout, pale ale, craft beer, porter, wheat beer, pilsner, beer cans, bottled beer, hefeweizen,
      saison, amber ale, brown ale, shandy, radler, kolsch, witbier, belgian white, double ipa, session ipa, sour ale, gose,
      lambic, bock, dunkel, marzen, oktoberfest, blonde ale, pale lager, light lager, light beer, malt liquor, hard seltzer,
      hard lemonade, hard tea, mead`,
    tags: ["alcohol", "gluten"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 1.01,
    shelfLifeDays: { pantry: 180, fridge: 180 },
    nutrition: per100g(43, 0.5, 0, 3.6, 0, 4),
  }),
  food("wine", "beverages", "beverage", "ml", {
    aliases: `red wine, white wine, rose wine, prosecco, champagne, sparkling wine, cooking wine, dry white wine, merlot,
      cabernet sauvignon, pinot grigio, sauvignon blanc, chardonnay, pinot noir, shiraz, rioja, cava, sherry, port, marsala, mirin,
      rice wine, shaoxing wine, sake, vermouth, dry sherry, pinot gris, zinfandel, white zinfandel, moscato, riesling, malbec,
      syrah, petite sirah, tempranillo, sangiovese, chianti, cabernet, grenache, gewurztraminer, viognier, chenin blanc,
      pinot blanc, rose, beaujolais, lambrusco, carmenere, red blend, sangria, brut, sparkling brut, cabernet franc, meritage,
      bordeaux, burgundy, claret, barolo, barbera, montepulciano, nero d avola, primitivo, garnacha, albarino, vinho verde,
      gruner veltliner, torrontes, semillon, muscat, madeira, red table wine, white table wine, blanc de blancs, petit verdot,
      pinotage, valpolicella, amarone, cotes du rhone, super tuscan`,
    tags: ["alcohol"],
    densityGPerMl: 0.99,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(85, 0.1, 0, 2.6, 0, 5),
  }),
  food("spirits", "beverages", "beverage", "ml", {
    aliases: `vodka, gin, rum, whiskey, bourbon, tequila, brandy, cognac, liqueur, scotch, dark rum, white rum, spiced rum, mezcal,
      amaretto, kahlua, triple sec, schnapps, rye whiskey, irish whiskey, single malt, sambuca, ouzo, absinthe, pisco, soju,
      limoncello, grappa, bitters, margarita, mojito, ready to drink cocktail, whisky, blended scotch whisky, reposado,
      anejo, blanco tequila, aperitif, amaro, irish cream, cream liqueur, coffee liqueur, hard liquor`,
    tags: ["alcohol"],
    densityGPerMl: 0.95,
    shelfLifeDays: { pantry: 1825 },
    nutrition: per100g(231, 0, 0, 0, 0, 1),
  }),
  food("cider", "beverages", "beverage", "ml", {
    aliases: "hard cider, pear cider, perry, apple cider drink, craft cider",
    tags: ["alcohol"],
    densityGPerMl: 1.01,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(49, 0, 0, 5.9, 0, 4),
  }),
];

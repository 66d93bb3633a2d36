/**
 * Pork, sausages and cured meats (bacon, ham, salami, chorizo, prosciutto). Category meat.
 * Tags: "meat" and "pork" (Halal/Kosher) on every pork product.
 * Nutrition: USDA FoodData Central SR Legacy, raw unless cured/ready to eat, per 100 g, rounded;
 * hot dogs and prosciutto take FDC generic entries.
 * Dry-cured sausages (chorizo, salami, pepperoni) keep unopened in a cool pantry as well as the fridge.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const PORK_CURED_MEATS: readonly Food[] = [
  food("pork", "meat", "protein", "g", {
    aliases: `pork loin, pork shoulder, pork belly, pork tenderloin, pork fillet, pulled pork, diced pork, pork joint, pork leg,
      pork steaks, gammon steak, pork medallions, pork butt, boston butt, pork roast, pork cutlet`,
    tags: ["meat", "pork"],
    shelfLifeDays: { fridge: 5, freezer: 180 },
    nutrition: per100g(198, 19.7, 12.6, 0, 0, 56),
  }),
  food("pork-chop", "meat", "protein", "pieces", {
    aliases: "pork loin chop, bone in pork chop, boneless pork chop",
    kindOf: "pork",
    tags: ["meat", "pork"],
    gramsPerPiece: 200,
    shelfLifeDays: { fridge: 5, freezer: 180 },
    nutrition: per100g(172, 20.5, 9.6, 0, 0, 49),
  }),
  food("ground-pork", "meat", "protein", "g", {
    aliases: "pork mince, minced pork, sausage meat, sausagemeat",
    kindOf: "pork",
    tags: ["meat", "pork"],
    shelfLifeDays: { fridge: 2, freezer: 120 },
    nutrition: per100g(263, 16.9, 21.2, 0, 0, 56),
  }),
  food("bacon", "meat", "protein", "g", {
    aliases: `streaky bacon, back bacon, bacon rashers, rasher, smoked bacon, unsmoked bacon, bacon strips, pancetta, lardons,
      bacon lardons, smoked streaky bacon, thick cut bacon, bacon bits, guanciale, canadian bacon, peameal bacon, bacon slices`,
    tags: ["meat", "pork"],
    gramsPerPiece: 25,
    shelfLifeDays: { fridge: 14, freezer: 30 },
    nutrition: per100g(417, 12.6, 41.8, 1.3, 0, 833),
  }),
  food("ham", "meat", "protein", "g", {
    aliases: `cooked ham, sliced ham, ham slices, honey roast ham, deli ham, smoked ham, gammon, gammon joint, wafer thin ham, ham hock,
      black forest ham, yorkshire ham`,
    tags: ["meat", "pork"],
    shelfLifeDays: { fridge: 7, freezer: 60 },
    nutrition: per100g(163, 16.6, 8.6, 3.8, 0, 1203),
  }),
  food("sausage", "meat", "protein", "pieces", {
    aliases: `pork sausage, bangers, cumberland sausage, lincolnshire sausage, bratwurst, italian sausage, breakfast sausage,
      chipolata, toulouse sausage, cocktail sausages, polish sausage, kielbasa, sausage links, pigs in blankets, black pudding,
      white pudding, blood sausage, andouille, sweet italian sausage, hot italian sausage, breakfast links, linguica, boudin,
      brat, brats`,
    tags: ["meat", "pork"],
    gramsPerPiece: 60,
    shelfLifeDays: { fridge: 2, freezer: 60 },
    nutrition: per100g(268, 14.6, 22.6, 1.4, 0, 749),
  }),
  food("hot-dog", "meat", "protein", "pieces", {
    aliases: `frankfurter, wiener, hot dog sausages, frankfurters, weiner, jumbo hot dogs, hotdog, hotdogs,
      frank, franks, beef franks`,
    tags: ["meat", "pork"],
    gramsPerPiece: 45,
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(290, 10.5, 26, 3, 0, 1000),
  }),
  food("chorizo", "meat", "protein", "g", {
    aliases: "chorizo sausage, cooking chorizo, sliced chorizo, spanish chorizo",
    tags: ["meat", "pork"],
    shelfLifeDays: { pantry: 42, fridge: 42, freezer: 60 },
    nutrition: per100g(455, 24.1, 38.3, 1.9, 0, 1235),
  }),
  food("salami", "meat", "protein", "g", {
    aliases: `milano salami, napoli salami, genoa salami, sliced salami, charcuterie, soppressata, capicola, capocollo, coppa,
      mortadella, summer sausage`,
    tags: ["meat", "pork"],
    shelfLifeDays: { pantry: 42, fridge: 42, freezer: 60 },
    nutrition: per100g(425, 21.1, 37, 1.2, 0, 1890),
  }),
  food("pepperoni", "meat", "protein", "g", {
    aliases: "sliced pepperoni, pepperoni slices",
    tags: ["meat", "pork"],
    shelfLifeDays: { pantry: 42, fridge: 42, freezer: 60 },
    nutrition: per100g(504, 19.3, 46.3, 1.2, 0, 1582),
  }),
  food("prosciutto", "meat", "protein", "g", {
    aliases: "parma ham, serrano ham, prosciutto crudo, cured ham, air dried ham, jamon, speck, jamon serrano, iberico ham",
    tags: ["meat", "pork"],
    shelfLifeDays: { fridge: 30, freezer: 60 },
    nutrition: per100g(250, 26, 16, 0.3, 0, 2340),
  }),
  food("pork-ribs", "meat", "protein", "g", {
    aliases: "pork ribs, spare ribs, spareribs, baby back ribs, rack of ribs, bbq ribs, sticky ribs, pork rib racks, st louis ribs",
    kindOf: "pork",
    tags: ["meat", "pork"],
    shelfLifeDays: { fridge: 5, freezer: 180 },
    nutrition: per100g(277, 15.5, 23.4, 0, 0, 81),
  }),
];

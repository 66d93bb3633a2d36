/**
 * Rice, grains, pasta and noodles. Category pantry.
 * Nutrition: USDA FoodData Central SR Legacy, dry/uncooked, per 100 g, rounded.
 * Densities: FDC cup weights (1 cup raw white rice ≈ 200 g → 0.85 g/ml; rolled oats ≈ 81 g).
 * Gluten: wheat, barley and rye products. Oats and buckwheat are not tagged: they are gluten-free
 * by nature; cross-contact in milling is not modelled (a known, documented limitation).
 * Breakfast cereals are in breakfast-cereals.ts.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const GRAINS_PASTA: readonly Food[] = [
  food("rice", "pantry", "grain", "g", {
    aliases: `white rice, long grain rice, basmati rice, basmati, jasmine rice, arborio rice, risotto rice, sushi rice, easy cook rice,
      microwave rice, pudding rice, short grain rice, wild rice, rice flour, paella rice, thai rice, pilau rice, microwave rice pouch,
      boil in the bag rice, risotto, pilaf, rice pilaf, fried rice, spanish rice, rice mix`,
    tags: ["high-carb"],
    densityGPerMl: 0.85,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(365, 7.1, 0.7, 80, 1.3, 5),
  }),
  food("brown-rice", "pantry", "grain", "g", {
    aliases: "wholegrain rice, brown basmati rice, whole grain rice, red rice, black rice",
    kindOf: "rice",
    tags: ["high-carb"],
    densityGPerMl: 0.8,
    shelfLifeDays: { pantry: 180, freezer: 365 },
    nutrition: per100g(370, 7.9, 2.9, 77.2, 3.5, 7),
  }),
  food("quinoa", "pantry", "grain", "g", {
    aliases: "white quinoa, red quinoa, tricolour quinoa, black quinoa",
    tags: ["high-carb"],
    densityGPerMl: 0.72,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(368, 14.1, 6.1, 64.2, 7, 5),
  }),
  food("couscous", "pantry", "grain", "g", {
    aliases: "giant couscous, pearl couscous, israeli couscous, wholewheat couscous, moghrabieh",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.73,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(376, 12.8, 0.6, 77.4, 5, 10),
  }),
  food("bulgur", "pantry", "grain", "g", {
    aliases: "bulgur wheat, bulghur, cracked wheat, burghul, freekeh, farro, spelt grains, wheat berries, kamut, einkorn, emmer",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.59,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(342, 12.3, 1.3, 75.9, 18.3, 17),
  }),
  food("barley", "pantry", "grain", "g", {
    aliases: "pearl barley, pot barley, barley grains",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.85,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(352, 9.9, 1.2, 77.7, 15.6, 9),
  }),
  food("polenta", "pantry", "grain", "g", {
    aliases: "cornmeal, corn meal, maize meal, grits, instant polenta, yellow cornmeal",
    tags: ["high-carb"],
    densityGPerMl: 0.66,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(370, 7.1, 1.8, 79.5, 3.9, 7),
  }),
  food("oats", "pantry", "grain", "g", {
    aliases: `rolled oats, porridge oats, oatmeal, old fashioned oats, steel cut oats, jumbo oats, quick oats, porridge, oat flakes,
      instant oats, scottish oats, oat bran, overnight oats`,
    tags: ["high-carb"],
    densityGPerMl: 0.34,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(389, 16.9, 6.9, 66.3, 10.6, 2),
  }),
  food("pasta", "pantry", "pasta", "g", {
    aliases: `penne, fusilli, macaroni, rigatoni, farfalle, conchiglie, orzo, linguine, fettuccine, tagliatelle, pappardelle,
      dried pasta, durum wheat pasta, wholewheat pasta, whole wheat pasta, elbow macaroni, ziti, bow tie pasta, pasta shells,
      gemelli, orecchiette, cavatappi, rotini, paccheri, bucatini, penne rigate, pasta twists, macaroni pasta, dry pasta, ditalini,
      campanelle, radiatori, casarecce, trofie, strozzapreti, mostaccioli, manicotti, elbows, bowties, bow ties, pastina,
      acini di pepe, stelline, jumbo shells, lasagnette, gigli, cellentani, rotelle, wagon wheels, fideo, fideos, fettuccini,
      fettucine, linguini, rigatoni pasta`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    densityGPerMl: 0.4,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(371, 13, 1.5, 74.7, 3.2, 6),
  }),
  food("spaghetti", "pantry", "pasta", "g", {
    aliases: "spaghettini, spaghetti pasta, wholewheat spaghetti, spaghetti no 5, vermicelli pasta, angel hair, capellini",
    kindOf: "pasta",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(371, 13, 1.5, 74.7, 3.2, 6),
  }),
  food("lasagna", "pantry", "pasta", "g", {
    aliases: "lasagne, lasagne sheets, lasagna sheets, lasagna noodles, lasagne pasta",
    kindOf: "pasta",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(371, 13, 1.5, 74.7, 3.2, 6),
  }),
  food("filled-pasta", "pantry", "pasta", "g", {
    aliases: "tortellini, ravioli, fresh pasta, egg pasta, agnolotti, cappelletti, tortelloni, fresh egg pasta, mezzelune",
    kindOf: "pasta",
    tags: ["gluten", "egg", "dairy", "high-carb"],
    allergens: ["Gluten/Wheat", "Eggs", "Dairy/Lactose"],
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(290, 12.8, 7.2, 43.5, 2, 420),
  }),
  food("egg-noodles", "pantry", "pasta", "g", {
    aliases: "egg noodle, egg noodle nests, medium egg noodles, fine egg noodles, chow mein noodles",
    kindOf: "noodles",
    tags: ["gluten", "egg", "high-carb"],
    allergens: ["Gluten/Wheat", "Eggs"],
    densityGPerMl: 0.16,
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(384, 14.2, 4.4, 71.3, 3.3, 21),
  }),
  food("noodles", "pantry", "pasta", "g", {
    aliases: `noodle, udon, udon noodles, ramen noodles, wheat noodles, soba, soba noodles, lo mein noodles, somen,
      straight to wok noodles, stir fry noodles, wok noodles, hokkien noodles, mee, mie`,
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(356, 11.4, 0.8, 74.1, 4.3, 20),
  }),
  food("rice-noodles", "pantry", "pasta", "g", {
    aliases: `rice vermicelli, vermicelli, pad thai noodles, rice sticks, flat rice noodles, vermicelli noodles, pho noodles,
      glass noodles, cellophane noodles`,
    kindOf: "noodles",
    tags: ["high-carb"],
    shelfLifeDays: { pantry: 730 },
    nutrition: per100g(364, 6, 0.6, 80.2, 1.6, 182),
  }),
  food("instant-noodles", "pantry", "pasta", "pieces", {
    aliases: "pot noodle, cup noodles, instant ramen, ramen, noodle cup, super noodles, cup of noodles, ramen packet",
    kindOf: "noodles",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    gramsPerPiece: 85,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(440, 10, 18, 60, 2.4, 1855),
  }),
  food("gnocchi", "pantry", "pasta", "g", {
    aliases: "potato gnocchi, fresh gnocchi",
    tags: ["gluten", "high-carb"],
    allergens: ["Gluten/Wheat"],
    shelfLifeDays: { pantry: 90, fridge: 30, freezer: 90 },
    nutrition: per100g(150, 3.5, 0.4, 33, 2, 430),
  }),
  food("buckwheat", "pantry", "grain", "g", {
    aliases: "buckwheat groats, kasha, roasted buckwheat, buckwheat flour, raw buckwheat",
    tags: ["high-carb"],
    densityGPerMl: 0.69,
    shelfLifeDays: { pantry: 365 },
    nutrition: per100g(343, 13.3, 3.4, 71.5, 10, 1),
  }),
  food("millet", "pantry", "grain", "g", {
    aliases: "millet grain, pearl millet, hulled millet, millet flakes, finger millet, ragi, amaranth, teff, sorghum",
    tags: ["high-carb"],
    densityGPerMl: 0.85,
    shelfLifeDays: { pantry: 180 },
    nutrition: per100g(378, 11, 4.2, 72.9, 8.5, 5),
  }),
];

/**
 * Fish and seafood. Category meat (SPEC §3 groups fish and poultry with meat).
 * Tags/allergens: fish → "fish"/"Fish"; crustaceans and molluscs → "shellfish"/"Shellfish"
 * (squid, mussels, clams and scallops are molluscs, which shellfish allergy lists include).
 * Nutrition: USDA FoodData Central SR Legacy, raw unless canned/smoked, per 100 g, rounded.
 * Canned fish: gramsPerPiece is the drained weight of one standard can.
 * Fish also sold canned (tuna, salmon, sardines, mackerel, crab, clams, oysters) keeps a pantry life for
 * the can; categoryFor (../match.ts) files canned names as pantry, so the estimate uses it.
 * Crab sticks (surimi) are made from fish and usually contain egg white and wheat starch.
 * Anchovies are almost always bought tinned or jarred: category pantry.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const FISH_SEAFOOD: readonly Food[] = [
  food("salmon", "meat", "protein", "g", {
    aliases: `salmon fillet, atlantic salmon, salmon steak, scottish salmon, wild salmon, sockeye salmon, salmon side, canned salmon,
      pink salmon, red salmon, salmon portions`,
    kindOf: "fish",
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 125,
    shelfLifeDays: { pantry: 1095, fridge: 2, freezer: 90 },
    nutrition: per100g(208, 20.4, 13.4, 0, 0, 59),
  }),
  food("smoked-salmon", "meat", "protein", "g", {
    aliases: "lox, smoked salmon slices, smoked salmon trimmings, gravadlax, hot smoked salmon",
    tags: ["fish"],
    allergens: ["Fish"],
    shelfLifeDays: { fridge: 14, freezer: 60 },
    nutrition: per100g(117, 18.3, 4.3, 0, 0, 784),
  }),
  food("tuna", "meat", "protein", "pieces", {
    aliases: `canned tuna, tinned tuna, tuna chunks, tuna steak, tuna flakes, light tuna, albacore tuna, skipjack tuna, yellowfin tuna,
      tuna in brine, tuna in water, tuna in oil, solid white tuna`,
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 145,
    shelfLifeDays: { pantry: 1095, fridge: 2, freezer: 90 },
    nutrition: per100g(116, 25.5, 0.8, 0, 0, 247),
  }),
  food("cod", "meat", "protein", "g", {
    aliases: "cod fillet, cod loin, atlantic cod, salt cod, cod portions",
    kindOf: "fish",
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 150,
    shelfLifeDays: { fridge: 2, freezer: 240 },
    nutrition: per100g(82, 17.8, 0.7, 0, 0, 54),
  }),
  food("white-fish", "meat", "protein", "g", {
    aliases: `fish, fish fillets, pollock, hake, basa, pangasius, whiting, coley, white fish fillets, halibut, plaice, sole, snapper,
      red snapper, catfish, swordfish, monkfish, mahi mahi, flounder, grouper, perch, walleye, rockfish, orange roughy`,
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 140,
    shelfLifeDays: { fridge: 2, freezer: 240 },
    nutrition: per100g(92, 19.4, 1, 0, 0, 70),
  }),
  food("haddock", "meat", "protein", "g", {
    aliases: "haddock fillet, smoked haddock, haddock loin",
    kindOf: "fish",
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 140,
    shelfLifeDays: { fridge: 2, freezer: 240 },
    nutrition: per100g(74, 16.3, 0.5, 0, 0, 68),
  }),
  food("tilapia", "meat", "protein", "g", {
    aliases: "tilapia fillet",
    kindOf: "fish",
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 115,
    shelfLifeDays: { fridge: 2, freezer: 240 },
    nutrition: per100g(96, 20.1, 1.7, 0, 0, 52),
  }),
  food("sea-bass", "meat", "protein", "g", {
    aliases: "seabass, sea bass fillet, branzino, sea bream, bream",
    kindOf: "fish",
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 100,
    shelfLifeDays: { fridge: 2, freezer: 240 },
    nutrition: per100g(97, 18.4, 2, 0, 0, 68),
  }),
  food("trout", "meat", "protein", "g", {
    aliases: "rainbow trout, trout fillet, sea trout, smoked trout, arctic char",
    kindOf: "fish",
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 120,
    shelfLifeDays: { fridge: 2, freezer: 90 },
    nutrition: per100g(141, 19.9, 6.2, 0, 0, 51),
  }),
  food("mackerel", "meat", "protein", "g", {
    aliases: "smoked mackerel, mackerel fillet, peppered mackerel, canned mackerel, kipper, herring, pickled herring",
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 125,
    shelfLifeDays: { pantry: 1095, fridge: 2, freezer: 90 },
    nutrition: per100g(205, 18.6, 13.9, 0, 0, 90),
  }),
  food("sardine", "meat", "protein", "pieces", {
    plural: "sardines",
    aliases: "canned sardines, pilchard, sardines in olive oil, sardines in tomato sauce, brisling",
    tags: ["fish"],
    allergens: ["Fish"],
    gramsPerPiece: 90,
    shelfLifeDays: { pantry: 1095, fridge: 2, freezer: 90 },
    nutrition: per100g(208, 24.6, 11.5, 0, 0, 307),
  }),
  food("anchovy", "pantry", "condiment", "g", {
    plural: "anchovies",
    aliases: "anchovy fillets, anchovies in oil, anchovy paste, white anchovies, boquerones",
    tags: ["fish"],
    allergens: ["Fish"],
    shelfLifeDays: { pantry: 365, fridge: 60 },
    nutrition: per100g(210, 28.9, 9.7, 0, 0, 3668),
  }),
  food("shrimp", "meat", "protein", "g", {
    aliases: `prawn, king prawns, tiger prawns, jumbo shrimp, cooked prawns, raw prawns, peeled prawns, cooked shrimp, raw shrimp,
      tiger shrimp, north atlantic prawns, crayfish, langoustine, scampi, crawfish, langostino, langostinos,
      shrimp cocktail`,
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    shelfLifeDays: { fridge: 2, freezer: 180 },
    nutrition: per100g(85, 20.1, 0.5, 0, 0, 119),
  }),
  food("crab", "meat", "protein", "g", {
    aliases: "crab meat, crabmeat, white crab meat, canned crab, crab claws, king crab, snow crab, dressed crab",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    shelfLifeDays: { pantry: 1095, fridge: 2, freezer: 120 },
    nutrition: per100g(83, 17.9, 1, 0, 0, 293),
  }),
  food("lobster", "meat", "protein", "g", {
    aliases: "lobster tail, whole lobster, lobster meat",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    shelfLifeDays: { fridge: 2, freezer: 180 },
    nutrition: per100g(77, 16.5, 0.8, 0, 0, 296),
  }),
  food("scallop", "meat", "protein", "g", {
    aliases: "king scallops, queen scallops, bay scallops, sea scallops",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    shelfLifeDays: { fridge: 2, freezer: 90 },
    nutrition: per100g(69, 12.1, 0.5, 3.2, 0, 392),
  }),
  food("mussel", "meat", "protein", "g", {
    aliases: "mussels in white wine, green lipped mussels, live mussels, rope grown mussels",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    shelfLifeDays: { fridge: 2, freezer: 90 },
    nutrition: per100g(86, 11.9, 2.2, 3.7, 0, 286),
  }),
  food("clam", "meat", "protein", "g", {
    aliases: "clams, vongole, littleneck clams, cockles, razor clams",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    shelfLifeDays: { pantry: 1095, fridge: 2, freezer: 90 },
    nutrition: per100g(86, 14.7, 1, 3.6, 0, 56),
  }),
  food("squid", "meat", "protein", "g", {
    aliases: "calamari, squid rings, baby squid, cuttlefish",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    shelfLifeDays: { fridge: 2, freezer: 180 },
    nutrition: per100g(92, 15.6, 1.4, 3.1, 0, 44),
  }),
  food("oyster", "meat", "protein", "pieces", {
    aliases: "oysters, fresh oysters, rock oysters, pacific oysters, native oysters, smoked oysters, shucked oysters",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    gramsPerPiece: 25,
    shelfLifeDays: { pantry: 1095, fridge: 7, freezer: 90 },
    nutrition: per100g(81, 9.5, 2.3, 5, undefined, 211),
  }),
  food("octopus", "meat", "protein", "g", {
    aliases: "baby octopus, pulpo, octopus tentacles, octopus legs",
    tags: ["shellfish"],
    allergens: ["Shellfish"],
    shelfLifeDays: { fridge: 2, freezer: 180 },
    nutrition: per100g(82, 14.9, 1, 2.2, undefined, 230),
  }),
  food("crab-sticks", "meat", "protein", "g", {
    aliases: "crab stick, crabsticks, seafood sticks, imitation crab, imitation crab meat, surimi, surimi sticks, kani, krab",
    tags: ["fish", "egg", "gluten", "high-carb"],
    allergens: ["Fish", "Eggs", "Gluten/Wheat"],
    shelfLifeDays: { fridge: 14, freezer: 270 },
    nutrition: per100g(95, 7.6, 0.5, 15, undefined, 715),
  }),
];

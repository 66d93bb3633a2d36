/**
 * Fresh poultry, beef, veal, lamb and game. Category meat.
 * Tags: "meat" for red meat and game; chicken, turkey and duck (and their livers) carry "poultry".
 * Pork and cured meats are in pork-cured-meats.ts, sliced deli meats and deli salads in deli.ts.
 * Nutrition: USDA FoodData Central SR Legacy, raw, per 100 g, rounded.
 * Shelf life: days unopened by storage, USDA FoodKeeper guidance rounded (upper end of a range).
 */
import { food, per100g } from "./define";
import type { Food } from "../types";

export const MEAT_POULTRY: readonly Food[] = [
  food("chicken-breast", "meat", "protein", "g", {
    aliases: `chicken breast fillet, chicken fillet, boneless chicken breast, skinless chicken breast, chicken breast meat,
      chicken mini fillets, chicken tenderloin, chicken goujons, diced chicken breast, chicken strips, chicken tenders, chicken breast tenders, chicken breast steaks,
      chicken cutlets, chicken cutlet`,
    kindOf: "chicken",
    tags: ["poultry"],
    gramsPerPiece: 175,
    shelfLifeDays: { fridge: 2, freezer: 270 },
    nutrition: per100g(120, 22.5, 2.6, 0, 0, 45),
  }),
  food("chicken-thigh", "meat", "protein", "g", {
    aliases: "chicken thigh fillet, boneless chicken thigh, chicken thigh meat, diced chicken thigh, chicken leg",
    kindOf: "chicken",
    tags: ["poultry"],
    gramsPerPiece: 110,
    shelfLifeDays: { fridge: 2, freezer: 270 },
    nutrition: per100g(121, 19.7, 4.1, 0, 0, 95),
  }),
  food("chicken-drumstick", "meat", "protein", "pieces", {
    aliases: "drumstick, chicken drummers",
    kindOf: "chicken",
    tags: ["poultry"],
    gramsPerPiece: 110,
    shelfLifeDays: { fridge: 2, freezer: 270 },
    nutrition: per100g(161, 18.1, 9.2, 0, 0, 89),
  }),
  food("chicken-wing", "meat", "protein", "pieces", {
    aliases: "wings, party wings, buffalo wings",
    kindOf: "chicken",
    tags: ["poultry"],
    gramsPerPiece: 90,
    shelfLifeDays: { fridge: 2, freezer: 270 },
    nutrition: per100g(191, 17.5, 12.8, 0, 0, 73),
  }),
  food("chicken", "meat", "protein", "g", {
    aliases: `whole chicken, roasting chicken, chicken pieces, poultry, rotisserie chicken, roast chicken, spatchcock chicken,
      cooked chicken, chicken meat, poussin, chicken sausage, ground chicken, chicken mince, cornish hen, game hen`,
    tags: ["poultry"],
    gramsPerPiece: 1500,
    shelfLifeDays: { fridge: 2, freezer: 365 },
    nutrition: per100g(215, 18.6, 15.1, 0, 0, 70),
  }),
  food("turkey-breast", "meat", "protein", "g", {
    aliases: `turkey, turkey steaks, turkey breast fillet, turkey crown, whole turkey, sliced turkey, turkey slices,
      turkey breast joint, turkey sausage, turkey bacon, turkey rashers, turkey legs, turkey thighs, turkey wings, turkey drumsticks`,
    tags: ["poultry"],
    shelfLifeDays: { fridge: 2, freezer: 270 },
    nutrition: per100g(114, 23.7, 1.5, 0, 0, 60),
  }),
  food("ground-turkey", "meat", "protein", "g", {
    aliases: "turkey mince, minced turkey, lean turkey mince",
    kindOf: "turkey",
    tags: ["poultry"],
    shelfLifeDays: { fridge: 2, freezer: 120 },
    nutrition: per100g(148, 17.5, 8.3, 0, 0, 69),
  }),
  food("duck", "meat", "protein", "g", {
    aliases: "duck breast, duck leg, whole duck, duck legs, gressingham duck",
    tags: ["poultry"],
    gramsPerPiece: 200,
    shelfLifeDays: { fridge: 2, freezer: 180 },
    nutrition: per100g(132, 18.3, 6, 0, 0, 63),
  }),
  food("ground-beef", "meat", "protein", "g", {
    aliases: `minced beef, beef mince, mince, hamburger meat, lean beef mince, steak mince, ground chuck, lean ground beef,
      burger patties, beef burgers, hamburger patty, beef patties, beef sausage, ground round, ground sirloin, burger, burgers,
      hamburger, hamburgers`,
    kindOf: "beef",
    tags: ["meat"],
    shelfLifeDays: { fridge: 2, freezer: 120 },
    nutrition: per100g(254, 17.2, 20, 0, 0, 66),
  }),
  food("steak", "meat", "protein", "g", {
    aliases: `beef steak, sirloin steak, sirloin, ribeye, ribeye steak, rump steak, fillet steak, t bone steak, flank steak,
      skirt steak, flat iron steak, minute steak, porterhouse, new york strip, beef tenderloin, filet mignon, strip steak, tri tip,
      top sirloin, london broil, round steak, cube steak, hanger steak,
      carne asada`,
    kindOf: "beef",
    tags: ["meat"],
    gramsPerPiece: 225,
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(201, 20.3, 12.6, 0, 0, 54),
  }),
  food("stewing-beef", "meat", "protein", "g", {
    aliases: `beef, diced beef, beef chunks, braising steak, chuck steak, beef chuck, stew meat, casserole steak, beef brisket,
      brisket, beef joint, roasting joint, topside, silverside, short ribs, beef short ribs, roast beef, pot roast, oxtail,
      chuck roast, chuck, beef roast, beef ribs`,
    tags: ["meat"],
    shelfLifeDays: { fridge: 5, freezer: 365 },
    nutrition: per100g(187, 19.4, 11.6, 0, 0, 58),
  }),
  food("lamb", "meat", "protein", "g", {
    aliases: `lamb chops, leg of lamb, lamb shoulder, lamb leg, lamb rack, rack of lamb, lamb shank, diced lamb, lamb steaks,
      lamb cutlets, mutton, goat meat`,
    tags: ["meat"],
    shelfLifeDays: { fridge: 5, freezer: 270 },
    nutrition: per100g(282, 16.6, 23.4, 0, 0, 59),
  }),
  food("ground-lamb", "meat", "protein", "g", {
    aliases: "lamb mince, minced lamb",
    kindOf: "lamb",
    tags: ["meat"],
    shelfLifeDays: { fridge: 2, freezer: 120 },
    nutrition: per100g(282, 16.6, 23.4, 0, 0, 59),
  }),
  food("venison", "meat", "protein", "g", {
    aliases: "deer meat, venison steak, venison mince, game meat, bison, ground bison, bison steak, elk, ground elk, wild boar",
    tags: ["meat"],
    shelfLifeDays: { fridge: 5, freezer: 270 },
    nutrition: per100g(120, 23, 2.4, 0, 0, 51),
  }),
  food("chicken-liver", "meat", "protein", "g", {
    aliases: "chicken livers, fresh chicken livers, frozen chicken livers",
    tags: ["poultry"],
    shelfLifeDays: { fridge: 2, freezer: 120 },
    nutrition: per100g(119, 16.9, 4.8, 0.7, 0, 71),
  }),
  food("veal", "meat", "protein", "g", {
    aliases: "veal escalope, veal escalopes, veal cutlet, veal chop, veal shank, osso buco, rose veal, veal mince, ground veal",
    tags: ["meat"],
    shelfLifeDays: { fridge: 5, freezer: 270 },
    nutrition: per100g(107, 20.1, 2.3, 0, 0, 82),
  }),
];

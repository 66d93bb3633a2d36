/**
 * Grocery brand and retailer names that are dropped from product names before matching
 * ("Barilla Spaghetti No.5 500g" → "spaghetti"). Written as shoppers type them; normalised to
 * key form when the matcher loads. Names that shoppers use as the food itself ("nutella",
 * "quorn", "tabasco", "weetabix") are aliases in the food data instead, never listed here.
 *
 * Source: the largest UK and US supermarket chains and their own-label lines, and best-selling
 * packaged-food brands; the list only needs words that could otherwise be mistaken for a food or
 * would dilute the match score.
 */
import { wordList } from "./define";

export const BRAND_NAMES: readonly string[] = [
  // Retailers and own labels
  ...wordList(`
    tesco, sainsbury's, asda, morrisons, waitrose, aldi, lidl, co-op, marks & spencer, m&s, iceland, ocado, walmart, great value,
    kroger, costco, kirkland, kirkland signature, safeway, publix, wegmans, whole foods, 365, trader joe's, target, good & gather,
    market pantry, heb, albertsons, food lion, stop & shop, meijer, carrefour, auchan, edeka, rewe, woolworths, coles, loblaws,
    no name, president's choice, stockwell, hearty food co, everyday essentials, by sainsbury's, taste the difference
  `),
  // Packaged-food brands
  ...wordList(`
    heinz, barilla, de cecco, buitoni, napolina, mutti, cirio, dolmio, ragu, prego, bertolli, filippo berio, kellogg's, nestle,
    kraft, hellmann's, best foods, cadbury, hershey's, lindt, ghirardelli, mars, walkers, lay's, dole, chiquita, del monte,
    quaker, lurpak, kerrygold, anchor, land o lakes, arla, yeo valley, muller, danone, activia, chobani, fage, alpro, silk,
    tropicana, innocent, simply, tyson, perdue, hormel, oscar mayer, smithfield, bumble bee, starkist, john west, princes,
    green giant, birds eye, mccain, goya, bush's, campbell's, knorr, oxo, bisto, maggi, kikkoman, lee kum kee, blue dragon,
    patak's, sharwood's, old el paso, uncle ben's, ben's original, tilda, jif, skippy, sun-pat, smucker's, warburtons, kingsmill,
    hovis, pepperidge farm, wonder, arnold, nature valley, mcvitie's, jacob's, ritz, nabisco, haagen-dazs, ben & jerry's, breyers,
    wall's, nescafe, folgers, maxwell house, lavazza, starbucks, twinings, pg tips, tetley, lipton, yorkshire tea, clipper,
    robinsons, schweppes, evian, volvic, san pellegrino, heineken, stella artois, budweiser, corona, cathedral city,
    pilgrims choice, tillamook, cabot, sargento, philadelphia brand, galbani, president, horizon, organic valley, fairlife,
    cravendale, country life, flora, stork, dairylea, general mills, post, nature's path, jordans, dorset cereals, alara,
    mornflake, flahavan's, bob's red mill, king arthur, gold medal, pillsbury, allinson, homepride, tate & lyle, silver spoon,
    billington's, domino, dr oetker, mccormick, schwartz, fuego, el paso, santa maria, colman's, baxters, amy's, annie's,
    del monte, hunt's, libby's, ocean spray, welch's, minute maid, sunny d, ribena, vimto, fever-tree, kallo, mission,
    newman's own, paul newman, la costena, rachael ray, primal kitchen, stonyfield, oikos, siggi's, liberte, onken, rachel's, gu,
    graze, kind, clif, belvita, deluxe, specially selected, signature, essentials, basics, smart price
  `),
];

/**
 * Brands and product lines sold (almost) only from the freezer: a name carrying one is a frozen
 * product even when it does not say "frozen" ("Steamfresh Sweet Peas", "Eggo Waffles").
 * Dropped from names like BRAND_NAMES. Brands that also sell canned, chilled or dry lines (Amy's,
 * Healthy Choice, Green Giant, Jimmy Dean) are left out. Source: the frozen-food aisles of large
 * US and UK supermarkets (frozen meals, pizza, potatoes, vegetables, seafood, desserts).
 */
export const FROZEN_BRAND_NAMES: readonly string[] = wordList(`
  lean cuisine, stouffer's, smart ones, marie callender's, banquet, brown n serve, hungry man, michelina's, hot pockets,
  lean pockets, bagel bites, totino's, digiorno, red baron, tombstone, freschetta, celeste, chicago town, goodfella's, eggo,
  ore ida, ore-ida, alexia, birds eye, steamfresh, mccain, aunt bessie's, gorton's, van de kamp's, seapak, mrs paul's,
  innovasian, ling ling, tai pei, pagoda, el monterey, jose ole, delimex, evol, gardein, morningstar farms, boca, dr praeger's,
  linda mccartney's, talenti, haagen-dazs, ben & jerry's, breyers, blue bunny, dreyer's, edy's, halo top, klondike,
  outshine, yasso, arctic zero, good humor, cornetto, carte d'or, viennetta, cool whip, sister schubert's
`);

/**
 * Baby-food brands and lines (jars, pouches, cereals, toddler snacks, formula): a name carrying one
 * is baby food, filed under pantry with the rest of the baby aisle. Dropped from names like
 * BRAND_NAMES. Source: the baby aisles of large US and UK supermarkets.
 */
export const BABY_FOOD_BRAND_NAMES: readonly string[] = wordList(`
  gerber, graduates, beech-nut, earth's best, happy baby, happy tot, plum organics, ella's kitchen, once upon a farm,
  little spoon, cerebelly, hipp, similac, enfamil
`);

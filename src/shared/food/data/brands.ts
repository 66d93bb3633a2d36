/**
 * Grocery brand and retailer names that are dropped from product names before matching
 * ("Barilla Spaghetti No.5 500g" → "spaghetti"). Written as shoppers type them; normalised to
 * key form when the matcher loads. Names that shoppers use as the food itself ("nutella",
 * "quorn", "tabasco", "weetabix") are aliases in the food data instead, never listed here.
 *
 * Source: the largest UK and US supermarket chains and their own-label lines, and best-selling
 * packaged-food brands; the list only needs words that could otherwise be mistaken for a food or
 * would dilute the match score. Brands sold in one aisle only are in AISLE_BRANDS (dropped the
 * same way, and they say the aisle), frozen-only and baby-food brands in their own lists.
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
  // Packaged-food brands sold in several aisles (their aisle brands are in AISLE_BRANDS below)
  ...wordList(`
    bertolli, kellogg's, nestle, kraft, hershey's, ghirardelli, mars, dole, del monte, quaker, tyson, perdue, hormel, simply,
    green giant, goya, smucker's, pepperidge farm, wall's, starbucks, lipton, tillamook, general mills, post, nature's path,
    jordans, pillsbury, dr oetker, fuego, el paso, amy's, annie's, ocean spray, welch's, kallo, mission, newman's own,
    rachael ray, kind, deluxe, specially selected, signature, essentials, basics, smart price, oxo, jimmy dean, healthy choice,
    boar's head, applegate, blue diamond, wonderful, sunsweet, mott's, betty crocker, zatarain's, rao's,
    marzetti, earthbound farm, taylor farms, bolthouse farms, dunkin, baileys, nesquik, so delicious, godiva, justin's,
    bonne maman, sara lee, atkins, kashi, sunkist, lunchables, hillshire, gu, graze, paul newman, cascadian farm, barbara's,
    foster farms, horizon, califia, swiss miss, naturipe, tofutti, turkey hill, hood
  `),
];

/**
 * Brands and product lines sold (almost) only from the freezer: a name carrying one is a frozen
 * product even when it does not say "frozen" ("Steamfresh Sweet Peas", "Eggo Waffles"; sprouted
 * and gluten-free breads such as Ezekiel and Udi's are kept frozen).
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
  outshine, yasso, arctic zero, good humor, cornetto, carte d'or, viennetta, cool whip, sister schubert's, ezekiel,
  food for life, udi's, canyon bakehouse, rhodes, kid cuisine, sweet earth, luvo, boston market, p f chang's, devour,
  tattooed chef, hilary's, caulipower, real good foods, van's, mochidoki, jeni's, ciao bella, friendly's, blue bell,
  graeter's, magnum
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

/**
 * Brands (and product lines) sold in one aisle only, by SPEC §3 category: a name that says no more
 * than a flavour or an unknown word under one of these is that aisle's product ("Snapple Peach"
 * is a drink, "Chobani Blueberry" a yogurt, "Jack Link's Original" jerky). Dropped from names
 * like BRAND_NAMES. Brands that also sell in another aisle (Dole, Starbucks, Welch's, Tillamook,
 * Pillsbury …) are in BRAND_NAMES instead, and brands that are the food's own name ("pepsi",
 * "gatorade", "oreo", "philadelphia") are aliases in the food data. Source: the shelves of large
 * US and UK supermarkets (soft drinks, water, coffee and tea, beer, wine and spirits, dairy case,
 * deli and meat case, snacks and sweets, dry goods, bakery).
 */
export const AISLE_BRANDS: Readonly<Record<"beverages" | "dairy" | "meat" | "snacks" | "pantry" | "produce", readonly string[]>> = {
  beverages: wordList(`
    7up, seven up, barq's, fresca, sierra mist, mug root beer, canada dry, schweppes, san pellegrino, evian, volvic, dasani,
    aquafina, smartwater, voss, essentia, poland spring, deer park, arrowhead, ozarka, zephyrhills, ice mountain, crystal geyser,
    celsius, bang energy, reign, 5 hour energy, nos energy, gold peak, pure leaf, snapple, arizona, honest tea,
    tropicana, minute maid, v8, capri sun, hawaiian punch, mio, sunny d, ribena, vimto, robinsons,
    fever tree, innocent, naked juice, folgers, maxwell house, peet's, green mountain, cafe bustelo, lavazza, illy, nespresso,
    nescafe, twinings, tetley, pg tips, yorkshire tea, clipper, bigelow, celestial seasonings, tazo, yogi tea, stash tea,
    teavana, ensure, slimfast, orgain, carnation breakfast essentials, budweiser, bud light, coors, coors light,
    miller lite, miller high life, michelob, michelob ultra, corona, modelo, heineken, stella artois, blue moon,
    sierra nevada, samuel adams, sam adams, lagunitas, guinness, dos equis, pacifico, tecate, yuengling, pabst, busch,
    white claw, truly, high noon, mike's hard, angry orchard, twisted tea, barefoot, yellow tail,
    kendall jackson, josh cellars, la marca, apothic, 19 crimes, kim crawford, meiomi, bota box, franzia, sutter home,
    woodbridge, robert mondavi, beringer, chateau ste michelle, menage a trois, tito's, smirnoff, absolut, grey goose,
    ketel one, svedka, bacardi, captain morgan, malibu, jack daniel's, jameson, jim beam, maker's mark, crown royal,
    johnnie walker, jose cuervo, patron, don julio, hennessy, fireball, tanqueray, bombay sapphire, hendrick's, aperol,
    campari, cointreau, disaronno, jagermeister, bulleit, woodford reserve, casamigos
  `),
  dairy: wordList(`
    chobani, dannon, yoplait, oikos, siggi's, noosa, go gurt, activia, danimals, stonyfield, brown cow, liberte, two good,
    fage, muller, danone, yeo valley, onken, rachel's, lactaid, fairlife, organic valley, cravendale, land o lakes,
    kerrygold, lurpak, anchor, country life, flora, stork, arla, cathedral city, pilgrims choice, cabot, sargento,
    philadelphia brand, galbani, president, belgioioso, polly o, breakstone's, knudsen, babybel, laughing cow, boursin,
    dairylea, silk, almond breeze, ripple, alpro, eggland's best, vital farms, pete and gerry's
  `),
  meat: wordList(`
    oscar mayer, hillshire farm, johnsonville, ball park, hebrew national, nathan's, butterball, jennie o,
    smithfield, aidells, al fresco, niman ranch, land o frost, buddig, dietz and watson, columbus
  `),
  snacks: wordList(`
    jack link's, slim jim, oberto, chomps, krave, lay's, walkers, ruffles, sun chips, sunchips, kettle brand,
    utz, herr's, wise, zapp's, miss vickie's, late july, siete, skinny pop, skinnypop, smartfood, pirate's booty,
    boom chicka pop, angie's, orville redenbacher's, pop secret, act ii, snyder's, rold gold, combos, gardetto's,
    cracker jack, keebler, nabisco, ritz, jacob's, mcvitie's, nutter butter, famous amos,
    tate's, lenny and larry's, belvita, nature valley, clif, larabar, rxbar, cadbury, lindt, ferrero, russell stover,
    whitman's, brach's, trolli, wrigley's, werther's, mentos, warheads, lemonheads, hi chew, ice breakers, planters,
    emerald, sun maid, mariani, little debbie, hostess, tastykake, drake's, sabra, tribe, wholly guacamole
  `),
  pantry: wordList(`
    campbell's, progresso, swanson, pacific foods, kitchen basics, college inn, knorr, bisto, maggi, baxters,
    near east, uncle ben's, ben's original, mahatma, lundberg, tilda, idahoan, duncan hines, krusteaz, king arthur,
    bob's red mill, gold medal, arrowhead mills, clabber girl, fleischmann's, red star, domino, tate & lyle, silver spoon,
    billington's, sweet n low, nestle toll house, pam, mazola, wesson, filippo berio, colavita,
    california olive ranch, pompeian, ragu, prego, classico, dolmio, barilla, de cecco, buitoni, napolina, ronzoni, mueller's,
    banza, san giorgio, mutti, cirio, bush's, ro tel, hunt's, libby's, muir glen, cento, heinz, grey poupon,
    hellmann's, best foods, duke's, colman's, frank's redhot, cholula, tapatio, valentina, huy fong, sweet baby ray's,
    stubb's, kc masterpiece, wish bone, ken's, kikkoman, la choy, thai kitchen, lee kum kee, blue dragon, patak's,
    sharwood's, san j, old el paso, ortega, la costena, herdez, pace, mccormick, schwartz, lawry's, morton, diamond crystal,
    badia, spice islands, santa maria, jif, skippy, peter pan, sun pat, vlasic, claussen, mt olive, b and g, mezzetta,
    lindsay, starkist, bumble bee, chicken of the sea, wild planet, john west, princes,
    capn crunch, bear naked, dorset cereals, alara, mornflake, flahavan's, allinson, homepride,
    nature's own, arnold, oroweat, dave's killer bread, wonder, king's hawaiian, thomas', guerrero, warburtons, kingsmill,
    hovis, entenmann's, primal kitchen
  `),
  produce: wordList(`
    fresh express, organic girl, little leaf farms, grimmway, cuties, sumo citrus, zespri, driscoll's,
    chiquita, mann's, eat smart
  `),
};

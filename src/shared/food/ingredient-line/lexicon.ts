/**
 * Word lists the ingredient-line parser uses to tell the food name from everything around it.
 * All entries are lower case. Sources: the way English-language recipes (US and UK) write
 * ingredient lists: size adjectives, preparation participles and their adverbs, and the
 * phrases that open a comment or a purpose ("for serving", "to taste").
 */

const set = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

/**
 * Size adjectives: they describe the piece, not the food ("2 large onions" buys onions); also
 * those of imported German, Dutch, Spanish, Italian and Portuguese recipes ("1 große Zwiebel").
 */
export const SIZE_WORDS = set(`
  large small medium big little huge lg sm med md lrg sml extra-large x-large xl jumbo
  medium-size medium-sized large-size large-sized small-size small-sized good-size good-sized
  smallish largish biggish size sized smaller larger bigger
  groß große großer großes gross grosse grosser grosses klein kleine kleiner kleines mittelgroß
  mittelgroße mittelgroßer mittelgroßes groot grote middelgrote pequeño pequeña pequeños pequeñas
  mediano mediana grande grandes piccolo piccola piccoli piccole pequeno pequena médio média
`);

/**
 * Words about quality or serving temperature rather than the food ("best-quality olive oil",
 * "cold butter", "lukewarm water"); like sizes they go to the note.
 */
export const QUALITY_WORDS = set(`
  best-quality good-quality high-quality top-quality finest cold lukewarm tepid warm
`);

/**
 * Where a food comes from ("homemade", "store-bought"): a list item made of these only names no
 * food ("mayonnaise, homemade, or store-bought" is mayonnaise). In a name they stay ("homemade mayonnaise").
 */
export const PROVENANCE_WORDS = set(`homemade home-made store-bought storebought shop-bought bought purchased prepared`);

/** Adjectives that a recipe may separate from the food by a comma ("boneless, skinless chicken"). */
const LISTED_ADJECTIVE = /(?:less|-free|-fat|-sodium|-salt|-in|-on)$/;
const PLAIN_ADJECTIVES = set(`ripe cold firm fresh hot warm raw whole organic soft each crisp tart juicy tender lean young plump sweet`);

/** True for an adjective that may stand before a comma ("ripe", "boneless", "gluten-free"). Input: a lower-case word. */
export function isPlainAdjective(word: string): boolean {
  return PLAIN_ADJECTIVES.has(word) || LISTED_ADJECTIVE.test(word);
}

/** Words that qualify an amount ("scant 1 cup", "1 heaping tablespoon"); they go to the note. */
export const AMOUNT_QUALIFIERS = set(`
  about approximately approx around roughly nearly almost scant heaping heaped generous level
  rounded good full
  ca circa etwa ungefähr gestrichen gestr gehäuft geh plm ongeveer environ aprox aproximadamente
`);

/**
 * Words that join a unit to its food, in the languages of imported recipes: "of" ("2 cups of
 * flour"), French "de"/"d'"/"du", Spanish and Portuguese "de"/"da"/"do", Italian "di"/"del".
 */
export const OF_WORDS = set(`of de d' d’ du di del da do`);

/** Number words a line may start with, and their values. */
export const NUMBER_WORDS: Readonly<Record<string, number>> = {
  one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
  eleven: 11, twelve: 12, half: 0.5, dozen: 12, couple: 2,
};

/**
 * Words for an amount without a number ("several basil leaves", "a few sprigs thyme", "some
 * parsley"): they go to the note and the line keeps no quantity.
 */
export const VAGUE_AMOUNTS = set(`several few some etwas einige wat quelques`);

/**
 * Preparation words: what the cook does to the food before use. Never part of the name
 * ("1 cup chopped onion" → onion).
 */
export const PREP_WORDS = set(`
  chopped minced diced sliced grated shredded julienned julienne cubed halved quartered peeled
  unpeeled trimmed seeded deseeded cored pitted stoned stemmed destemmed hulled deveined shelled
  skinned rinsed washed cleaned scrubbed drained patted torn crumbled melted softened beaten
  whisked sifted unsifted sieved packed mashed pureed puréed blanched toasted cooked boiled poached
  steamed thawed defrosted chilled cooled warmed heated squeezed zested juiced segmented snipped
  cut divided separated reserved picked removed discarded broken smashed bruised pounded flaked
  chiffonade shaved scraped sectioned spiralized soaked roasted grilled fried sauteed sautéed slivered
  finely-chopped thinly-sliced room-temperature crosswise lengthwise diagonally spooned leveled
  levelled
`);

/**
 * Words that are preparation only after an adverb ("freshly ground pepper", "coarsely crushed")
 * but are part of many food names on their own ("ground beef", "crushed tomatoes").
 */
export const PREP_AFTER_ADVERB = set(`ground crushed cracked whipped smoked dried milled made`);

/** Adverbs that qualify a preparation word ("finely", "very thinly"). Words ending in -ly count too. */
export const PREP_ADVERBS = set(`very well just fine coarse thin thick roughly finely`);

/**
 * Words that start a comment or purpose when they appear after the food name; the name ends
 * there ("butter for greasing", "salt to taste", "flour plus more for dusting").
 */
export const COMMENT_STARTS = set(`
  for to plus such preferably optional optionally see divided at if as about approximately
  approx around taste e.g. eg i.e. ie like each total cut into from that which whichever
  will you
  zum zur für nach aus voor naar om optioneel pour selon facultatif para opcional per
  facoltativo
`);

/**
 * Phrases that say "to taste" in the languages of imported recipes ("Sal a gosto", "sale q.b.",
 * "Salz nach Belieben"), written as lookup words: lower case, accents and dots dropped. After the
 * food they start a comment; at the start of a line ("q.b. sale") they are an amount without a
 * number.
 */
export const TASTE_PHRASES: readonly (readonly string[])[] = [
  ["a", "gosto"], ["al", "gusto"], ["a", "gusto"], ["a", "piacere"], ["au", "gout"], ["a", "volonte"],
  ["selon", "gout"], ["q", "b"], ["qb"], ["nach", "belieben"], ["nach", "geschmack"], ["n", "b"], ["naar", "smaak"],
];

const TASTE_FIRST: ReadonlySet<string> = new Set(TASTE_PHRASES.map((p) => p[0]));

/**
 * End (index after) of a "to taste" phrase (TASTE_PHRASES) starting at token i, or -1. Dots
 * between its words are read with it ("q.b."). Input: tokens with `lower` text (tokenize).
 */
export function tastePhraseEnd(tokens: readonly { lower: string; text: string }[], i: number): number {
  const plain = (k: number) => {
    const w = tokens[k]?.lower;
    return w !== undefined && /[^\x20-\x7e]/.test(w) ? w.normalize("NFD").replace(/\p{M}/gu, "") : w;
  };
  if (!TASTE_FIRST.has(plain(i) ?? "")) return -1;
  for (const phrase of TASTE_PHRASES) {
    let k = i;
    let ok = true;
    for (const word of phrase) {
      if (plain(k) !== word) {
        ok = false;
        break;
      }
      k++;
      if (tokens[k]?.text === ".") k++;
    }
    if (ok) return k;
  }
  return -1;
}

/** Words for "or" in recipe lines, English and the languages of imported recipes. */
export const OR_WORDS = set(`or oder ou o ó`);

/**
 * Words that make "or …" a comment rather than an alternative name: "or more", "or 3 anchovies",
 * "or to taste", "or similar". "sunflower or rapeseed oil" and "Roquefort or other blue cheese"
 * stay in the name.
 */
export const OR_COMMENT_NEXT = set(`more less to so as use substitute a an the your similar`);

/** Words that cannot end a food name (left over when a comment is cut off). */
export const DANGLING = set(`and or of with in the a an plus other und oder et ou`);

/**
 * True for an adverb of preparation: the listed ones and -ly words ("finely", "thinly", "lightly").
 * Input: a lower-case word. Never throws.
 */
export function isPrepAdverb(word: string): boolean {
  return PREP_ADVERBS.has(word) || (word.length > 4 && word.endsWith("ly") && word !== "only" && word !== "holy");
}

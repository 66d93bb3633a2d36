/**
 * Nouns a recipe yield is counted in, when printed after the number ("4 servings", "6 portioner",
 * "4 főre"): English plus the languages the heading rules cover (German, Dutch, Swedish/Danish,
 * Italian, Spanish, Portuguese, French, Hungarian). General vocabulary, not taken from any site.
 */
export const SERVING_NOUN =
  "(?:servings?|serves|portions?|people|persons?|personen|portionen|porties|personer|portioner|porzioni|persone|porciones|personas|porções|pessoas|parts|personnes|adag|főre|fő)";

/** A line that is only a serving count ("4 servings", "2-3 portioner", "4 főre"). */
export const SERVINGS_ONLY = new RegExp(`^\\d+(?:\\s*[-–]\\s*\\d+)?\\s*${SERVING_NOUN}$`, "iu");

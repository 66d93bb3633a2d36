/**
 * Lines a copy of a recipe web page picks up that are not recipe text: buttons and links ("Print",
 * "Pin Recipe", "Jump to Recipe", "US Customary | Metric", "1x 2x 3x"), rating prompts ("4.97 from
 * 131 votes"), the recipe card's "cook mode" switch, site navigation ("Home", "Recipes", "Log in")
 * and advertising labels. Buttons printed side by side often lose the space between them when
 * copied ("Save RecipeRate RecipePrint Recipe"); words are split at such case changes first.
 * General web vocabulary in the languages the headings cover, not taken from any one site.
 */

/** Words that only occur on controls and navigation. A line made of nothing else is noise. */
const UI_WORDS = new Set(
  (
    "print printable pin pinit save saved share rate review reviews comment comments reply email e-mail tweet facebook pinterest " +
    "yummly whatsapp flipboard instagram twitter x youtube tiktok video watch jump skip go to the this a my your recipe recipes " +
    "content us customary metric imperial units scale servings adjust add shopping list collection cart click cook mode keep " +
    "screen awake home menu search login log in sign up subscribe newsletter back next previous close ok more read continue " +
    "reading advertisement ad ads sponsored anzeige werbung publicité publicidad pubblicità publicidade drucken rezept teilen " +
    "merken speichern bewerten imprimer recette partager enregistrer noter afdrukken recept delen bewaren opslaan imprimir " +
    "receta compartir guardar stampa ricetta condividi salva partilhar receita gem del udskriv skriv ut dela spara nyomtatás " +
    "megosztás mentés categories category tags favorite favourites favorites bookmark like likes follow me now here all and " +
    "of or on for with view full details download app"
  ).split(" "),
);
/** Whole-line patterns: ratings, vote counts, scale switches, the cook-mode switch. */
const NOISE_LINE = new RegExp(
  `^(?:${[
    "(?:\\d(?:[.,]\\d+)? (?:out of 5 )?)?(?:stars? )?from \\d+ (?:votes?|reviews?|ratings?)",
    "\\d+ (?:votes?|reviews?|ratings?|comments?|shares?)",
    "no (?:ratings|reviews|comments) yet",
    "\\d(?:[.,]\\d+)?(?: out of 5)?(?: stars?)?",
    "\\d(?:\\/\\d)?x(?:\\s*\\d(?:\\/\\d)?x)*",
    "(?:advertisement|anzeige)\\W+continue reading below",
    "cook mode.*|.*prevent (?:your )?screen from (?:going dark|turning off).*",
    "you are here.*|skip to (?:main )?content",
    ".{1,60}\\s\\*", // a form field's label ("Email Address *")
  ].join("|")})$`,
  "iu",
);
/** Most words a line of buttons has. */
const MAX_UI_WORDS = 10;

/** Splits words glued at a case change ("RecipeRate" → "Recipe Rate", "CustomaryMetric"). */
function unglue(text: string): string {
  return text.replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2");
}

/**
 * True when a line is web page chrome, not recipe text.
 * Input: one line. Output: true for controls, navigation, ratings and ad labels (see above).
 */
export function isNoise(text: string): boolean {
  const plain = unglue(text).trim();
  if (NOISE_LINE.test(plain.replace(/[:!.]$/, ""))) return true;
  const words = plain
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .filter(Boolean);
  return words.length > 0 && words.length <= MAX_UI_WORDS && words.every((w) => UI_WORDS.has(w));
}

/**
 * Headings of a recipe, one rule for every reader (the web-page importer, the archive readers and
 * pasted text): the words cookbooks and recipe sites put above the ingredient list, the method,
 * the notes and the nutrition panel, the ones that open parts of a page that are not the recipe
 * (comments, reviews, related recipes), and group headings inside a list ("For the sauce:").
 * Heading words in English, German, French, Dutch, Spanish, Italian, Portuguese, Danish,
 * Norwegian, Swedish and Hungarian, and for the ingredient list and the method also Polish, Czech,
 * Slovak, Finnish, Turkish, Romanian, Croatian, Greek, Russian, Japanese, Chinese, Korean and
 * Indonesian. General cookbook vocabulary, not taken from any one site.
 */

/** What a heading opens. "end" closes the recipe (comments, reviews, "you may also like"). */
export type HeadingKind = "ingredients" | "method" | "notes" | "nutrition" | "equipment" | "about" | "end";

/** A heading line, read. */
export interface Heading {
  kind: HeadingKind;
  /** Words after the heading word ("for the cake", "for 4 people"), or "". */
  rest: string;
}

// prettier-ignore
const INGREDIENTS = [
  "ingredients?", "ingredient list", "what you('| wi)?ll need", "what you need", "you('ll| will) need", "shopping list",
  "zutaten(liste)?", "einkaufsliste", "ingr[ée]dients", "ingredi[ëe]nten", "benodigdheden", "boodschappenlijst(je)?",
  "wat heb je nodig", "ingredientes?", "ingredienti", "ingredienser", "hozz[áa]val[óo]k",
  "sk[łl]adniki", "suroviny", "ingredience", "ingrediencie", "ainekset", "malzemeler", "sastojci", "υλικά",
  "ингредиенты", "材料", "用料", "食材", "재료", "bahan(-bahan)?",
];
// prettier-ignore
const METHOD = [
  "instructions?", "method", "methods", "directions?", "preparation", "procedure", "steps", "how to make( it| this( recipe)?)?",
  "how to cook( it)?", "cooking (instructions|method|directions|steps)", "recipe (instructions?|method|directions?|steps)",
  "zubereitung(sschritte)?", "anleitung",
  "so geht('|’)?s", "arbeitsschritte", "pr[ée]paration", "instructions de pr[ée]paration", "[ée]tapes( de (la )?pr[ée]paration)?",
  "d[ée]roul[ée] de la recette", "marche [àa] suivre", "bereiding(swijze)?", "werkwijze", "instructies",
  "zo maak je (het|dit)", "preparaci[óo]n", "elaboraci[óo]n", "instrucciones", "pasos", "modo de preparaci[óo]n",
  "preparazione", "procedimento", "istruzioni", "modo de preparo", "preparo", "prepara[çc][ãa]o", "modo de fazer",
  "instru[çc][õo]es", "fremgangsm[åa]de", "fremgangsm[åa]te", "s[åa]dan g[øo]r du", "g[öo]r s[åa] h[äa]r", "tillagning",
  "instruktioner", "elk[ée]sz[íi]t[ée]s", "przygotowanie", "spos[óo]b przygotowania", "postup", "pr[íi]prava", "valmistus",
  "yap[ıi]l[ıi][şs][ıi]", "haz[ıi]rlan[ıi][şs][ıi]", "mod de preparare", "priprema", "εκτέλεση", "приготовление",
  "作り方", "做法", "步骤", "만드는 법", "cara membuat",
];
// prettier-ignore
const NOTES = [
  "notes?", "recipe notes?", "cook('|’)?s notes?", "chef('|’)?s notes?", "tips?", "tips (and|&) (tricks|notes)", "hints?",
  "variations?", "storage", "to store", "make ahead", "substitutions?", "hinweise?", "tipps?", "notizen", "anmerkungen?",
  "remarques?", "astuces?", "conseils?", "le conseil du chef", "opmerkingen", "notities", "notas?", "consejos?", "trucos?",
  "consigli", "nota bene", "dicas?", "observa[çc][õo]es", "noter", "tips og tricks",
];
// prettier-ignore
const NUTRITION = [
  "nutrition", "nutrition (facts|information|info)", "nutritional (information|info|values)", "n[äa]hrwerte?",
  "n[äa]hrwertangaben", "valeurs? nutritionnelles?", "informations? nutritionnelles?", "voedingswaarde(n)?",
  "informaci[óo]n nutricional", "valori nutrizionali", "informa[çc][ãa]o nutricional", "tabela nutricional",
];
const EQUIPMENT = [
  "(special |kitchen )?equipment( needed)?",
  "tools( needed)?",
  "you will also need",
  "utensils",
  "ausr[üu]stung",
  "ustensiles",
  "mat[ée]riel",
  "benodigd keukengerei",
];
/** Labels of the parts of a recipe card that are about the recipe, not in it. */
const ABOUT = [
  "description",
  "summary",
  "about this recipe",
  "intro(duction)?",
  "beschreibung",
  "r[ée]sum[ée]",
  "beschrijving",
  "descripci[óo]n",
  "descrizione",
  "descri[çc][ãa]o",
];
// prettier-ignore
const END = [
  "comments?", "reviews?", "leave a (comment|reply|review)", "related (recipes|posts)", "more recipes",
  "you (may|might) also like", "more like this", "recent posts", "similar recipes", "reader interactions",
  "did you make (this|it)( recipe)?\\??", "tried this recipe\\??", "share this( recipe)?", "about (me|the author)",
  "kommentare?", "bewertungen", "das k[öo]nnte (dich|sie) auch interessieren", "commentaires?", "avis",
  "vous aimerez aussi", "reacties", "reageer", "comentarios", "comentários", "commenti", "potrebbe interessarti",
];

/** Longest heading line taken as a heading (longer lines are text that happens to start with the word). */
const MAX_HEADING_CHARS = 60;
/** Most words after the heading word ("Ingredients for the chocolate cake" has four). */
const MAX_REST_WORDS = 6;

/** A heading word ends where no letter or digit follows (unlike \b, this works for scripts without spaces). */
const compile = (words: string[]) => new RegExp(`^(?:${words.join("|")})(?![\\p{L}\\p{N}])`, "iu");
const PATTERNS: readonly [HeadingKind, RegExp][] = [
  ["ingredients", compile(INGREDIENTS)],
  ["method", compile(METHOD)],
  ["notes", compile(NOTES)],
  ["nutrition", compile(NUTRITION)],
  ["equipment", compile(EQUIPMENT)],
  ["about", compile(ABOUT)],
  ["end", compile(END)],
];

/** The line without decoration a heading may carry: "## ", "**", "—", a trailing ":" or ".". */
export function bareHeading(line: string): string {
  return line
    .replace(/^[#=*_\-\u2013\u2014\s]+|[#=*_\-\u2013\u2014\s]+$/gu, "")
    .replace(/\s*[:：.]$/u, "")
    .trim();
}

/**
 * Reads a line as a recipe heading.
 * Input: one line ("Ingredients", "INGREDIENTS:", "Zutaten für 4 Personen", "Method", "Notes").
 * Output: the heading's kind and the words after the heading word, or null when the line is not a
 * heading (too long, a sentence, or no heading word at its start).
 */
export function readHeading(line: string): Heading | null {
  const bare = bareHeading(line);
  if (!bare || bare.length > MAX_HEADING_CHARS) return null;
  for (const [kind, re] of PATTERNS) {
    const m = re.exec(bare);
    if (!m) continue;
    const rest = bare
      .slice(m[0].length)
      .replace(/^[\s:：\-\u2013\u2014]+/u, "")
      .trim();
    // "Preparation is the key." is a sentence, not a heading.
    // "Did you make this recipe?" closes the recipe; other headings are not sentences.
    if (rest.split(/\s+/).length > MAX_REST_WORDS || (kind !== "end" && /[.!?]$/.test(line.trim()))) return null;
    if (rest && /^(is|are|was|were|will|can|should|ist|sind|est|sont|es|son|è|sono|é|são)\b/i.test(rest)) return null;
    return { kind, rest };
  }
  return null;
}

/**
 * True when a line only names a list: an ingredient or method heading with nothing after the
 * heading word ("Ingredients", "Modo de Preparo:", "## Method", "Recipe instructions").
 * Readers drop such a line; it starts no group.
 */
export function isListHeading(line: string): boolean {
  const h = readHeading(line);
  return h !== null && h.rest === "" && (h.kind === "ingredients" || h.kind === "method");
}

/** Lines that open a group of ingredients or steps: "For the sauce", "Für den Teig", "Pour la pâte", "Voor de saus". */
const GROUP_START =
  /^(?:for|f[üu]r|pour|voor|para|per|til|till)\s+(?:the|a|an|den|die|das|le|la|les|l['’]|de|het|el|los|las|o|a|os|as|il|lo|gli|i)\b/iu;
/** Longest group heading, in words (a note in parentheses not counted, however long). */
const MAX_GROUP_WORDS = 8;

/**
 * The group a line heads inside an ingredient or step list, or null: a line its markup sets off
 * (`marked`: bold or a heading in the pasted text) or a Markdown heading ("## Sauce"), a line
 * ending in ":" with no digit or fraction ("For the dough:", "für den Braten:"; not "2 cups:",
 * "½ cup:" nor "Layer 2:"), a line that opens with "For the …" in one of the languages above
 * ("For the glaze", no comma) or a line set between dashes ("— Glaze —"). Lines longer than
 * eight words or ending a sentence are not group headings. A line that only names the list ("Ingredients:") is a group heading here
 * too; callers test isListHeading first. Output: the name without its decoration ("For the
 * dough"), or null.
 */
export function groupHeading(line: string, marked = false): string | null {
  const text = line.trim();
  const words = text
    .replace(/\([^)]*\)/g, "")
    .split(/\s+/)
    .filter(Boolean).length;
  if (words > MAX_GROUP_WORDS || /[.!?]$/.test(text)) return null;
  const bare = bareHeading(text);
  if (!bare) return null;
  if (marked || /^#{1,6}\s/.test(text)) return bare;
  if (/[:：]$/.test(text) && !/[\d\u00bc-\u00be\u2150-\u215e]/u.test(bare)) return bare;
  if (GROUP_START.test(bare) && !/,/.test(bare)) return bare;
  if (/^[-=*_\u2013\u2014]{1,3}\s.*\s[-=*_\u2013\u2014]{1,3}$/u.test(text)) return bare;
  return null;
}

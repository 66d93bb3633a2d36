/**
 * Diet tags from the words of a name or ingredient line in German, Dutch, French, Spanish, Italian
 * and Portuguese (lists in src/shared/food/data/diet-words-<lang>.ts, tables in diet-words-index.ts).
 * English is read by the knowledge base and diet-keywords.ts; diet.ts joins the readings.
 *
 * How a line is read, word by word, left to right:
 *  1. A listed phrase ("viande hachée", "noix de coco", "frutti di mare") takes its words.
 *  2. A listed word, as written or without accents ("Hackfleisch", "œufs", "nueces").
 *     Words marked lead-only count only when nothing but amounts, units and articles comes
 *     before them in their sentence ("500 g gehakt" is meat, "1 ui, gehakt" a chopped onion).
 *  3. A longer word read as a compound (German, Dutch): its longest known ending ("Hasel|nuss",
 *     "Schweine|fleisch") and the known parts it starts with ("Rinder|hack|fleisch", "Hack|braten").
 *     A plant start takes dairy and egg off ("Kokos|milch"), a meat substitute the meat
 *     ("Soja|hack"), a gluten-free starch the gluten of a flour ("Reis|mehl"); a poultry or fish
 *     start makes a generic meat ending that kind ("Puten|fleisch"); "-frei"/"-vrij" cancels ("glutenfrei").
 *  4. After a hit, "de"/"di"/"d'"… and a qualifying word do the same ("lait de coco", "carne de
 *     soja", "farine de riz"); "pasta de amendoim" is a paste, not pasta.
 *  5. "sans"/"sin"/"ohne"… cancel the next hit's tags for the whole line; "vegan"/"végétal"…
 *     cancel every animal tag, "vegetarisch"/"vegetariano"… meat and fish.
 */
import { keyTokens } from "../food/normalize";
import type { DietTag } from "../food/types";
import { DIET_WORD_INDEX as IDX, lineWords, type LineWord } from "./diet-words-index";

/** One reading of a word or phrase. */
export interface DietWordHit {
  /** Key forms (../food/normalize.ts keyTokens) of the words read, to line up with other readers. */
  keys: string[];
  /** Tags it names ([] for a neutral reading such as "noix de coco"). */
  tags: DietTag[];
  /** "word": a listed word or phrase; "compound": read from the parts of a longer word. */
  kind: "word" | "compound";
  /**
   * True when this reading replaces a one-word knowledge-base match of the same word: a phrase
   * ("haricots beurre"), a spelling with accents ("pâtes" are not pâté, "rôti" not roti bread) or
   * a word qualified by what follows ("pasta de amendoim"). Otherwise both readings count.
   */
  firm: boolean;
}

/** Everything read from one text. */
export interface DietWordReading {
  hits: DietWordHit[];
  /** Tags the text itself rules out ("sin gluten", "vegan"). */
  cancel: Set<DietTag>;
}

const ANIMAL: readonly DietTag[] = ["meat", "poultry", "pork", "fish", "shellfish", "dairy", "egg", "honey"];
const FLESH: readonly DietTag[] = ["meat", "poultry", "pork", "fish", "shellfish"];
const NOT_RED_MEAT: readonly DietTag[] = ["poultry", "fish", "shellfish"];
/** Words between a food word and what qualifies it ("lait de coco", "farina di riso", "pâte d'amande"). */
const CONNECTORS = new Set(["de", "d", "di", "du", "des", "da", "do", "das", "dos", "del", "della", "dello", "dei", "delle", "degli"]);
/** Words that mean a paste, not pasta or dough, before "de"/"di" ("pasta de amendoim", "pâte de curry"). */
const PASTE = new Set(["pasta", "pâte", "massa"]);
/** Endings that say "free of" in German and Dutch ("glutenfrei", "eivrij"), longest first. */
const FREE_SUFFIXES = ["freies", "freien", "freier", "freiem", "freie", "frei", "vrije", "vrij"];
/**
 * Amount, unit and article words that may come before a lead-only word (folded): "500 g gehakt",
 * "2 el room", "un etto di macinato".
 */
const LEAD_FILLERS = new Set(
  `g gr gram gramm gramos grammi gramas grammes kg dag mg ml cl dl l lt el tl ess tee prise msp pck pkg packung dose becher
  stuck stk st bund scheibe scheiben tasse tassen cup cups c tbsp tsp oz lb lbs eetlepel eetlepels theelepel theelepels kopje
  kopjes blik pak zakje snuf snufje plak plakken stuks ons pond cuillere cuilleres cas cac cs cc verre pincee tranche tranches
  boite sachet cuchara cucharas cucharada cucharadas cucharadita cucharaditas taza tazas lata latas pizca rebanada rebanadas
  cucchiaio cucchiai cucchiaino cucchiaini tazza tazze bicchiere pizzico fetta fette etto etti colher colheres cha sopa xicara
  xicaras pitada fatia fatias de d di du des del della da do dos das van von of un une uno una unos unas um uma ein eine einen
  een het le la les il lo gli el los las o os as circa ca etwa environ env ongeveer cerca half halve halb demi medio mezzo meio`
    .split(/\s+/)
    .filter(Boolean),
);

const keyOf = (w: LineWord): string => keyTokens(w.raw).join(" ");

/** The phrase starting at word i (same part of the line), longest first. */
function phraseAt(ws: readonly LineWord[], i: number) {
  for (const p of IDX.phrases.get(ws[i].folded) ?? []) {
    if (i + p.words.length > ws.length) continue;
    if (p.words.every((w, k) => ws[i + k].folded === w && ws[i + k].part === ws[i].part)) return p;
  }
  return undefined;
}

/** The qualifying words (plant, meat substitute, gluten-free starch) the words from i on start with, 1–3 words long. */
function qualifierAt(ws: readonly LineWord[], i: number): string[] {
  const out: string[] = [];
  const words: string[] = [];
  for (let k = i; k < ws.length && k < i + 3 && ws[k].part === ws[i].part; k++) {
    words.push(ws[k].folded);
    if (qualifies(words.join(" "))) out.push(words.join(" "));
  }
  return out;
}

/** Compound readings already worked out, by folded word (emptied when full; words repeat a lot). */
const compoundMemo = new Map<string, CompoundReading | null>();
const COMPOUND_MEMO_SIZE = 10_000;

/** What a compound says: its tags and the tags it cancels ("glutenfrei"). */
export interface CompoundReading {
  tags: DietTag[];
  cancel: DietTag[];
}

/** readCompound, remembered per word. */
function compoundOf(t: string): CompoundReading | null {
  let r = compoundMemo.get(t);
  if (r === undefined) {
    r = readCompound(t);
    if (compoundMemo.size >= COMPOUND_MEMO_SIZE) compoundMemo.clear();
    compoundMemo.set(t, r);
  }
  return r;
}

/** A word read from its parts (rule 3), or null when no part is known. Input: a folded word. */
export function readCompound(t: string): CompoundReading | null {
  for (const suf of FREE_SUFFIXES) {
    if (!t.endsWith(suf) || t.length - suf.length < 2) continue;
    const base = t.slice(0, -suf.length);
    return { tags: [], cancel: [...(IDX.folded.get(base)?.tags ?? readCompound(base)?.tags ?? [])] };
  }
  let head: { tags: readonly DietTag[] } | undefined;
  let headPart = "";
  for (let len = Math.min(IDX.maxStem, t.length - 3); len >= 2 && !head; len--) {
    const s = IDX.stems.get(t.slice(t.length - len));
    if (s?.head) [head, headPart] = [s, t.slice(t.length - len)];
  }
  const start = t.slice(0, t.length - headPart.length);
  const mods: Array<{ part: string; tags: readonly DietTag[] }> = [];
  let i = 0;
  scan: while (i < start.length) {
    for (let len = Math.min(IDX.maxStem, start.length - i); len >= 2; len--) {
      const part = start.slice(i, i + len);
      const s = IDX.stems.get(part);
      if (!s?.mod || (!head && start.length - i - len < 3)) continue;
      mods.push({ part, tags: s.tags });
      i += len;
      continue scan;
    }
    break;
  }
  if (!head && mods.length === 0) return null;
  const taken = takenOff(
    mods.map((m) => m.part),
    headPart !== "" && IDX.starches.has(headPart),
  );
  // A generic meat ending names the kind its start gives: "Puten|fleisch" is poultry, "Krabben|fleisch" shellfish.
  if (head?.tags.length === 1 && head.tags[0] === "meat" && mods.some((m) => m.tags.some((t) => NOT_RED_MEAT.includes(t)))) {
    taken.add("meat");
  }
  const tags = new Set<DietTag>();
  for (const tag of head?.tags ?? []) if (!taken.has(tag)) tags.add(tag);
  for (const m of mods) for (const tag of m.tags) if (!taken.has(tag) || qualifies(m.part)) tags.add(tag);
  return { tags: [...tags], cancel: [] };
}

/** True for a plant, meat-substitute or gluten-free word (its own tags always count). */
const qualifies = (w: string): boolean => IDX.plant.has(w) || IDX.meatFree.has(w) || IDX.glutenFree.has(w);

/**
 * Tags that qualifying words take off the food they qualify: a plant takes dairy, egg and honey
 * ("Kokos-milch"), a meat substitute meat and fish ("Soja-hack"), a gluten-free starch the gluten
 * of a flour or noodle word (`starch`: "Reis-mehl", "farine de riz").
 */
function takenOff(qualifiers: readonly string[], starch: boolean): Set<DietTag> {
  const out = new Set<DietTag>();
  const add = (...ts: DietTag[]) => ts.forEach((t) => out.add(t));
  if (qualifiers.some((q) => IDX.plant.has(q))) add("dairy", "egg", "honey");
  if (qualifiers.some((q) => IDX.meatFree.has(q))) add(...FLESH);
  if (starch && qualifiers.some((q) => IDX.glutenFree.has(q))) add("gluten");
  return out;
}

/** For each word, whether only amounts, units and articles come before it in its sentence. */
function leadFlags(ws: readonly LineWord[]): boolean[] {
  let clean = true;
  return ws.map((w, i) => {
    if (i === 0 || ws[i - 1].sentence !== w.sentence) clean = true;
    const lead = clean;
    if (!LEAD_FILLERS.has(w.folded)) clean = false;
    return lead;
  });
}

/**
 * Reads the diet words of a text in the six languages (rules in the module comment).
 * Input: a product name, ingredient line or, with `prose`, a sentence (then compounds and
 * lead-only words are not read: English prose is full of "pan" and "worst").
 * Output: hits in text order and the tags the text cancels. Never throws.
 */
export function readDietWords(text: string, opts: { prose?: boolean } = {}): DietWordReading {
  const ws = lineWords(typeof text === "string" ? text : "");
  const lead = leadFlags(ws);
  const cancel = new Set<DietTag>();
  const found: Array<{ start: number; end: number; tags: Set<DietTag>; kind: DietWordHit["kind"]; firm: boolean }> = [];
  for (let i = 0; i < ws.length;) {
    const phrase = phraseAt(ws, i);
    if (phrase) {
      found.push({ start: i, end: i + phrase.words.length, tags: new Set(phrase.tags), kind: "word", firm: true });
      i += phrase.words.length;
      continue;
    }
    const w = ws[i];
    const word = IDX.exact.get(w.raw) ?? IDX.folded.get(w.folded);
    const counts = word && (!word.lead || (lead[i] && !opts.prose));
    const compound = !word && !opts.prose && w.folded.length >= 5 ? compoundOf(w.folded) : null;
    if (word) found.push({ start: i, end: i + 1, tags: new Set(counts ? word.tags : []), kind: "word", firm: w.raw !== w.folded });
    else if (compound) {
      found.push({ start: i, end: i + 1, tags: new Set(compound.tags), kind: "compound", firm: false });
      for (const t of compound.cancel) cancel.add(t);
    }
    i++;
  }
  for (const h of found) {
    const next = ws[h.end];
    if (next && next.part === ws[h.start].part && CONNECTORS.has(next.folded) && h.end + 1 < ws.length) {
      const after = qualifierAt(ws, h.end + 1);
      const own = ws
        .slice(h.start, h.end)
        .map((w) => w.folded)
        .join(" ");
      const size = h.tags.size;
      for (const t of takenOff(after, IDX.starches.has(own))) h.tags.delete(t);
      if (h.end - h.start === 1 && PASTE.has(ws[h.start].raw)) h.tags.delete("gluten");
      if (h.tags.size < size) h.firm = true;
    }
    const before = ws[h.start - 1];
    if (before && IDX.without.has(before.folded)) {
      for (const t of h.tags) cancel.add(t);
      h.tags.clear();
    }
  }
  for (const w of ws) {
    if (IDX.vegan.has(w.folded)) for (const t of ANIMAL) cancel.add(t);
    if (IDX.vegetarian.has(w.folded)) for (const t of FLESH) cancel.add(t);
  }
  const hits = found.map((h) => ({ keys: ws.slice(h.start, h.end).map(keyOf), tags: [...h.tags], kind: h.kind, firm: h.firm }));
  return { hits, cancel };
}

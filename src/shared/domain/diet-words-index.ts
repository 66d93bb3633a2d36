/**
 * The look-up tables behind diet-words.ts, built once at module load from the language lists in
 * src/shared/food/data/diet-words-<lang>.ts (German, Dutch, French, Spanish, Italian, Portuguese).
 * Words are looked up as written (lower case, accents kept) and then folded (accents off, "ß" →
 * "ss"); a folded form that stands for two different readings ("pâté" meat, "pâtes" pasta → "pate")
 * is left out of the folded table, so only the accented spelling decides.
 */
import type { DietEntry, DietLexicon } from "../food/data/diet-lexicon";
import { DUTCH } from "../food/data/diet-words-nl";
import { FRENCH } from "../food/data/diet-words-fr";
import { GERMAN } from "../food/data/diet-words-de";
import { ITALIAN } from "../food/data/diet-words-it";
import { PORTUGUESE } from "../food/data/diet-words-pt";
import { SPANISH } from "../food/data/diet-words-es";
import { foldText } from "../food/normalize";
import type { DietTag } from "../food/types";

/** The languages read besides English (ISO 639-1 codes in their `lang`). */
export const DIET_LEXICONS: readonly DietLexicon[] = [GERMAN, DUTCH, FRENCH, SPANISH, ITALIAN, PORTUGUESE];

/** A whole word's reading: its tags and whether it counts only when it leads its part of the line. */
export interface WordReading {
  tags: readonly DietTag[];
  lead: boolean;
}

/** A compound part: its tags and where in a compound it may stand. */
export interface StemReading {
  tags: readonly DietTag[];
  head: boolean;
  mod: boolean;
}

/** A phrase: its folded words and tags. */
export interface PhraseReading {
  words: readonly string[];
  tags: readonly DietTag[];
}

/**
 * Words of a text: lower case (accents kept) and folded, with the part of the text each is in
 * (parts end at any punctuation) and the sentence (ends at ; : . ! ? and new lines).
 */
export interface LineWord {
  raw: string;
  folded: string;
  part: number;
  sentence: number;
}

const LETTERS = /\p{L}+|[,;:()[\]\n.!?/+]/gu;
const SENTENCE_END = /[;:\n.!?]/;

/**
 * The words of a text, lower case, split on everything that is not a letter (so "d'amande" is
 * "d" + "amande" and "Kidney-Bohnen" two words). Input: any text. Output: words in order. Never throws.
 */
export function lineWords(text: string): LineWord[] {
  const out: LineWord[] = [];
  let part = 0;
  let sentence = 0;
  for (const m of text.normalize("NFC").toLowerCase().matchAll(LETTERS)) {
    const w = m[0];
    if (!/\p{L}/u.test(w)) {
      part++;
      if (SENTENCE_END.test(w)) sentence++;
      continue;
    }
    out.push({ raw: w, folded: foldText(w).replace(/ /g, ""), part, sentence });
  }
  return out;
}

/** Folded words of a form ("pâte d'amande" → ["pate", "d", "amande"]). */
export const foldedWords = (form: string): string[] => lineWords(form).map((w) => w.folded);

const union = (a: readonly DietTag[], b: readonly DietTag[]): DietTag[] => [...new Set([...a, ...b])];

function addWord(map: Map<string, WordReading>, key: string, e: DietEntry): void {
  const had = map.get(key);
  map.set(key, had ? { tags: union(had.tags, e.tags), lead: had.lead || e.lead } : { tags: e.tags, lead: e.lead });
}

/** All tables diet-words.ts reads. */
export interface DietWordIndex {
  /** Word as written → reading. */
  exact: ReadonlyMap<string, WordReading>;
  /** Folded word → reading (folded forms with two readings left out). */
  folded: ReadonlyMap<string, WordReading>;
  /** First folded word → phrases starting with it, longest first. */
  phrases: ReadonlyMap<string, readonly PhraseReading[]>;
  /** Folded compound part → reading. */
  stems: ReadonlyMap<string, StemReading>;
  /** Longest compound part, in letters. */
  maxStem: number;
  /** Folded plant words and phrases (see DietLexicon.plant). */
  plant: ReadonlySet<string>;
  /** Folded meat-substitute words (see DietLexicon.meatFree). */
  meatFree: ReadonlySet<string>;
  /** Folded flour and noodle words (see DietLexicon.starches). */
  starches: ReadonlySet<string>;
  /** Folded gluten-free starches (see DietLexicon.glutenFree). */
  glutenFree: ReadonlySet<string>;
  without: ReadonlySet<string>;
  vegan: ReadonlySet<string>;
  vegetarian: ReadonlySet<string>;
}

/** Builds the tables of `lexicons`. Input: language lists. Output: DietWordIndex. Never throws. */
export function buildDietWordIndex(lexicons: readonly DietLexicon[]): DietWordIndex {
  const exact = new Map<string, WordReading>();
  const foldedAll = new Map<string, WordReading>();
  const byFold = new Map<string, string>();
  const phraseList: PhraseReading[] = [];
  const stems = new Map<string, StemReading>();
  const foldSet = (xs: readonly string[]) => new Set(xs.map((x) => foldedWords(x).join(" ")));
  const plant = new Set<string>();
  const meatFree = new Set<string>();
  const starches = new Set<string>();
  const glutenFree = new Set<string>();
  const without = new Set<string>();
  const vegan = new Set<string>();
  const vegetarian = new Set<string>();
  for (const lex of lexicons) {
    for (const e of lex.entries) {
      const folded = foldedWords(e.form);
      if (folded.length === 0) continue;
      if (folded.length > 1) {
        phraseList.push({ words: folded, tags: e.tags });
        continue;
      }
      const f = folded[0];
      addWord(exact, e.form, e);
      byFold.set(e.form, f);
      addWord(foldedAll, f, e);
      if (e.head || e.mod) {
        const had = stems.get(f);
        stems.set(f, { tags: union(had?.tags ?? [], e.tags), head: e.head || (had?.head ?? false), mod: e.mod || (had?.mod ?? false) });
      }
    }
    for (const [set, xs] of [
      [plant, lex.plant],
      [meatFree, lex.meatFree],
      [starches, lex.starches],
      [glutenFree, lex.glutenFree],
      [without, lex.without],
      [vegan, lex.vegan],
      [vegetarian, lex.vegetarian],
    ] as const) {
      for (const x of foldSet(xs)) set.add(x);
    }
  }
  // Plant words and gluten-free starches may start a compound ("Kokos-milch", "Reis-mehl") as neutral parts.
  for (const w of [...plant, ...meatFree, ...glutenFree]) {
    if (w.includes(" ")) continue;
    const had = stems.get(w);
    stems.set(w, { tags: had?.tags ?? [], head: had?.head ?? false, mod: true });
  }
  // A folded form reached from spellings with different tags ("pâté", "pâtes" → "pate") is ambiguous.
  const signatures = new Map<string, Set<string>>();
  for (const [form, f] of byFold) signatures.set(f, (signatures.get(f) ?? new Set()).add([...exact.get(form)!.tags].sort().join()));
  const folded = new Map([...foldedAll].filter(([k]) => signatures.get(k)!.size === 1));
  const phrases = new Map<string, PhraseReading[]>();
  for (const p of phraseList.sort((a, b) => b.words.length - a.words.length)) {
    phrases.set(p.words[0], [...(phrases.get(p.words[0]) ?? []), p]);
  }
  const maxStem = Math.max(...[...stems.keys()].map((k) => k.length));
  return { exact, folded, phrases, stems, maxStem, plant, meatFree, starches, glutenFree, without, vegan, vegetarian };
}

/** The tables of DIET_LEXICONS. */
export const DIET_WORD_INDEX: DietWordIndex = buildDietWordIndex(DIET_LEXICONS);

/**
 * The shape of the diet word lists in languages other than English (diet-words-<lang>.ts), read by
 * src/shared/domain/diet-words.ts. English words are diet-keywords.ts and the knowledge base.
 *
 * A list is written as comma-separated entries in a template string, one tag group per template:
 *   tagged("meat")`fleisch, -fleisch-, hack-, ^gehakt, viande hachée`
 * Each entry is a word form as a cook writes it (lower case, accents kept), or a phrase of several
 * words. Marks: a leading "-" lets the entry end a compound word ("Schweinefleisch" ends in
 * "fleisch"), a trailing "-" lets it start one ("Hackbraten" starts with "hack"), "^" counts the
 * word only when it leads its sentence after amounts and units ("500 g gehakt" is minced meat in
 * Dutch, "1 ui, gehakt" a chopped onion). Every form is listed: plurals are never guessed.
 */
import type { DietTag } from "../types";
import { wordList } from "./define";

/** One word, phrase or compound part of a language's list. */
export interface DietEntry {
  /** Lower case with accents as written ("œuf", "pâtes"); phrases have single spaces. */
  form: string;
  tags: readonly DietTag[];
  /** May end a compound word (German, Dutch). */
  head: boolean;
  /** May start a compound word. */
  mod: boolean;
  /** Counts only as the first word of its sentence (after amounts, units and articles). */
  lead: boolean;
}

/** Everything one language contributes. Word sets hold forms in the same lower-case form. */
export interface DietLexicon {
  /** ISO 639-1 code. */
  lang: string;
  entries: readonly DietEntry[];
  /**
   * Plants that make a milk, cream, butter, cheese or egg word plant-based when they qualify it:
   * "lait de coco", "Kokosmilch", "beurre de cacahuète". Their own tags (nut, peanut, soy) still count.
   */
  plant: readonly string[];
  /** Plant foods that make a meat word a meat substitute: "carne de soja", "Sojahack", "Pilzgulasch". */
  meatFree: readonly string[];
  /** Flour, meal, semolina and noodle words, which a gluten-free starch before or after them makes gluten-free. */
  starches: readonly string[];
  /** Gluten-free starches: "farine de riz", "Reismehl", "fideos de arroz". */
  glutenFree: readonly string[];
  /** Words for "without" that cancel what the next word names: "sans gluten", "sin huevo". */
  without: readonly string[];
  /** Words that rule out every animal food in the name: "vegan", "végétal". */
  vegan: readonly string[];
  /** Words that rule out meat and fish in the name: "vegetarisch". */
  vegetarian: readonly string[];
}

/** Parses one entry with its marks ("-fleisch-", "^gehakt"). */
function entry(raw: string, tags: readonly DietTag[]): DietEntry {
  let form = raw.trim().toLowerCase();
  const lead = form.startsWith("^");
  if (lead) form = form.slice(1);
  const head = form.startsWith("-");
  const mod = form.endsWith("-");
  form = form.replace(/^-|-$/g, "").replace(/\s+/g, " ");
  return { form, tags, head, mod, lead };
}

/**
 * Template tag: every comma-separated entry of the template with the same tags.
 * tagged("dairy")`milch, -milch-` → two entries tagged dairy. No tags = a neutral entry, listed so
 * that a longer reading wins over a shorter one ("muskatnuss" is nutmeg, not a nut).
 */
export const tagged =
  (...tags: DietTag[]) =>
  (strings: TemplateStringsArray): DietEntry[] =>
    wordList(strings.join("")).map((w) => entry(w, tags));

/** Template tag for a plain list of words: words`kokos, mandel` → ["kokos", "mandel"]. */
export const words = (strings: TemplateStringsArray): string[] => wordList(strings.join("")).map((w) => w.toLowerCase());

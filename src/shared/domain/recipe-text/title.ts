/**
 * The title, description and tags of a pasted recipe. The title is a short line before the
 * ingredients that is not a heading, a fact, a control or a sentence. On a copied web page the
 * recipe's name is usually printed twice (the page heading and the recipe card) and sits just
 * above the card's times; a typed recipe starts with it. Tags come from labelled lines
 * ("Course: Dessert", "Cuisine: Italian", "Keywords: cookies, ricotta").
 */
import type { LineInfo } from "./line-kinds";
import { readNutrition } from "../declared-nutrition";
import { wholeDurationMinutes } from "../recipe-duration";
import { TAG_LABEL } from "./tag-lines";

const BYLINE = /^(?:by|von|par|door|por|di|de|author|autor|auteur|autore|recipe by|created by|rezept von|recette de)\b[\s:：]/iu;
/** Breadcrumb trails ("Home » Dinner » Ham") and other lines that are navigation. */
const TRAIL = /[»›>|/\\]|\bhome\b/iu;
/** "Serving Size 1 serving", "Chilling Time 1 hour", "Cooking time = 35 mins": a label and an amount, not a name. */
const LABEL_AND_AMOUNT = /\d(?:[.,]\d+)?\s*\p{L}{0,8}\.?\)?$/u;
/**
 * A blog's section heading rather than a dish: it ends in a heading word ("Key Ingredients",
 * "Step-By-Step Directions", "Sauce FAQs") or asks the reader ("Why You'll Love This …").
 */
const SECTION_NAME =
  /\b(?:ingredients|directions|instructions|method|notes|tips|faqs?|questions|variations|substitutions|equipment|zutaten|zubereitung|ingr[ée]dients|ingredi[ëe]nten|ingredientes|ingredienti)[:!]?$|^why you('|’)?ll love\b/iu;
/** Longest title, in words. */
const MAX_TITLE_WORDS = 16;
/** Longest card title, in words (longer short lines above the list are a summary). */
const MAX_CARD_TITLE_WORDS = 10;
/** How far above the ingredient list the recipe card's title is looked for, in lines. */
const CARD_WINDOW = 30;

/**
 * True when the first line of the text may be the title: more kinds of line than further down
 * ("3-Ingredient Shortbread", "Bento Filler: Carrots", "Lasagna | Recipes"), as a typed recipe
 * starts with its name.
 */
function firstLineTitle(l: LineInfo): boolean {
  if (l.labelValue || l.heading || l.facts || l.factLabel || l.noise || l.stepLabel || l.tags || l.words > 20 || (l.sentence && l.words > 12)) return false;
  if ((/[.;]$/.test(l.text) && l.words > 3) || wholeDurationMinutes(l.text) !== null || / [/>|] .* [/>|] /.test(l.text)) return false;
  if (SECTION_NAME.test(l.text)) return false;
  return /\p{L}{2}/u.test(l.text) && !/[»›]|^home\b|https?:|www\./iu.test(l.text) && !TAG_LABEL.test(l.text) && !BYLINE.test(l.text);
}

/** True when the line may be the recipe's title. */
function titleLike(l: LineInfo): boolean {
  if (l.labelValue || l.heading || l.facts || l.factLabel || l.noise || l.amount || l.stepLabel || l.number !== null) return false;
  if (l.words > MAX_TITLE_WORDS || l.text.length > 120 || /[.:;,]$|[?]$/.test(l.text)) return false;
  if (!/\p{L}{2}/u.test(l.text) || /https?:|www\./i.test(l.text) || /\p{L}:\s/u.test(l.text)) return false;
  if (SECTION_NAME.test(l.text)) return false;
  if (/\bkcal\b/i.test(l.text) || readNutrition([l.text]) !== null || LABEL_AND_AMOUNT.test(l.text)) return false;
  return !l.tags && !BYLINE.test(l.text) && !TRAIL.test(l.text) && !(l.sentence && l.words > 8);
}

const key = (s: string) => s.toLowerCase().replace(/\s+/g, " ").trim();

/** Words too common in recipe titles and text to tell one recipe from another. */
const GENERIC = new Set(
  ("recipe recipes the and with how make easy best homemade simple quick perfect this that your our for from " +
    "rezept rezepte mit und der die das von einfach recette recettes avec pour les des une facile recept recepten met een het " +
    "van voor receta recetas con los las del para una ricetta ricette della delle per receita receitas com uma dos das").split(" "),
);
const wordsOf = (s: string) => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3);

/** Share of a line's distinctive words that the text uses at least three times (a blog repeats its dish's name). */
function echo(text: string, freq: ReadonlyMap<string, number>): number {
  const words = wordsOf(text).filter((w) => !GENERIC.has(w));
  return words.length ? words.filter((w) => (freq.get(w) ?? 0) >= 3).length / words.length : 0;
}

/**
 * Index of the title line, or null.
 * Input: described lines; `before`: index of the ingredient list's first line (or heading), or
 * the line count. Output: the best candidate above it, scored: a line repeated elsewhere in the
 * recipe (+3), the first title line of the card window above the list (+2), the text's first line
 * (+1.5) or else its first title line (+1), and up to +2 for the share of its words the text
 * repeats; on a tie the one nearer the list.
 */
export function findTitle(lines: readonly LineInfo[], before: number): number | null {
  const counts = new Map<string, number>();
  const freq = new Map<string, number>();
  for (const l of lines.slice(0, Math.max(before, 1) + 1)) counts.set(key(l.text), (counts.get(key(l.text)) ?? 0) + 1);
  for (const l of lines) for (const w of wordsOf(l.text)) freq.set(w, (freq.get(w) ?? 0) + 1);
  const limit = Math.max(before, 1);
  const candidates = lines.slice(0, limit).flatMap((l, i) => ((i === 0 ? firstLineTitle(l) : titleLike(l)) ? [i] : []));
  const card = cardTitle(lines, before);
  let best: number | null = null;
  let bestScore = -1;
  for (const i of candidates) {
    const first = i === 0 ? 1.5 : i === candidates[0] ? 1 : 0;
    const repeated = (counts.get(key(lines[i].text)) ?? 0) > 1 ? 3 : 0;
    const score = repeated + (i === card ? 2 : 0) + first + 3 * echo(lines[i].text, freq);
    if (score >= bestScore) {
      best = i;
      bestScore = score;
    }
  }
  return best;
}

/**
 * The nearest title line above the list, passing facts, tags, controls, bylines and prose. Lines
 * under an equipment, nutrition or "Description" label above the list are that label's, not
 * the title: the search starts again above such a label.
 */
function cardTitle(lines: readonly LineInfo[], before: number): number | null {
  let found: number | null = null;
  for (let i = before - 1; i >= Math.max(0, before - CARD_WINDOW); i--) {
    const l = lines[i];
    const kind = l.heading?.kind;
    if (kind === "equipment" || kind === "nutrition" || kind === "about") found = null;
    else if (kind && kind !== "ingredients") break;
    else if (found === null && titleLike(l) && l.words <= MAX_CARD_TITLE_WORDS) found = i;
  }
  return found;
}

/**
 * The description: the prose between the title and the ingredient list (at most three lines),
 * or null. Input: described lines, title index, index of the list's first line or heading.
 */
export function findDescription(lines: readonly LineInfo[], title: number | null, before: number): string | null {
  const out: string[] = [];
  for (let i = (title ?? -1) + 1; i < before && out.length < 3; i++) {
    const l = lines[i];
    if (l.heading) break;
    if (l.sentence && !l.facts && !l.noise && !l.tags) out.push(l.text);
  }
  return out.length ? out.join("\n") : null;
}

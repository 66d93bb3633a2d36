/**
 * Building blocks every reader uses to turn another app's fields into an ArchiveRecipe: plain
 * text, ingredient lines parsed by our own parser (src/shared/food/ingredient-line), steps, group
 * headings, yields, tags, ratings and declared nutrition.
 */
import { cleanIngredientLine } from "../../../shared/food/ingredient-line/clean-line";
import { decodeHtmlEntities } from "../../../shared/food/ingredient-line/html-entities";
import { parseIngredientLine } from "../../../shared/food/ingredient-line/parse-ingredient-line";
import { fractionText } from "../../../shared/domain/amount-words";
import { groupHeading, isListHeading } from "../../../shared/domain/recipe-headings";
import { servingsOf } from "../../../shared/domain/recipe-yield";
import type { DraftIngredient, DraftStep } from "../../../shared/schemas/recipe-draft";
import type { ArchiveRecipe } from "./types";

/**
 * A text field as plain text: line ends made "\n", spaces at line ends and runs of blank lines
 * dropped, trimmed. Markup is kept as written (it is text, shown escaped). Numbers become text.
 * Output: the text, or null when empty or not a string/number.
 */
export function plain(value: unknown): string | null {
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  if (typeof value !== "string") return null;
  const text = value
    .replace(/\r\n?|[\u2028\u2029]/g, "\n")
    .replace(/[ \t\u00a0]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return text === "" ? null : text;
}

const BLOCK_END = /<\s*(br\s*\/?|\/p|\/li|\/div|\/h[1-6]|\/tr)\s*>/gi;
const TAG = /<\/?[a-z!][^>]*>/gi;

/**
 * A field of a format that holds HTML (schema.org files, Copy Me That): line breaks at <br> and
 * block ends, tags removed (a `<script>` keeps only its text, as plain text), character
 * references decoded, then as plain(). Output: text or null.
 */
export function htmlText(value: unknown): string | null {
  const text = plain(value);
  if (text === null || !/[<&]/.test(text)) return text;
  return plain(decodeHtmlEntities(text.replace(BLOCK_END, "\n").replace(TAG, "")));
}

/** Text split into trimmed, non-empty lines (any line end, including U+2028). */
export function linesOf(text: string | null): string[] {
  if (!text) return [];
  return text
    .split(/\r\n?|\n|[\u2028\u2029]/)
    .map((l) => l.trim())
    .filter((l) => l !== "");
}

/**
 * The group heading a line is, or null (the shared rule, see groupHeading: "## Sauce", "For the
 * dough:", "für den Braten:"). A heading that only names the list ("Ingredients:", "Method")
 * gives "" (drop the line, no group).
 */
export function headingOf(line: string): string | null {
  return isListHeading(line) ? "" : groupHeading(line);
}

/**
 * One ingredient line parsed by parseIngredientLine; `line` is the cleaned original
 * (cleanIngredientLine: entities decoded, tags dropped, whitespace collapsed). Null for a blank line.
 */
export function ingredientLine(raw: string, section: string | null): DraftIngredient | null {
  const line = cleanIngredientLine(raw);
  if (line === "") return null;
  const p = parseIngredientLine(line);
  return { line, qty: p.qty, qtyMax: p.qtyMax, unit: p.unit, ingredient: p.ingredient, note: p.note, section };
}

const BULLET = /^[-*•▢▪◦·]\s+/;

/**
 * Ingredient lines of a plain-text list: bullets dropped, headings (headingOf) start a group and
 * are not lines themselves. `section` is the group before the first heading.
 */
export function ingredientsFromLines(lines: readonly string[], section: string | null = null): DraftIngredient[] {
  const out: DraftIngredient[] = [];
  let current = section;
  for (const raw of lines) {
    const heading = headingOf(raw.trim());
    if (heading !== null) {
      current = heading || current;
      continue;
    }
    const item = ingredientLine(raw.replace(BULLET, ""), current);
    if (item) out.push(item);
  }
  return out;
}

const STEP_NUMBER = /^(?:step\s*)?\d{1,2}\s*[.):]\s+/i;

/** Steps of a plain-text list: one per line, numbering ("1.", "Step 2:") and bullets dropped, headings start a group. */
export function stepsFromLines(lines: readonly string[], section: string | null = null): DraftStep[] {
  const out: DraftStep[] = [];
  let current = section;
  for (const raw of lines) {
    const line = raw.trim();
    const heading = headingOf(line);
    if (heading !== null) {
      current = heading || current;
      continue;
    }
    const text = line.replace(BULLET, "").replace(STEP_NUMBER, "").trim();
    if (text !== "") out.push({ text, section: current });
  }
  return out;
}

/**
 * Tags from strings, comma-separated strings and `{name}` objects, nested lists flattened:
 * trimmed, empty ones dropped, duplicates (ignoring case) removed, first spelling kept.
 */
export function tagsOf(...values: unknown[]): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const add = (v: unknown): void => {
    if (Array.isArray(v)) return v.forEach(add);
    if (v && typeof v === "object" && "name" in v) return add((v as { name: unknown }).name);
    if (typeof v !== "string") return;
    for (const part of v.split(",")) {
      const tag = part.trim();
      if (tag !== "" && !seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        out.push(tag);
      }
    }
  };
  values.forEach(add);
  return out;
}

/** A rating on a `best`-point scale → 0–5 in tenths; null for none, zero (Paprika's "unrated") or nonsense. */
export function ratingOf(value: unknown, best = 5): number | null {
  const n = typeof value === "string" ? Number.parseFloat(value) : typeof value === "number" ? value : NaN;
  if (!Number.isFinite(n) || n <= 0 || !(best > 0)) return null;
  return Math.round(Math.min(5, (n / best) * 5) * 10) / 10;
}

/**
 * "amount unit food, note" from structured parts (Mealie, Tandoor), empty parts left out. The
 * amount (a number or numeric text) is written as the app writes amounts (fractionText: 1.5 →
 * "1½", 0.333 → "⅓"); zero, negative or non-numeric amounts are left out.
 */
export function composeLine(parts: { amount?: unknown; unit?: string | null; food?: string | null; note?: string | null }): string {
  const n = typeof parts.amount === "string" ? Number(parts.amount) : parts.amount;
  const amount = typeof n === "number" && n > 0 ? fractionText(n) : "";
  const head = [amount, parts.unit ?? "", parts.food ?? ""]
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .join(" ");
  const note = (parts.note ?? "").trim();
  return head && note ? `${head}, ${note}` : head || note;
}

/**
 * A complete ArchiveRecipe from the fields a reader found: missing fields empty, `servings` from
 * the yield text when not given, `totalMin` as prep + cook when the source gives no total (as the
 * web-page importer does), tags de-duplicated.
 */
export function newRecipe(fields: Partial<ArchiveRecipe> & { title: string }): ArchiveRecipe {
  const yields = fields.yields ?? null;
  const prep = fields.prepMin ?? null;
  const cook = fields.cookMin ?? null;
  return {
    title: fields.title.replace(/\s+/g, " ").trim(),
    description: fields.description ?? null,
    ingredients: fields.ingredients ?? [],
    steps: fields.steps ?? [],
    servings: fields.servings ?? servingsOf(yields),
    yields,
    prepMin: prep,
    cookMin: cook,
    totalMin: fields.totalMin ?? (prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null),
    sourceUrl: fields.sourceUrl ?? null,
    tags: tagsOf(fields.tags ?? []),
    rating: fields.rating ?? null,
    notes: fields.notes ?? null,
    declaredNutrition: fields.declaredNutrition ?? null,
    image: fields.image ?? null,
    imageUrl: fields.imageUrl ?? null,
  };
}

/** An http(s) address as written, or null (other schemes, such as javascript:, are not addresses). */
export function webUrl(value: unknown): string | null {
  const text = plain(value);
  return text && /^https?:\/\/\S+$/i.test(text) ? text : null;
}

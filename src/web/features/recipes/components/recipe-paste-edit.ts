import { MAX_RECIPE_MINUTES, MAX_RECIPE_SERVINGS } from "../../../../shared/domain/recipe-rules";
import type { RecipeDraft } from "../../../../shared/schemas/recipe-draft";
import type { SaveRecipeDraft } from "../../../../shared/schemas/recipe-draft-save";

/** One editable row of the paste preview (an ingredient line or a step) with a stable key for React. */
export interface PasteRow {
  key: string;
  text: string;
  section: string | null;
}

/**
 * The paste preview as the person edits it: numbers as typed (minutes, servings), ingredient lines
 * and steps as rows with their group headings; the rest of the draft (description, tags, rating,
 * source link, declared nutrition) carried along unchanged except notes and description.
 */
export interface PasteEdit {
  title: string;
  description: string;
  yields: string;
  servings: string;
  prepMin: string;
  cookMin: string;
  totalMin: string;
  ingredients: PasteRow[];
  steps: PasteRow[];
  notes: string;
  tags: string[];
  rating: number | null;
  sourceUrl: string | null;
  declaredNutrition: Record<string, string> | null;
}

let nextKey = 0;
/** A fresh row key. */
export const rowKey = () => `row-${++nextKey}`;

const num = (n: number | null) => (n === null ? "" : String(n));

/** The editable form of a parsed draft (RecipeDraft of POST /api/recipes/parse-text). */
export function editOfDraft(d: RecipeDraft): PasteEdit {
  return {
    title: d.title,
    description: d.description ?? "",
    yields: d.yields ?? "",
    servings: num(d.servings),
    prepMin: num(d.prepMin),
    cookMin: num(d.cookMin),
    totalMin: num(d.totalMin),
    ingredients: d.ingredients.map((i) => ({ key: rowKey(), text: i.line, section: i.section })),
    steps: d.steps.map((s) => ({ key: rowKey(), text: s.text, section: s.section })),
    notes: d.notes ?? "",
    tags: d.tags,
    rating: d.rating,
    sourceUrl: d.sourceUrl,
    declaredNutrition: d.declaredNutrition,
  };
}

/** A problem with one field of the preview, keyed by the field's name. */
export type PasteIssues = Partial<Record<"title" | "servings" | "prepMin" | "cookMin" | "totalMin", string>>;

/** Whole number from `lo` to `hi` typed in a box ("" → null), or an issue text. */
function wholeNumber(text: string, lo: number, hi: number, what: string): number | null | string {
  const t = text.trim();
  if (t === "") return null;
  if (!/^\d+$/.test(t) || Number(t) < lo || Number(t) > hi) return `${what} must be a whole number from ${lo} to ${hi}`;
  return Number(t);
}

/**
 * The body of POST /api/recipes/from-draft from the edited preview, or the issues that keep it
 * from being saved (a blank title: 'Please enter a recipe title' as a manual recipe's; servings 1–
 * MAX_RECIPE_SERVINGS; minutes 0–MAX_RECIPE_MINUTES). Blank lines and steps are left out.
 */
export function draftOfEdit(e: PasteEdit): { draft: SaveRecipeDraft; issues: PasteIssues } {
  const issues: PasteIssues = {};
  const field = <K extends keyof PasteIssues>(key: K, v: number | null | string): number | null => {
    if (typeof v === "string") {
      issues[key] = v;
      return null;
    }
    return v;
  };
  if (e.title.trim() === "") issues.title = "Please enter a recipe title";
  const draft: SaveRecipeDraft = {
    title: e.title.trim(),
    description: e.description.trim() || null,
    ingredients: e.ingredients.filter((r) => r.text.trim()).map((r) => ({ line: r.text.trim(), section: r.section?.trim() || null })),
    steps: e.steps.filter((r) => r.text.trim()).map((r) => ({ text: r.text.trim(), section: r.section?.trim() || null })),
    servings: field("servings", wholeNumber(e.servings, 1, MAX_RECIPE_SERVINGS, "Servings")),
    yields: e.yields.trim() || null,
    prepMin: field("prepMin", wholeNumber(e.prepMin, 0, MAX_RECIPE_MINUTES, "Prep time")),
    cookMin: field("cookMin", wholeNumber(e.cookMin, 0, MAX_RECIPE_MINUTES, "Cook time")),
    totalMin: field("totalMin", wholeNumber(e.totalMin, 0, MAX_RECIPE_MINUTES, "Total time")),
    sourceUrl: e.sourceUrl,
    tags: e.tags,
    rating: e.rating,
    notes: e.notes.trim() || null,
    declaredNutrition: e.declaredNutrition,
  };
  return { draft, issues };
}

/** Runs of rows under the same group heading, in order (a heading that comes back later starts a new run). */
export function groupsOf(rows: readonly PasteRow[]): { section: string | null; start: number; rows: PasteRow[] }[] {
  const out: { section: string | null; start: number; rows: PasteRow[] }[] = [];
  rows.forEach((row, i) => {
    const last = out[out.length - 1];
    if (last && last.section === row.section) last.rows.push(row);
    else out.push({ section: row.section, start: i, rows: [row] });
  });
  return out;
}

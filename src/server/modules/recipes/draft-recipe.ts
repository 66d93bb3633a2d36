/**
 * Issue 21 item 3 "every field kept": a recipe read from another app's export (a RecipeDraft,
 * src/shared/schemas/recipe-draft.ts) as the row the household's recipes keep.
 */
import { MAX_RECIPE_MINUTES, MAX_RECIPE_SERVINGS } from "../../../shared/domain/recipe-rules";
import { webLink } from "../../../shared/domain/web-link";
import type { RecipeDraft } from "../../../shared/schemas/recipe-draft";
import type { recipes, StoredIngredient, StoredStep } from "../../db/schema/recipes";
import { scoreOf } from "./service";

/** Size caps of a stored import, as a manual recipe's (schemas/recipes.ts manualRecipeBodySchema) where it has one. */
export const DRAFT_CAPS = { title: 1000, text: 50_000, lines: 500, line: 2000, tags: 100, tag: 200 } as const;

const clip = (s: string | null, n: number = DRAFT_CAPS.text): string | null => (s === null ? null : s.slice(0, n));
const minutes = (m: number | null): number | null => (m === null || !Number.isFinite(m) || m < 0 ? null : Math.min(Math.round(m), MAX_RECIPE_MINUTES));
/** Like lineFromText (shared/domain/ingredient-need.ts): "2", "2-3", at most 3 decimals. */
const qtyText = (qty: number | null, qtyMax: number | null): string | null => {
  if (qty === null) return null;
  const num = (n: number) => String(Math.round(n * 1000) / 1000);
  return qtyMax !== null && qtyMax !== qty ? `${num(qty)}-${num(qtyMax)}` : num(qty);
};

/**
 * The recipe row of a draft. Input: the draft, its household, and the same-origin URL of its
 * stored picture (or null). Output: insert values with origin "import": SPEC §3 fields (servings
 * falls back to 4 like a manual recipe's, times are whole minutes capped at MAX_RECIPE_MINUTES,
 * a missing cook time is total − prep as the URL importer does, `instructions` one step per line)
 * plus total time, yield as written, tags, rating (0–5), notes, declared nutrition, each
 * ingredient's original line and group heading, the source URL only when it is an http(s) link (web-link.ts), and the steps with their group headings (kept
 * only when some step has one). Texts are capped by DRAFT_CAPS; nothing else is dropped.
 */
export function recipeValuesFromDraft(draft: RecipeDraft, householdId: string, imageUrl: string | null): typeof recipes.$inferInsert {
  const ingredients: StoredIngredient[] = draft.ingredients.slice(0, DRAFT_CAPS.lines).map((i) => ({
    ingredient: (i.ingredient || i.line).slice(0, DRAFT_CAPS.line),
    qty: qtyText(i.qty, i.qtyMax),
    unit: i.unit,
    note: clip(i.note, DRAFT_CAPS.line),
    line: clip(i.line, DRAFT_CAPS.line),
    section: clip(i.section, DRAFT_CAPS.line),
  }));
  const steps: StoredStep[] = draft.steps.slice(0, DRAFT_CAPS.lines).map((s) => ({ text: s.text.slice(0, DRAFT_CAPS.text), section: clip(s.section, DRAFT_CAPS.line) }));
  const instructions = clip(steps.map((s) => s.text).join("\n")) || null;
  const prepMin = minutes(draft.prepMin);
  const totalMin = minutes(draft.totalMin);
  const cookMin = minutes(draft.cookMin) ?? (totalMin !== null && prepMin !== null ? Math.max(0, totalMin - prepMin) : null);
  const servings = draft.servings !== null && draft.servings >= 1 && draft.servings <= MAX_RECIPE_SERVINGS ? draft.servings : 4;
  const description = clip(draft.description);
  return {
    householdId,
    title: (draft.title.trim() || "Untitled recipe").slice(0, DRAFT_CAPS.title),
    description,
    prepMin,
    cookMin,
    servings,
    imageUrl,
    sourceUrl: clip(webLink(draft.sourceUrl), DRAFT_CAPS.line),
    instructions,
    ingredients,
    baseScore: scoreOf({ description, ingredients, instructions, prepMin, cookMin, imageUrl }),
    origin: "import",
    totalMin,
    yields: clip(draft.yields, DRAFT_CAPS.line),
    tags: draft.tags.slice(0, DRAFT_CAPS.tags).map((t) => t.slice(0, DRAFT_CAPS.tag)),
    rating: draft.rating !== null && draft.rating >= 0 && draft.rating <= 5 ? draft.rating : null,
    notes: clip(draft.notes),
    declaredNutrition: draft.declaredNutrition,
    steps: steps.some((s) => s.section !== null) ? steps : null,
  };
}

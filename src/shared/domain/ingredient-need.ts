/**
 * What one recipe line asks of the pantry (issue 22 items 3 and 4), read once for every rule that
 * needs it — the pantry match, 'Add what's missing' and cooking:
 *  - free: water and ice, anything "to taste", traces ("a pinch", "a dash", a few drops), lines
 *    marked optional, and spices listed without an amount ("salt", "black pepper"). Never counted as
 *    missing, never bought, never taken from the pantry.
 *  - presence: a line without an amount ("fresh parsley"): the pantry has it or not.
 *  - amount: a quantity scaled to the servings (with a second amount "plus 2 tablespoons" added
 *    when it converts to the line's unit), in the form the household keeps the food (cooked
 *    rice, pasta, grains and lentils as their dry weight; volumes of canned beans as drained grams;
 *    cooked-yield.ts), in the line's unit otherwise (a blank unit means pieces: "8 eggs").
 */
import { getFood } from "../food/catalog";
import { matchIngredientFoodId } from "../food/ingredient-line/food-id";
import { parseIngredientLine } from "../food/ingredient-line/parse-ingredient-line";
import type { Food } from "../food/types";
import { parseQtyRange, plusAmount } from "./amount-read";
import { convertFoodQty } from "./piece-weights";
import { isCookedMention, stockAmount } from "./cooked-yield";

/** A recipe ingredient (SPEC §3: ingredient, qty, unit; qty text like "2", "1 1/2", "½"; the parser's note). */
export interface RecipeLine {
  ingredient: string;
  qty: string | null;
  unit: string | null;
  note?: string | null;
}

/** A pantry item as the amount rules read it (qty as sent: a numeric string). */
export interface StockItem {
  id: string;
  name: string;
  qty: string;
  unit: string;
  foodId?: string | null;
}

export type NeedKind = "free" | "presence" | "amount";

/** One line's need. `qty`/`unit` are set for kind "amount" only. */
export interface LineNeed {
  ingredient: string;
  /** The knowledge-base food of the ingredient (food-id.ts matchIngredientFoodId), or null. */
  foodId: string | null;
  kind: NeedKind;
  qty: number | null;
  unit: string | null;
}

/** Units that say "a trace" rather than an amount. */
const TRACE_UNITS: ReadonlySet<string> = new Set(
  ["pinch", "dash", "drop", "smidgen", "sprinkle", "splash", "shake", "to taste"].flatMap((u) => [u, `${u}s`, `${u}es`]),
);

/** Water as a recipe writes it ("boiling water", "ice-cold water"), not bought waters ("sparkling", "rose", "coconut"). */
const PLAIN_WATER =
  /^(?:(?:cold|cool|warm|hot|boiling|lukewarm|tepid|iced?|ice[- ]cold|very|tap|filtered|fresh|room[- ]temperature|more|extra|additional)\s+)*water$/i;

/** "to taste", "optional" anywhere in a line's texts. */
const FREE_WORDS = /\bto taste\b|\boptional\b/i;

/** A quantity: "2", "1 1/2", "2-3" (the lower end); null for none, 0 or unreadable ("a pinch"). */
export function parseRecipeQty(text: string | null | undefined): number | null {
  const r = parseQtyRange(text);
  return r && r.min > 0 ? r.min : null;
}

/** True when a unit means a trace (pinch, dash, drop …): nothing worth buying or taking. */
export function isTraceUnit(unit: string | null | undefined): boolean {
  return TRACE_UNITS.has(unit?.trim().toLowerCase() ?? "");
}

/** True for water and ice (never bought, never missing, never taken). */
export function isWaterOrIce(name: string, foodId: string | null = matchIngredientFoodId(name)): boolean {
  return PLAIN_WATER.test(name.trim().replace(/\s+/g, " ")) || foodId === "ice-cubes";
}

const foodOf = (id: string | null): Food | undefined => (id ? getFood(id) : undefined);

/** Bounded memory of ingredient name → food id (matching a name is the costly step). */
const FOOD_IDS = new Map<string, string | null>();

/** matchIngredientFoodId with memory (bounded): the knowledge-base food id of a name, or null. */
export function foodIdOf(name: string): string | null {
  let id = FOOD_IDS.get(name);
  if (id === undefined) {
    id = matchIngredientFoodId(name);
    if (FOOD_IDS.size >= 20_000) FOOD_IDS.clear();
    FOOD_IDS.set(name, id);
  }
  return id;
}

/**
 * What a recipe line needs, for `factor` × its amounts (servings wanted ÷ recipe servings).
 * Input: the line, the factor (> 0). Output: a LineNeed (rules in the module comment). Never throws.
 * Examples: ({cooked rice, "3", "cup"}, 1) → amount 185 g of rice; ({salt, null, null, "to taste"}) →
 * free; ({water, "2", "cup"}) → free; ({eggs, "8", null}, 0.5) → amount 4 pieces.
 */
export function lineNeed(line: RecipeLine, factor: number): LineNeed {
  const ingredient = (line.ingredient ?? "").trim();
  const foodId = foodIdOf(ingredient);
  const base = { ingredient, foodId, qty: null, unit: null };
  const food = foodOf(foodId);
  const qty = parseRecipeQty(line.qty);
  const texts = [ingredient, line.note, line.unit, line.qty];
  const free =
    ingredient === "" ||
    isWaterOrIce(ingredient, foodId) ||
    isTraceUnit(line.unit) ||
    texts.some((t) => typeof t === "string" && FREE_WORDS.test(t)) ||
    (qty === null && food?.role === "spice");
  if (free) return { ...base, kind: "free" };
  if (qty === null) return { ...base, kind: "presence" };
  const unit = line.unit?.trim() || "piece";
  const plus = plusAmount(line.note); // "1 cup plus 2 tablespoons flour"
  const extra = plus ? (convertFoodQty(plus.qty, plus.unit, unit, food ?? undefined) ?? 0) : 0;
  const stock = stockAmount((qty + extra) * factor, unit, foodId, isCookedMention(ingredient, line.note));
  return { ...base, kind: "amount", qty: stock.qty, unit: stock.unit };
}

/**
 * An AI idea's ingredient {name, amount} as a recipe line, read by the ingredient-line parser the
 * way saving the idea stores it ("3 tbsp" → qty "3", unit "tablespoon"; "to taste" → note); the
 * idea's name is kept as the ingredient. Output: {ingredient, qty, unit, note}.
 */
export function ideaLine(name: string, amount: string): Required<RecipeLine> {
  const line = /^\s*[\d½¼¾⅓⅔⅛]/.test(amount) ? `${amount} ${name}` : `${name} ${amount}`;
  return { ...lineFromText(line), ingredient: name };
}

/**
 * A printed ingredient line as a stored recipe line: the food name, qty "2" / "2-3" / null, the
 * parser's canonical unit and note. Input: "1 1/2 cups cooked rice". Output: {ingredient: "rice",
 * qty: "1.5", unit: "cup", note: "cooked"}.
 */
export function lineFromText(text: string): Required<RecipeLine> {
  const p = parseIngredientLine(text);
  const num = (n: number) => String(Math.round(n * 1000) / 1000);
  const qty = p.qty === null ? null : p.qtyMax !== null && p.qtyMax !== p.qty ? `${num(p.qty)}-${num(p.qtyMax)}` : num(p.qty);
  return { ingredient: p.ingredient || text, qty, unit: p.unit, note: p.note };
}

/**
 * The ingredients of a custom meal as the enhanced planner keeps them (notes "Ingredients: apple,
 * peanut butter"), one recipe line each ("2 apples" reads its amount). Output: [] when the notes
 * do not start with "Ingredients:" (weekly-planner notes are free text).
 */
export function customMealLines(notes: string | null | undefined): Required<RecipeLine>[] {
  const m = /^\s*ingredients\s*:\s*([\s\S]*)$/i.exec(notes ?? "");
  if (!m) return [];
  return m[1]
    .split(/[,;\n]/)
    .map((s) => s.trim())
    .filter((s) => s !== "")
    .slice(0, 60)
    .map(lineFromText);
}

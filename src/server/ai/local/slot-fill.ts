/**
 * Fills a compiled recipe family's slots from an indexed pantry, honouring the household's diet,
 * and estimates how well the result matches the pantry (used for ranking before the exact
 * SPEC §5 match is computed for the ideas actually returned).
 */
import type { Food } from "../../../shared/food/types";
import { formatAmount, preferredQty } from "./amounts";
import { type DietGuard, mixesMeatAndDairy } from "./diet-guard";
import { type CompiledFamily, fittingSlots } from "./family-compile";
import type { Chosen, Qty } from "./family-types";
import type { PantryEntry, PantryIndex } from "./pantry-index";
import { pluralOf } from "./text";

/** A family with its slots filled for one household and variant. */
export interface Fill {
  cf: CompiledFamily;
  /** Chosen foods per slot key, in slot order. */
  chosen: Map<string, Chosen[]>;
  /** Estimated share (0–100) of non-staple ingredients the pantry holds. */
  estimate: number;
  /** Sum of urgency bonuses of the pantry items used (soon-expiring items raise it). */
  urgency: number;
  /** Number of distinct pantry items used. */
  pantryCount: number;
}

/** 32-bit FNV-1a hash of a string: the engine's only source of "randomness" (deterministic). */
export function hash32(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function scale(per: Qty, count: number, split: boolean | undefined): Qty {
  return split && count > 1 ? { n: per.n / count, unit: per.unit } : per;
}

/** Eggs, chops and sausages are not cut in halves for a household: round the total up to whole pieces. */
function wholePieces(per: Qty, food: Food, servings: number): Qty {
  if (per.unit !== "piece" || (food.role !== "protein" && food.role !== "egg")) return per;
  return { n: Math.ceil(per.n * servings - 0.01) / servings, unit: "piece" };
}

/** Foods without a KB plural that are still counted things when weighed ("200 g mushrooms"). */
const COUNTABLE = new Set(["mushroom", "grape", "olive", "almond", "walnut", "cashew", "pecan", "date", "raisin", "bean sprout"]);

/** Plural when several pieces, or a countable food by weight or volume; singular otherwise. */
function labelFor(food: Food, per: Qty, servings: number): string {
  const byWeight = per.unit === "g" || per.unit === "ml";
  const many = per.unit === "piece" && per.n * servings >= 1.25;
  return many || (byWeight && (food.plural !== undefined || COUNTABLE.has(food.name))) ? pluralOf(food.name, food.plural) : food.name;
}

/**
 * The pantry candidates of every slot of `families` (indexed by slot uid), in pantry order
 * (soonest expiry first), keeping only foods the household may eat. One pass over the pantry.
 */
export function slotPools(families: readonly CompiledFamily[], index: PantryIndex, guard: DietGuard): PantryEntry[][] {
  const pools: PantryEntry[][] = [];
  for (const e of index.candidates) {
    const food = e.food as Food;
    if (!guard.allows(food)) continue;
    for (const uid of fittingSlots(food, families)) (pools[uid] ??= []).push(e);
  }
  return pools;
}

const heads = new Map<string, string>();

/** "cherry tomato" and "tomato" share the head noun "tomato": one of them per slot is enough. */
function headNoun(food: Food): string {
  let h = heads.get(food.id);
  if (h === undefined) heads.set(food.id, (h = food.name.split(" ").pop()!.replace(/e?s$/, "")));
  return h;
}

/** What a fill needs besides the family: the request's pantry, candidate pools and household. */
export interface FillRequest {
  index: PantryIndex;
  pools: PantryEntry[][];
  guard: DietGuard;
  servings: number;
}

/** One attempt; `reject` adds a dish-level exclusion (Kosher retries). Null when a required slot stays empty. */
function attempt(cf: CompiledFamily, req: FillRequest, variant: number, reject: (f: Food) => boolean): Fill | null {
  const { index, pools, guard, servings } = req;
  const used = new Set<string>();
  const chosen = new Map<string, Chosen[]>();
  let fromPantry = 0;
  let total = 0;
  let urgency = 0;
  let pantryCount = 0;
  for (const slot of cf.slots) {
    const { spec } = slot;
    const ok = (f: Food) => slot.fits(f) && guard.allows(f) && !used.has(f.id) && !reject(f);
    const cands = (pools[slot.uid] ?? []).filter((e) => !used.has((e.food as Food).id) && !reject(e.food as Food));
    const slotHeads = new Set<string>();
    // Regenerate: rotate the candidate order by a per-family, per-slot, per-variant offset.
    const offset = variant > 0 && cands.length > 1 ? hash32(`${cf.family.id}/${spec.key}/${variant}`) % cands.length : 0;
    const picks: Array<{ food: Food; pantryName: string | null; urgency: number }> = [];
    for (let i = 0; i < cands.length && picks.length < spec.max; i++) {
      const e = cands[(i + offset) % cands.length];
      const food = e.food as Food;
      if (used.has(food.id) || slotHeads.has(headNoun(food))) continue;
      used.add(food.id);
      slotHeads.add(headNoun(food));
      picks.push({ food, pantryName: e.item.name, urgency: e.urgency });
    }
    for (const food of slot.fallbacks) {
      if (picks.length >= spec.min) break;
      if (!ok(food)) continue;
      used.add(food.id);
      const entry = index.byFoodId.get(food.id);
      picks.push({ food, pantryName: entry ? entry.item.name : null, urgency: 0 });
    }
    if (picks.length < spec.min) return null;
    const list: Chosen[] = picks.map((p) => {
      const per = wholePieces(preferredQty(scale(slot.perOf(p.food), picks.length, spec.split), p.food), p.food, servings);
      total++;
      if (p.pantryName !== null) {
        fromPantry++;
        pantryCount++;
        urgency += p.urgency;
      }
      return {
        food: p.food,
        name: p.food.name,
        label: labelFor(p.food, per, servings),
        pantryName: p.pantryName,
        per,
        amount: formatAmount(per, servings),
      };
    });
    chosen.set(spec.key, list);
  }
  for (const s of cf.staples) if (s.food && !guard.allows(s.food)) return null;
  const estimate = total === 0 ? 0 : Math.round((fromPantry / total) * 100);
  return { cf, chosen, estimate, urgency, pantryCount };
}

const isDairy = (f: Food) => f.tags.includes("dairy");
const isMeat = (f: Food) => f.tags.includes("meat") || f.tags.includes("poultry");

/**
 * Fills `cf` for a household of `req.servings`. Slots are filled in authored order from pantry
 * candidates (soonest expiry first; rotated when `variant` > 0), each food at most once per dish
 * and one food per head noun within a slot ("tomato" or "cherry tomato", not both),
 * then topped up to `min` with the first allowed fallbacks. Returns null when the diet rules out
 * every option of a required slot. Kosher households get a dish without dairy, else without meat,
 * when the first fill mixes the two.
 */
export function fillFamily(cf: CompiledFamily, req: FillRequest, variant: number): Fill | null {
  const first = attempt(cf, req, variant, () => false);
  if (!req.guard.kosher || !first) return first;
  const foods = [...first.chosen.values()].flat().map((c) => c.food);
  const stapleFoods = cf.staples.map((s) => s.food).filter((f): f is Food => f !== undefined);
  if (!mixesMeatAndDairy([...foods, ...stapleFoods])) return first;
  return attempt(cf, req, variant, isDairy) ?? attempt(cf, req, variant, isMeat);
}

/**
 * Turns authored recipe families (names) into ready-to-fill structures (food predicates and
 * resolved fallback foods). Done once at module load so a request only filters its pantry.
 */
import type { Food } from "../../../shared/food/types";
import type { Qty, RecipeFamily, SlotSpec, StapleSpec } from "./family-types";
import { foodIds, resolveFood } from "./food-refs";

/** A slot ready to fill: its spec, fit predicate, resolved fallbacks and amounts. */
export interface CompiledSlot {
  /** Position among all slots of all families compiled together (index into slot pools). */
  uid: number;
  spec: SlotSpec;
  /** Whether a food may fill this slot (diet rules aside). */
  fits(food: Food): boolean;
  /** Resolved fallback foods in authored order (unresolvable names dropped). */
  fallbacks: Food[];
  /** Per-serving amount for a food: `perFor` when authored for it, else the slot's `per`. */
  perOf(food: Food): Qty;
}

/** A staple with its resolved food (undefined only if the name stopped resolving). */
export interface CompiledStaple {
  spec: StapleSpec;
  food: Food | undefined;
}

/** A family with compiled slots and staples. */
export interface CompiledFamily {
  family: RecipeFamily;
  /** Position in the authored list, for stable tie-breaking. */
  order: number;
  slots: CompiledSlot[];
  staples: CompiledStaple[];
}

/** Builds the fit predicate of one slot from its roles, names, fallbacks, `not` names and `notTags`. */
function compileSlot(spec: SlotSpec, uid: number): CompiledSlot {
  const roles = new Set(spec.roles ?? []);
  // Fallbacks always fit their own slot, so a fallback found in the pantry is used from there.
  const named = foodIds([...(spec.names ?? []), ...(spec.fallback ?? [])]);
  const banned = foodIds(spec.not ?? []);
  const badTags = spec.notTags ?? [];
  const fits = (food: Food): boolean =>
    (roles.has(food.role) || named.has(food.id)) && !banned.has(food.id) && !badTags.some((t) => food.tags.includes(t));
  const fallbacks = (spec.fallback ?? []).map(resolveFood).filter((f): f is Food => f !== undefined);
  const overrides = new Map<string, Qty>();
  for (const [name, qty] of Object.entries(spec.perFor ?? {})) {
    const f = resolveFood(name);
    if (f) overrides.set(f.id, qty);
  }
  return { uid, spec, fits, fallbacks, perOf: (food) => overrides.get(food.id) ?? spec.per };
}

/**
 * Compiles families in order. Throws when a family breaks an authoring rule the engine relies
 * on: duplicate id, no meal type, a slot with min > max, or a required slot without fallbacks
 * (which would make the family unreachable from an empty pantry).
 */
export function compileFamilies(families: readonly RecipeFamily[]): CompiledFamily[] {
  const seen = new Set<string>();
  let uid = 0;
  return families.map((family, order) => {
    if (seen.has(family.id)) throw new Error(`Duplicate recipe family id: ${family.id}`);
    seen.add(family.id);
    if (family.mealTypes.length === 0) throw new Error(`Recipe family ${family.id} has no meal type`);
    const slots = family.slots.map((s) => {
      if (s.min > s.max) throw new Error(`Recipe family ${family.id}: slot ${s.key} has min > max`);
      if (s.min > 0 && !(s.fallback ?? []).length) throw new Error(`Recipe family ${family.id}: slot ${s.key} needs fallbacks`);
      return compileSlot(s, uid++);
    });
    const staples = family.staples.map((spec) => ({ spec, food: resolveFood(spec.name) }));
    return { family, order, slots, staples };
  });
}

const fitMemo = new WeakMap<readonly CompiledFamily[], Map<string, number[]>>();

/**
 * Uids of every slot of `families` that `food` fits, memoised per food for the life of the
 * process (foods and families never change), so a request only looks up its pantry's foods.
 */
export function fittingSlots(food: Food, families: readonly CompiledFamily[]): number[] {
  let memo = fitMemo.get(families);
  if (!memo) fitMemo.set(families, (memo = new Map()));
  let uids = memo.get(food.id);
  if (!uids) {
    uids = families.flatMap((f) => f.slots.filter((s) => s.fits(food)).map((s) => s.uid));
    memo.set(food.id, uids);
  }
  return uids;
}

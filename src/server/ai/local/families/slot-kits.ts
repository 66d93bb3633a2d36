/**
 * Reusable slot and staple definitions for the recipe families. Every ingredient name here
 * must resolve with matchFood (checked by the family tests).
 */
import type { FoodRole } from "../../../../shared/food/types";
import type { Qty, SlotSpec, StapleSpec } from "../family-types";
import { AROMATIC, CANNED_FISH, CURED, NOT_A_VEG, RAW_ONLY, SLOW_COOK, SPECIALTY } from "./ingredient-lists";

const g = (n: number): Qty => ({ n, unit: "g" });

/** Options shared by the slot factories below. */
interface SlotOpts {
  min?: number;
  max?: number;
  per?: Qty;
  perFor?: Record<string, Qty>;
  split?: boolean;
  not?: string[];
  names?: string[];
  roles?: FoodRole[];
  fallback?: string[];
  defining?: boolean;
}

/**
 * A vegetable slot (role vegetable; aromatics and raw-only vegetables excluded unless `raw`).
 * Defaults: 1–3 foods sharing 150 g per serving; fallbacks must be given for min > 0.
 */
export function vegSlot(key: string, o: SlotOpts & { raw?: boolean }): SlotSpec {
  return {
    key,
    roles: o.roles ?? ["vegetable"],
    names: o.names,
    not: [...AROMATIC, ...NOT_A_VEG, ...(o.raw ? [] : RAW_ONLY), ...(o.not ?? [])],
    min: o.min ?? 1,
    max: o.max ?? 3,
    per: o.per ?? g(150),
    split: o.split ?? true,
    fallback: o.fallback,
    defining: o.defining ?? true,
  };
}

/**
 * The main protein of a cooked savoury dish (role protein or legume). Ready-made and specialist
 * proteins are always excluded, braising cuts unless `slow`, and cured meat and canned fish unless
 * `not` replaces that default. Fallbacks chicken breast → tofu → chickpeas, so vegetarian and
 * vegan households get tofu, and soy-allergic vegetarians chickpeas, instead of skipping the dish.
 */
export function proteinSlot(key: string, o: SlotOpts & { slow?: boolean } = {}): SlotSpec {
  return {
    key,
    roles: o.roles ?? ["protein", "legume"],
    names: o.names ?? ["tofu"],
    not: [...SPECIALTY, ...(o.slow ? [] : SLOW_COOK), ...(o.not ?? [...CURED, ...CANNED_FISH])],
    min: o.min ?? 1,
    max: o.max ?? 1,
    per: o.per ?? g(130),
    fallback: o.fallback ?? ["chicken breast", "tofu", "chickpeas"],
    defining: o.defining ?? true,
  };
}

/** An onion slot (any of the onion family), ≈ 40 g per serving, fallback onion. */
export function onionSlot(o: SlotOpts = {}): SlotSpec {
  return {
    key: "onion",
    names: ["onion", "red onion", "shallot", "leek"],
    min: o.min ?? 1,
    max: 1,
    per: o.per ?? g(40),
    fallback: ["onion"],
  };
}

/** A garlic slot, 1 clove per serving by default. */
export function garlicSlot(o: SlotOpts = {}): SlotSpec {
  return { key: "garlic", names: ["garlic"], min: o.min ?? 1, max: 1, per: o.per ?? { n: 1, unit: "clove" }, fallback: ["garlic"] };
}

/** An optional slot filled only from the pantry (min 0). */
export function optional(key: string, o: SlotOpts & { per: Qty }): SlotSpec {
  return {
    key,
    roles: o.roles,
    names: o.names,
    not: o.not,
    min: 0,
    max: o.max ?? 1,
    per: o.per,
    perFor: o.perFor,
    split: o.split,
    defining: o.defining,
  };
}

/** A required slot with explicit names/roles and fallbacks. */
export function required(key: string, o: SlotOpts & { per: Qty; fallback: string[] }): SlotSpec {
  return {
    key,
    roles: o.roles,
    names: o.names,
    not: o.not,
    min: o.min ?? 1,
    max: o.max ?? 1,
    per: o.per,
    perFor: o.perFor,
    split: o.split,
    fallback: o.fallback,
    defining: o.defining,
  };
}

/** Salt and black pepper to taste, plus `oilTbsp` tablespoons per serving of `oil`. */
export function seasoning(oilTbsp = 0.5, oil = "olive oil"): StapleSpec[] {
  const list: StapleSpec[] = [
    { name: "salt", per: { n: 0, unit: "taste" } },
    { name: "black pepper", per: { n: 0, unit: "taste" } },
  ];
  if (oilTbsp > 0) list.push({ name: oil, per: { n: oilTbsp, unit: "tbsp" } });
  return list;
}

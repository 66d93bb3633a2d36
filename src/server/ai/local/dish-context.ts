/**
 * The read-only view of a filled family (DishContext) that authored titles, steps and tips use
 * to name the actual chosen ingredients with their scaled amounts.
 */
import type { DietTag, Food } from "../../../shared/food/types";
import { chosenPhrase, formatAmount, formatScaled } from "./amounts";
import type { DietGuard } from "./diet-guard";
import type { Chosen, DishContext, QtyUnit } from "./family-types";
import { GROUPS, isOneOf } from "./food-refs";
import type { PantryIndex } from "./pantry-index";
import type { Fill } from "./slot-fill";
import { joinList, pluralOf, titleCase } from "./text";

/**
 * A food's name as a title word: legumes in the singular ("black beans" → "Black Bean", as in
 * "Black Bean Tacos"; "frozen peas" → "Pea"), "cheddar cheese" → "Cheddar"; other names are
 * title-cased unchanged ("Green Beans", "Brussels Sprouts").
 */
export function titleWord(food: Food): string {
  let n = food.name.replace(/^(frozen|canned|dried) /, "").replace(/^(cheddar|swiss) cheese$/, "$1");
  if (food.role === "legume" || /peas$/.test(food.name)) n = n.replace(/\b(bean|lentil|pea|chickpea)s$/, "$1");
  return titleCase(n);
}

/** Plural of the first chosen food of a slot (for titles such as "Baked Potatoes"). */
export function pluralName(c: Chosen): string {
  return pluralOf(c.name, c.food.plural);
}

/**
 * Builds the DishContext of a fill for `servings` servings. `spareVeg` looks for an in-stock
 * vegetable the dish does not use and the household may eat (for a side dish), skipping aromatics.
 */
export function makeDishContext(fill: Fill, servings: number, index: PantryIndex, guard: DietGuard): DishContext {
  const all = (key: string) => fill.chosen.get(key) ?? [];
  const usedIds = new Set([...fill.chosen.values()].flat().map((c) => c.food.id));
  const stapleAmounts = new Map(fill.cf.staples.map((s) => [s.spec.name, formatAmount(s.spec.per, servings)]));
  return {
    servings,
    all,
    first: (key) => all(key)[0],
    has: (key) => all(key).length > 0,
    names: (key) => joinList(all(key).map((c) => c.label)),
    labels: (key) => all(key).map((c) => c.label),
    list: (...keys) => joinList(keys.flatMap((k) => all(k).map((c) => c.label))),
    qty: (key) => joinList(all(key).map(chosenPhrase)),
    title: (key) => {
      const first = all(key)[0];
      return first ? titleWord(first.food) : "";
    },
    titles: (key) => all(key).map((c) => titleWord(c.food)),
    staple: (name) => stapleAmounts.get(name) ?? "to taste",
    is: (key, ...names) => {
      const f = all(key)[0];
      return f !== undefined && isOneOf(f.food, names);
    },
    tagged: (key, tag: DietTag) => all(key).some((c) => c.food.tags.includes(tag)),
    scaled: (n: number, unit: QtyUnit) => formatScaled(n, unit, servings),
    spareVeg: () => {
      const spare = index.candidates.find(
        (e) =>
          e.food &&
          e.food.role === "vegetable" &&
          guard.allows(e.food) &&
          !usedIds.has(e.food.id) &&
          !isOneOf(e.food, [...GROUPS.aromatic, ...GROUPS.rawOnly, ...GROUPS.notAVeg]),
      );
      return spare?.food?.name;
    },
  };
}

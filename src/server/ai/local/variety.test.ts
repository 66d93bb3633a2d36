import { describe, expect, it } from "vitest";
import { maxSetsPerDish, newPerRegenerate, showSets } from "../../../../test/server/fixtures/idea-variety";
import { pantryOf, settings, STOCKED } from "../../../../test/server/fixtures/local-ai";
import { HOUSEHOLDS } from "../../../../test/server/fixtures/local-ai-quality";
import type { ShownDish } from "../../kernel/ports/ai-provider";
import { generateRankedIdeas } from "./recipe-ideas";
import { dishHistory, indexShown, titleKey } from "./variety";

const base = { pantry: pantryOf(STOCKED), settings: settings(), variant: 0 };
const dish = (key: string, title = key): ShownDish => ({ key, title });
const shownOf = (variant: number, recent?: ShownDish[][]) =>
  generateRankedIdeas({ ...base, variant, recent }).map((r) => ({ key: r.dishKey, title: r.idea.title }));

describe("titleKey: one dish, however the title is written", () => {
  it("ignores case, accents, punctuation and '&' versus 'and'", () => {
    expect(titleKey("Pea & Cheddar Frittata")).toBe(titleKey("pea and cheddar  frittata!"));
    expect(titleKey("Crème Brûlée")).toBe("creme brulee");
  });

  it("keeps titles in other scripts apart instead of folding them into one", () => {
    expect(titleKey("親子丼")).toBe("親子丼");
    expect(titleKey("親子丼")).not.toBe(titleKey("牛丼"));
  });
});

describe("dishHistory: where a dish stands against the sets shown before", () => {
  const recent = [
    [dish("frittata/egg", "Pea Frittata")],
    [dish("curry/chicken", "Chicken Curry")],
    [dish("frittata/egg", "Spinach Frittata")],
  ];

  it("finds a dish by its key even under another title (a spinach frittata after a pea one)", () => {
    const h = dishHistory(dish("frittata/egg", "Mushroom Frittata"), indexShown(recent));
    expect(h.inLast).toBe(true);
    expect(h.capped).toBe(false);
  });

  it("finds a dish by its title even under another key, and weighs recent sets more than old ones", () => {
    const older = dishHistory(dish("curry/tofu", "chicken curry"), indexShown(recent));
    expect(older.inLast).toBe(false);
    const oldest = dishHistory(dish("x/y", "Spinach Frittata"), indexShown(recent));
    expect(older.penalty).toBeGreaterThan(oldest.penalty);
    expect(oldest.penalty).toBeGreaterThan(0);
    expect(dishHistory(dish("soup/leek", "Leek Soup"), indexShown(recent))).toEqual({ inLast: false, capped: false, penalty: 0 });
  });

  it("caps a dish already in 5 of the last 9 sets, and forgets sets older than 9", () => {
    const five = [[], [dish("a")], [], [dish("a")], [dish("a")], [], [dish("a")], [dish("a")], []];
    expect(dishHistory(dish("a"), indexShown(five)).capped).toBe(true);
    const fifthTenSetsAgo = [[], [dish("a")], [], [dish("a")], [dish("a")], [], [dish("a")], [], [], [dish("a")]];
    expect(dishHistory(dish("a"), indexShown(fifthTenSetsAgo)).capped).toBe(false);
  });
});

describe("regenerating with the server's memory", () => {
  it("brings six new dishes when the pantry offers enough, each still using ≥ 2 pantry items", () => {
    const first = shownOf(0);
    const next = generateRankedIdeas({ ...base, variant: 1, recent: [first] });
    expect(newPerRegenerate([first, next.map((r) => ({ key: r.dishKey, title: r.idea.title }))])).toEqual([6]);
    for (const r of next) expect(r.idea.pantryIngredients.length, r.idea.title).toBeGreaterThanOrEqual(2);
  });

  it("memory of dishes this pantry cannot make changes nothing", () => {
    expect(shownOf(0, [[dish("none/none", "A Dish This Pantry Cannot Make")]])).toEqual(shownOf(0));
  });

  it("never brings back a dish that is already in 5 of the last 9 sets, even the best match", () => {
    const [top] = shownOf(0);
    const other = [dish("other/x", "Other")];
    const recent = [other, [top], other, [top], [top], other, [top], [top], other];
    expect(shownOf(1, recent).map((d) => d.key)).not.toContain(top.key);
  });

  it.each(HOUSEHOLDS.map((h) => [h.label, h] as const))(
    "%s: ≥ 4 of 6 new on each of 9 regenerates, no dish in more than 5 of 10 sets",
    (_label, h) => {
      const { sets } = showSets(h.pantry, h.settings);
      expect(sets.every((s) => s.length === 6)).toBe(true);
      expect(Math.min(...newPerRegenerate(sets))).toBeGreaterThanOrEqual(4);
      expect(maxSetsPerDish(sets)).toBeLessThanOrEqual(5);
    },
  );

  it("a two-item pantry (fewer than 6 dishes using both) still gets 6 ideas and ≥ 4 new each time", () => {
    const { sets } = showSets(pantryOf(["Eggs", "Milk"]), settings(), 12);
    expect(sets.every((s) => s.length === 6)).toBe(true);
    expect(Math.min(...newPerRegenerate(sets))).toBeGreaterThanOrEqual(4);
    for (let end = 10; end <= sets.length; end++) expect(maxSetsPerDish(sets.slice(end - 10, end))).toBeLessThanOrEqual(5);
  });
});

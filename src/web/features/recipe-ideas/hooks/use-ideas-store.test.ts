import { describe, expect, it } from "vitest";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { useIdeasStore } from "./use-ideas-store";
import { PROTOTYPE_KEYS } from "../../../../../test/shared/prototype-keys";

/** Issue 19 finding 6: idea titles come from a model; "constructor" must not read as already saved. */
describe("useIdeasStore saved recipes", () => {
  it.each(PROTOTYPE_KEYS)("an idea titled %j is not saved until it is", (title) => {
    const recipe = { id: "00000000-0000-4000-8000-000000000001", title } as Recipe;
    expect(useIdeasStore.getState().saved.get(title)).toBeUndefined();
    useIdeasStore.getState().markSaved(title, recipe);
    expect(useIdeasStore.getState().saved.get(title)).toBe(recipe);
  });
});

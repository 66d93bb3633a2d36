import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { RecipeInteraction } from "../../../../shared/schemas/recipe-interactions";
import { controlledFetch, renderHook } from "../../../../../test/web/test-hook";
import { recipeInteractionsKeys } from "../../../lib/query-keys";
import { useRecordRecipeInteraction } from "./record-recipe-interaction";

const INTERACTIONS_KEY = recipeInteractionsKeys.all;
const RECIPE = "00000000-0000-4000-8000-0000000000d1";
const liked: RecipeInteraction = {
  id: "00000000-0000-4000-8000-0000000000e1",
  recipeId: RECIPE,
  interactionType: "like",
  rating: null,
  createdAt: "2025-03-01T10:00:00.000Z",
};

const typesInCache = (client: { getQueryData: (k: readonly unknown[]) => unknown }) =>
  (client.getQueryData(INTERACTIONS_KEY) as RecipeInteraction[]).map((i) => i.interactionType);

afterEach(() => vi.unstubAllGlobals());

describe("useRecordRecipeInteraction (recipe like / dislike / save)", () => {
  it("shows the new feedback at once, then rolls back with 'Failed to record feedback' when the server fails", async () => {
    const net = controlledFetch();
    const h = await renderHook(useRecordRecipeInteraction);
    h.client.setQueryData(INTERACTIONS_KEY, [liked]);

    await act(async () => h.result().mutate({ recipeId: RECIPE, interactionType: "dislike" }));
    expect(net.calls[0]).toMatchObject({ method: "POST", url: "/api/recipe-interactions", body: { interactionType: "dislike" } });
    expect(typesInCache(h.client)).toEqual(["like", "dislike"]);

    await net.respond(500, { error: "Database unavailable" });
    expect(typesInCache(h.client)).toEqual(["like"]);
    expect(h.toasts()[0]).toMatchObject({ title: "Failed to record feedback", description: "Database unavailable" });
    h.unmount();
  });

  it("replaces the temporary entry with the stored one when the server accepts", async () => {
    const net = controlledFetch();
    const h = await renderHook(useRecordRecipeInteraction);
    h.client.setQueryData(INTERACTIONS_KEY, []);
    await act(async () => h.result().mutate({ recipeId: RECIPE, interactionType: "saved" }));
    const stored = { ...liked, id: "00000000-0000-4000-8000-0000000000e2", interactionType: "saved" };
    await net.respond(201, stored);
    expect(h.client.getQueryData(INTERACTIONS_KEY)).toEqual([stored]);
    h.unmount();
  });
});

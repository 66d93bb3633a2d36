import { afterEach, describe, expect, it, vi } from "vitest";
import { feedbackStates, NO_FEEDBACK } from "../../../../shared/domain/recipe-feedback";
import type { RecipeInteraction } from "../../../../shared/schemas/recipe-interactions";
import { button, click, fakeApi, renderWithClient } from "../../../../../test/web/fake-api";
import { useRecipeInteractions } from "../api/get-recipe-interactions";
import { useRecordRecipeInteraction } from "../api/record-recipe-interaction";
import { FeedbackButtons } from "./feedback-buttons";

const RECIPE = "00000000-0000-4000-8000-0000000000d1";

/** The buttons wired as the Recipes screen wires them: state from GET, presses POSTed. */
function Wired() {
  const interactions = useRecipeInteractions();
  const record = useRecordRecipeInteraction();
  const state = feedbackStates(interactions.data ?? []).get(RECIPE) ?? NO_FEEDBACK;
  return <FeedbackButtons state={state} onChange={(interactionType) => record.mutate({ recipeId: RECIPE, interactionType })} />;
}

/** A server that keeps the posted rows and answers GET with them, oldest first. */
function server() {
  const rows: RecipeInteraction[] = [];
  const calls = fakeApi({
    "GET /api/recipe-interactions": () => ({ status: 200, body: rows }),
    "POST /api/recipe-interactions": (body) => {
      const b = body as { recipeId: string; interactionType: RecipeInteraction["interactionType"] };
      const row = { id: `00000000-0000-4000-8000-${String(rows.length).padStart(12, "0")}`, ...b, rating: null, createdAt: new Date().toISOString() };
      rows.push(row);
      return { status: 201, body: row };
    },
  });
  return { posted: () => calls.filter((c) => c.method === "POST").map((c) => (c.body as { interactionType: string }).interactionType) };
}
const pressed = () => ["Like", "Dislike", "Save"].filter((n) => button(n)!.getAttribute("aria-pressed") === "true");

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("FeedbackButtons (issue 23: take feedback back, save apart from like)", () => {
  it("pressing the pressed Like again clears it; Dislike replaces Like", async () => {
    const api = server();
    await renderWithClient(<Wired />);
    expect(pressed()).toEqual([]);
    await click(button("Like"));
    expect(pressed()).toEqual(["Like"]);
    expect(button("Like")!.title).toMatch(/press again to take it back/);
    await click(button("Like"));
    expect(pressed()).toEqual([]);
    await click(button("Like"));
    await click(button("Dislike"));
    expect(pressed()).toEqual(["Dislike"]);
    expect(api.posted()).toEqual(["like", "clear-opinion", "like", "dislike"]);
  });

  it("Save toggles on its own and survives liking and un-liking", async () => {
    const api = server();
    await renderWithClient(<Wired />);
    await click(button("Save"));
    await click(button("Like"));
    expect(pressed()).toEqual(["Like", "Save"]);
    await click(button("Like"));
    expect(pressed()).toEqual(["Save"]);
    await click(button("Save"));
    expect(pressed()).toEqual([]);
    expect(api.posted()).toEqual(["saved", "like", "clear-opinion", "unsave"]);
    expect(document.querySelector("[role='group']")!.getAttribute("aria-label")).toBe("Feedback");
  });
});

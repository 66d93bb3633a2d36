import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { DEFAULT_USER_SETTINGS } from "../../../../shared/schemas/user-settings";
import { mountAsync, renderStatic } from "../../../../../test/web/mount";
import { testQueryClient } from "../../../../../test/web/test-hook";
import { recipesKeys, userSettingsKeys } from "../../../lib/query-keys";
import { RecipePrintPage } from "./recipe-print-page";
import { RecipePrintSheet } from "./recipe-print-sheet";

const curry: Recipe = {
  id: "00000000-0000-4000-8000-0000000000c1",
  title: "Chickpea Curry",
  description: "A quick weeknight curry.",
  cuisineTag: "Indian",
  prepMin: 10,
  cookMin: 65,
  servings: 4,
  imageUrl: "/api/images/00000000-0000-4000-8000-0000000000a1/00000000-0000-4000-8000-0000000000b1.webp",
  sourceUrl: "https://cooking.example/curry",
  recipeUrl: null,
  instructions: "1. Fry the onion.\n2. Add chickpeas and tomatoes.\n3. Simmer 20 minutes.",
  ingredients: [
    { ingredient: "chickpeas", qty: "400", unit: "g", inPantry: true },
    { ingredient: "onion", qty: "1", unit: "piece", note: "chopped" },
    { ingredient: "salt", qty: null, unit: null, note: "to taste" },
  ],
  baseScore: 80,
  personalizedScore: null,
  healthScore: null,
  calories: null,
  mealType: "dinner",
  difficultyLevel: "easy",
  pantryMatch: 50,
};

const sheet = (recipe: Recipe, servings: number) => renderStatic(<RecipePrintSheet recipe={recipe} servings={servings} />);
const texts = (root: ParentNode, selector: string) => [...root.querySelectorAll(selector)].map((e) => e.textContent);

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("RecipePrintSheet (issue 21 item 6)", () => {
  it("lays out title, picture, servings and times, scaled ingredients and numbered steps", () => {
    const root = sheet(curry, 8);
    expect(root.querySelector("h1")?.textContent).toBe("Chickpea Curry");
    expect(root.textContent).toContain("A quick weeknight curry.");
    expect(root.querySelector("img")?.getAttribute("src")).toBe(curry.imageUrl);
    expect(root.querySelector("[data-testid=print-meta]")?.textContent).toBe(
      "Serves 8 (recipe for 4) · Prep 10 min · Cook 1 h 5 min · Total 1 h 15 min",
    );
    expect(texts(root, "ul li")).toEqual(["800 g chickpeas", "2 onions, chopped", "salt, to taste"]);
    expect(root.querySelector("ol")).not.toBeNull();
    expect(texts(root, "ol li")).toEqual(["Fry the onion.", "Add chickpeas and tomatoes.", "Simmer 20 minutes."]);
    expect(root.textContent).toContain("Source: https://cooking.example/curry");
    // Nothing on paper to press: no buttons, inputs or pantry marks.
    expect(root.querySelectorAll("button, input, svg")).toHaveLength(0);
  });

  it("prints as written at the recipe's servings, without a picture box or times it does not have", () => {
    const root = sheet({ ...curry, imageUrl: null, prepMin: null, cookMin: 0, sourceUrl: "javascript:alert(1)" }, 4);
    expect(root.querySelector("img")).toBeNull();
    expect(root.querySelector("[data-testid=print-meta]")?.textContent).toBe("Serves 4");
    expect(texts(root, "ul li")[0]).toBe("400 g chickpeas");
    expect(root.textContent).not.toContain("Source:");
  });
});

describe("RecipePrintSheet: an imported recipe in another language", () => {
  it("prints its lines as the source wrote them, amounts scaled in the same unit, and an English line in the app's words", () => {
    const kaiserschmarrn: Recipe = {
      ...curry,
      ingredients: [
        { ingredient: "Salz", qty: "1", unit: "pinch", line: "1 Prise Salz" },
        { ingredient: "Petersilie", qty: "0.5", unit: "bunch", line: "0,5 Bund Petersilie" },
        { ingredient: "Zwiebel", qty: "2", unit: null, line: "2 Zwiebel" },
        { ingredient: "eggs", qty: "2", unit: null, note: "large", line: "2 large eggs" },
      ],
    };
    expect(texts(sheet(kaiserschmarrn, 4), "ul li")).toEqual(["1 Prise Salz", "0,5 Bund Petersilie", "2 Zwiebel", "2 large eggs"]);
    expect(texts(sheet(kaiserschmarrn, 8), "ul li")).toEqual(["2 Prise Salz", "1 Bund Petersilie", "4 Zwiebel", "4 large eggs"]);
  });
});

describe("RecipePrintPage", () => {
  async function mount(state: unknown) {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise(() => {})),
    );
    // happy-dom has no print dialog: the page's call is caught here.
    const print = vi.fn();
    Object.defineProperty(window, "print", { value: print, configurable: true, writable: true });
    window.history.replaceState(state, "", `/recipes/${curry.id}/print`);
    const client = testQueryClient();
    client.setQueryData(recipesKeys.detail(curry.id), { ...curry, imageUrl: null });
    client.setQueryData(userSettingsKeys.all, { ...DEFAULT_USER_SETTINGS, householdSize: 2 });
    const { host, unmount } = await mountAsync(<RecipePrintPage id={curry.id} />, { withClient: client });
    await act(async () => new Promise((r) => setTimeout(r, 80)));
    return { host, print, unmount };
  }

  it("keeps its buttons off the paper and starts at the household size", async () => {
    const { host, print, unmount } = await mount(null);
    const toolbar = host.querySelector("[data-testid=print-toolbar]")!;
    expect(toolbar.className).toContain("print:hidden");
    expect(toolbar.querySelector("a")?.getAttribute("href")).toBe("/recipes");
    expect(texts(toolbar, "button")).toContain("Print");
    expect(host.querySelector("article button")).toBeNull();
    expect(host.querySelector("[data-testid=print-meta]")?.textContent).toBe(
      "Serves 2 (recipe for 4) · Prep 10 min · Cook 1 h 5 min · Total 1 h 15 min",
    );
    expect(texts(host, "article ul li")[0]).toBe("200 g chickpeas");
    expect(print).not.toHaveBeenCalled();
    unmount();
  });

  it("opens the print dialog once when the detail's Print asked for it, not again on reload", async () => {
    const first = await mount({ autoPrint: true });
    expect(first.print).toHaveBeenCalledTimes(1);
    expect((window.history.state as { autoPrint?: boolean }).autoPrint).toBe(false);
    first.unmount();
    const reload = await mount(window.history.state);
    expect(reload.print).not.toHaveBeenCalled();
    reload.unmount();
  });
});

import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Nutrition } from "../../shared/schemas/nutrition";
import { coverageText, NutritionFacts } from "./nutrition-facts";

const nutrition: Nutrition = {
  perServing: { kcal: 503.6, proteinG: 13, fatG: 15.1, carbsG: 74.7, fiberG: 3.2, saltG: 0.4 },
  coverage: 0.667,
  covered: 2,
  counted: 3,
};

/** The rendered block as text per element, in document order. */
function render(n: Nutrition | undefined): { root: HTMLElement; text: string } {
  const root = document.createElement("div");
  root.innerHTML = renderToStaticMarkup(<NutritionFacts nutrition={n} />);
  return { root, text: root.textContent ?? "" };
}

describe("NutritionFacts", () => {
  it("shows the per-serving figures and how many ingredients they cover", () => {
    const { root, text } = render(nutrition);
    const cells = [...root.querySelectorAll("dl > div")].map(
      (d) => `${d.querySelector("dt")?.textContent}=${d.querySelector("dd")?.textContent}`,
    );
    expect(cells).toEqual(["Energy=504 kcal", "Protein=13 g", "Fat=15 g", "Carbs=75 g", "Fiber=3.2 g", "Salt=0.4 g"]);
    expect(text).toContain("Covers 2 of 3 ingredients");
    expect(root.querySelector("section")?.getAttribute("aria-label")).toBe("Nutrition per serving");
  });

  it("says when every ingredient is covered, and gives no figures when none is", () => {
    expect(coverageText({ covered: 5, counted: 5 })).toBe("Covers all 5 ingredients");
    const none = render({ ...nutrition, covered: 0, coverage: 0 });
    expect(none.root.querySelector("dl")).toBeNull();
    expect(none.text).toContain("None of the 3 ingredients could be weighed");
  });

  it("renders nothing without nutrition or without ingredients to count", () => {
    expect(render(undefined).root.innerHTML).toBe("");
    expect(render({ ...nutrition, covered: 0, counted: 0 }).root.innerHTML).toBe("");
  });
});

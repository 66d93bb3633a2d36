import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe";
import { printedPutsAmountsFirst } from "./fuller-list";

const PAGE = "https://cooks.example/recipes/dal";
const page = (head: string, body = ""): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (obj: unknown): string => `<script type="application/ld+json">${JSON.stringify(obj)}</script>`;
const recipe = (fields: Record<string, unknown>): string => ld({ "@context": "https://schema.org", "@type": "Recipe", name: "Dal", ...fields });

describe("extractRecipe: schema.org steps", () => {
  it("puts a step's own name above its text, but not a name that only counts or repeats the text", () => {
    const html = page(
      recipe({
        recipeIngredient: ["1 head lettuce"],
        recipeInstructions: [
          { "@type": "HowToStep", name: "Make the dressing", text: "Shake oil and vinegar in a jar.<br>Season well." },
          { "@type": "HowToStep", name: "2", text: "Tear the lettuce." },
          { "@type": "HowToStep", name: "salad_r step 3", text: "Slice the radishes." },
          { "@type": "HowToStep", name: "Toss the salad with…", text: "Toss the salad with the dressing." },
        ],
      }),
    );
    expect(extractRecipe(html, PAGE)?.instructions).toEqual(["Make the dressing", "Shake oil and vinegar in a jar. Season well.", "Tear the lettuce.", "Slice the radishes.", "Toss the salad with the dressing."]);
  });

  it("splits a method string whose step breaks were lost, and ingredient entries holding several lines", () => {
    const html = page(
      recipe({
        recipeIngredient: ["400.0 g red lentils\n3.0 carrots", "0.5 lime"],
        recipeInstructions: "Rinse the lentils.Simmer them with the carrots.Stir in the lime juice.",
      }),
    );
    const r = extractRecipe(html, PAGE);
    expect(r?.ingredients).toEqual(["400 g red lentils", "3 carrots", "0.5 lime"]);
    expect(r?.instructions).toEqual(["Rinse the lentils.", "Simmer them with the carrots.", "Stir in the lime juice."]);
  });

  it("reads prep + cook when the total is negative, and one declared part when it is alone", () => {
    const broken = page(recipe({ recipeIngredient: ["1 onion"], recipeInstructions: "Cook.", totalTime: "PT-1200H5M", prepTime: "PT15M", cookTime: "PT40M" }));
    expect(extractRecipe(broken, PAGE)?.totalMin).toBe(55);
    const prepOnly = page(recipe({ recipeIngredient: ["2 avocados"], recipeInstructions: "Mash.", prepTime: "PT12M" }));
    expect(extractRecipe(prepOnly, PAGE)?.totalMin).toBe(12);
  });
});

describe("extractRecipe: the printed page as better evidence", () => {
  it("takes the printed list when the structured copy left lines out", () => {
    const html = page(
      recipe({ recipeIngredient: ["2 tablespoons rice vinegar", "1 cucumber"], recipeInstructions: "Mix." }),
      `<h2>Ingredients</h2><ul><li>2 cups sushi rice</li><li>¼ teaspoon fine salt</li><li>2 tablespoons rice vinegar</li><li>1 cucumber</li></ul>`,
    );
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["2 cups sushi rice", "¼ teaspoon fine salt", "2 tablespoons rice vinegar", "1 cucumber"]);
  });

  it("keeps the structured list when the printed one only words the same lines differently", () => {
    const html = page(
      recipe({ recipeIngredient: ["2 cucumbers", "200 g yogurt"], recipeInstructions: "Grate and stir." }),
      `<h2>Ingredients</h2><ul><li>Cucumbers (firm) 2</li><li>Yogurt (thick) 200 g</li><li>Mint</li></ul>`,
    );
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["2 cucumbers", "200 g yogurt"]);
  });

  it("takes the printed list when the structured copy wrote each name before its amount", () => {
    const html = page(
      recipe({ recipeIngredient: ["potato gnocchi 400gr", "pecorino 60gr", "sage leaves 10gr"], recipeInstructions: "Boil and toss." }),
      `<h2>Ingredients</h2><ul><li>400 gr potato gnocchi (fresh or vacuum-packed)</li><li>60 gr pecorino</li><li>10 gr sage leaves</li></ul>`,
    );
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["400 gr potato gnocchi (fresh or vacuum-packed)", "60 gr pecorino", "10 gr sage leaves"]);
    expect(printedPutsAmountsFirst(["400 gr gnocchi", "60 gr pecorino"], ["400 gr potato gnocchi", "60 gr pecorino"])).toBe(false);
    expect(printedPutsAmountsFirst(["gnocchi 400gr", "pecorino 60gr"], ["400 gr gnocchi", "60 gr feta"])).toBe(false);
  });

  it("takes the printed steps when the structured method is one block of the same text", () => {
    const html = page(
      recipe({ recipeIngredient: ["1 onion"], recipeInstructions: ["For the crust: mix butter and crumbs. For the filling: 1. Beat the cheese. 2. Fold in the cream."] }),
      `<h3>Directions</h3><ol><li>For the crust: mix butter and crumbs.</li><li>Beat the cheese.</li><li>Fold in the cream.</li></ol>`,
    );
    expect(extractRecipe(html, PAGE)?.instructions).toEqual(["For the crust: mix butter and crumbs.", "Beat the cheese.", "Fold in the cream."]);
  });
});

describe("extractRecipe: page titles", () => {
  it("takes the h1 when the title adds 'Recipe' and more after it, but keeps a name that only ends in 'Recipe'", () => {
    const decorated = page(
      `<meta property="og:title" content="Carrot Cake Recipe | moist and easy - Bake Club">`,
      `<h1>Carrot Cake</h1><h2>Ingredients</h2><ul><li>3 carrots</li><li>2 eggs</li></ul><h2>Method</h2><p>Mix and bake for 40 minutes.</p>`,
    );
    expect(extractRecipe(decorated, PAGE)?.title).toBe("Carrot Cake");
    const named = page(recipe({ name: "Sesame Noodles Recipe", recipeIngredient: ["200 g noodles"], recipeInstructions: "Boil." }), "<h1>Sesame Noodles</h1>");
    expect(extractRecipe(named, PAGE)?.title).toBe("Sesame Noodles Recipe");
  });
});

describe("extractRecipe: schema.org times", () => {
  it("reads a duration of odd seconds only ('PT45S') as minutes an exporter mislabelled, whole minutes in seconds as the standard says", () => {
    expect(extractRecipe(page(recipe({ recipeIngredient: ["1 cup lentils"], prepTime: "PT45S", cookTime: "PT30S", totalTime: "PT75S" })), PAGE)?.totalMin).toBe(75);
    expect(extractRecipe(page(recipe({ recipeIngredient: ["1 cup lentils"], totalTime: "PT1800S" })), PAGE)?.totalMin).toBe(30);
  });
});

describe("extractRecipe: a method that only repeats the description", () => {
  it("is no method, so the steps printed under the method heading are read", () => {
    const summary = "The best dal you will ever make! Serve it with rice or bread for";
    const body = "<h1>Dal</h1><h2>Method</h2><ol><li>Rinse the lentils.</li><li>Simmer them for twenty minutes.</li></ol>";
    const html = page(recipe({ description: summary, recipeIngredient: ["1 cup lentils"], recipeInstructions: summary }), body);
    expect(extractRecipe(html, PAGE)?.instructions).toEqual(["Rinse the lentils.", "Simmer them for twenty minutes."]);
  });
});

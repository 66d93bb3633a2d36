import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe";
import { printedRestoresAmounts } from "./fuller-list";
import { withoutRecipeTag } from "./page-meta";
import { printedStepsAreFiner } from "./steps";

// Rules of issue 21 item 7, each on a small hand-made page.
const PAGE = "https://cooks.example/recipes/soup";
const page = (head: string, body = ""): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (obj: unknown): string => `<script type="application/ld+json">${JSON.stringify(obj)}</script>`;
const recipe = (extra: Record<string, unknown>): string =>
  ld({ "@context": "https://schema.org", "@type": "Recipe", name: "Pea Soup", recipeIngredient: ["2 cups peas", "1 onion"], recipeInstructions: "Cook the peas.", ...extra });

describe("page rules: structured data that lost something", () => {
  it("drops a step that is only the punctuation left of a JSON value that broke its HTML attribute", () => {
    const html = page(
      "",
      `<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Pea Soup</h1>
       <span itemprop="recipeIngredient">2 cups peas</span><span itemprop="recipeIngredient">1 onion</span>
       <meta itemprop="recipeInstructions" content="[{"@type":"HowToStep","text":"Cook the peas."}]"></div>`,
    );
    expect(extractRecipe(html, PAGE)?.instructions).toEqual([]);
  });

  it("takes the printed ingredient lines when the structured copy lost the start of their amounts", () => {
    const html = page(
      recipe({ recipeIngredient: ["3 Tbsp oil\n5 tsp grated ginger", "5 c red lentils\n1 can coconut milk"] }),
      `<h3>Ingredients</h3><div><span>Scale</span><p>3 Tbsp oil</p><p>1.5 tsp grated ginger</p><p>1.5 c red lentils</p><p>1 can coconut milk</p></div>
       <h3>Instructions</h3><ol><li>Cook the lentils.</li></ol>`,
    );
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["3 Tbsp oil", "1.5 tsp grated ginger", "1.5 c red lentils", "1 can coconut milk"]);
  });

  it("keeps the structured lines when the printed ones differ in more than a lost amount", () => {
    expect(printedRestoresAmounts(["5 tsp ginger"], ["1.5 tsp ginger"])).toEqual(["1.5 tsp ginger"]);
    expect(printedRestoresAmounts(["2 cups peas", "1 onion"], ["2 cups peas", "1 onion"])).toBeNull();
    expect(printedRestoresAmounts(["5 tsp ginger"], ["fresh 5 tsp ginger"])).toBeNull();
    expect(printedRestoresAmounts(["5 tsp ginger", "salt"], ["1.5 tsp ginger", "pepper"])).toBeNull();
  });

  it("reads a zero amount with 'as required' as no amount", () => {
    const html = page(recipe({ recipeIngredient: ["0 As required salt", "2 cups peas"] }));
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["salt as required", "2 cups peas"]);
  });
});

describe("page rules: titles", () => {
  it("cuts a separator and the lone word Recipe from the end of a title, in several languages", () => {
    expect(withoutRecipeTag("Arretjescake – Recept")).toBe("Arretjescake");
    expect(withoutRecipeTag("Pho | Recipe")).toBe("Pho");
    expect(withoutRecipeTag("Carrot Cake Recipe")).toBe("Carrot Cake Recipe");
    expect(withoutRecipeTag("Recipe")).toBe("Recipe");
    expect(extractRecipe(page(recipe({ name: "Pea Soup - Rezept" })), PAGE)?.title).toBe("Pea Soup");
  });

  it("reads og:title as a property before a stray name= copy, and passes over a title with no letter", () => {
    const body = "<h2>Ingredients</h2><ul><li>2 cups peas</li><li>1 onion</li></ul><h2>Method</h2><p>Cook the peas.</p>";
    const head = '<meta name="og:title" content="2"><meta property="og:title" content="Pea Soup | Cooks">';
    expect(extractRecipe(page(head, body), PAGE)?.title).toBe("Pea Soup");
    expect(extractRecipe(page('<meta property="og:title" content="2"><title>Pea Soup</title>', body), PAGE)?.title).toBe("Pea Soup");
  });
});

describe("page rules: printed sections", () => {
  it("reads on past a subtitle heading placed right after the method heading", () => {
    const html = page(
      "<title>Lasagne</title>",
      `<h2>Ingredients</h2><ul><li>250 g pasta sheets</li><li>300 g radicchio</li></ul>
       <span><h2>Preparation</h2><h2>How to make the radicchio lasagne</h2></span>
       <span><p>Slice the radicchio and stew it.</p><p>Layer pasta and sauce, then bake.</p></span>
       <h2>Notes</h2><p>Keeps two days.</p>`,
    );
    expect(extractRecipe(html, PAGE)?.instructions).toEqual(["Slice the radicchio and stew it.", "Layer pasta and sauce, then bake."]);
  });

  it("still ends a section at a following heading that names a section of its own", () => {
    const html = page(
      "<title>Lasagne</title>",
      `<h2>Ingredients</h2><h2>Method</h2><ol><li>Slice the radicchio and stew it.</li><li>Bake.</li></ol>`,
    );
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual([]);
  });

  it("reads sections behind collapsible toggles and a 12-column grid as rows", () => {
    const cell = (w: number, t: string): string => `<div class="col-md-12 col-${w}">${t}</div>`;
    const html = page(
      '<meta property="og:title" content="Seeded Rolls">',
      `<div class="card"><div class="card-header"><a href="#" data-toggle="collapse" aria-expanded="true">Ingredients</a></div>
       <div class="collapse show"><div class="row">${cell(6, "Wheat flour")}${cell(3, "5.000")}${cell(3, "kg")}${cell(6, "Yeast")}${cell(3, "0.250")}${cell(3, "kg")}</div></div></div>
       <details><summary>Method</summary><ol><li>Mix everything for 10 minutes.</li><li>Bake at 230 °C for 12 minutes.</li></ol></details>`,
    );
    expect(extractRecipe(html, PAGE)).toMatchObject({
      title: "Seeded Rolls",
      ingredients: ["Wheat flour 5.000 kg", "Yeast 0.250 kg"],
      instructions: ["Mix everything for 10 minutes.", "Bake at 230 °C for 12 minutes."],
    });
  });
});

describe("page rules: times without a text label", () => {
  const body = (times: string): string =>
    `<h1>Fruit Skewers</h1>${times}<h2>Ingredients</h2><ul><li>1 cup strawberries</li><li>8 skewers</li></ul><h2>Directions</h2><ol><li>Thread the fruit onto the skewers.</li></ol>`;

  it("reads a table whose header row labels the cells of the row below", () => {
    const html = page("", body(`<table><thead><tr><th>Prep time</th><th>Cook time</th><th>Yields</th></tr></thead><tbody><tr><td>15 minutes</td><td>0 minutes</td><td>4 servings</td></tr></tbody></table>`));
    expect(extractRecipe(html, PAGE)).toMatchObject({ prepMin: 15, totalMin: 15, yields: "4 servings" });
  });

  it("reads a duration beside a clock icon as the total, but not one in a link to another recipe", () => {
    const teaser = `<a href="/other"><span><i class="far fa-clock"></i>27 min</span></a>`;
    expect(extractRecipe(page("", body(`${teaser}<ul><li><img src="/i/cooking-time.png" alt="time"> 30mins</li></ul>`)), PAGE)?.totalMin).toBe(30);
    expect(extractRecipe(page("", body(teaser)), PAGE)?.totalMin).toBeNull();
  });
});

describe("page rules: methods", () => {
  it("takes the printed steps when each structured step runs several of them together", () => {
    const html = page(
      recipe({
        recipeInstructions: [
          { "@type": "HowToStep", name: "Prepare the peas", text: "Rinse the peas. Chop the onion. Melt the butter." },
          { "@type": "HowToStep", name: "Cook", text: "Boil the peas for 10 minutes. Blend until smooth. Season to taste." },
        ],
      }),
      `<h2>Ingredients</h2><ul><li>2 cups peas</li><li>1 onion</li></ul>
       <h2>Instructions</h2><ol><li>Rinse the peas.</li><li>Chop the onion.</li><li>Melt the butter.</li>
       <li>Boil the peas for 10 minutes.</li><li>Blend until smooth.</li><li>Season to taste.</li></ol>`,
    );
    expect(extractRecipe(html, PAGE)?.instructions).toEqual(["Rinse the peas.", "Chop the onion.", "Melt the butter.", "Boil the peas for 10 minutes.", "Blend until smooth.", "Season to taste."]);
  });

  it("keeps structured steps when the printed ones add steps of their own or are not finer", () => {
    const glued = ["Rinse the peas. Chop the onion.", "Boil the peas. Blend."];
    expect(printedStepsAreFiner(glued, ["Rinse the peas.", "Chop the onion.", "Boil the peas.", "Blend."])).toBe(true);
    expect(printedStepsAreFiner(glued, ["Rinse the peas.", "Soak them overnight.", "Boil the peas.", "Blend."])).toBe(false);
    expect(printedStepsAreFiner(glued, ["Rinse the peas. Chop the onion.", "Boil the peas. Blend."])).toBe(false);
    expect(printedStepsAreFiner(glued, ["Rinse the peas.", "Boil the peas.", "Blend."])).toBe(false);
  });

  it("reads a list whose items open with Step 1, Step 2 … labels as the method when no heading names it", () => {
    const html = page(
      '<meta property="og:title" content="Pizza">',
      `<h2>What you need</h2><ul><li>220 g pizza dough</li><li>60 g tomato sauce</li><li>75 g mozzarella</li></ul>
       <ul><li><h6>Step 1</h6><p>Heat the oven with the stone inside.</p></li><li><h6>Step 2</h6><p>Stretch the dough and top it.</p></li></ul>`,
    );
    expect(extractRecipe(html, PAGE)?.instructions).toEqual(["Heat the oven with the stone inside.", "Stretch the dough and top it."]);
  });

  it("does not take the ingredient list in other units for the method", () => {
    const html = page(
      '<meta property="og:title" content="Pizza">',
      `<div><ul><li>220g Fresh pizza dough, at room temperature</li><li>60g Tomato sauce, smooth and thick</li><li>75g Mozzarella ball, sliced and patted dry</li></ul>
       <ul><li>7oz Fresh pizza dough, at room temperature</li><li>2oz Tomato sauce, smooth and thick</li><li>3oz Mozzarella ball, sliced and patted dry</li></ul></div>`,
    );
    expect(extractRecipe(html, PAGE)).toMatchObject({ ingredients: ["220g Fresh pizza dough, at room temperature", "60g Tomato sauce, smooth and thick", "75g Mozzarella ball, sliced and patted dry"], instructions: [] });
  });
});

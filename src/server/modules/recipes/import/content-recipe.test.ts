import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe";
import { withoutAmountDash } from "./ingredient-signs";

// Rules of the content reader (content-recipe.ts, content-steps.ts): pages whose ingredient list
// and method carry no recipe markup and no "Ingredients"/"Method" heading. Hand-made pages.
const PAGE = "https://cooks.example/recipes/stew";
const page = (body: string, head = '<meta property="og:title" content="Bean Stew">'): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (obj: unknown): string => `<script type="application/ld+json">${JSON.stringify(obj)}</script>`;
const LIST = "<ul><li>400 g white beans</li><li>2 carrots, diced</li><li>1 onion, chopped</li><li>500 ml vegetable stock</li></ul>";
const STEPS = ["Soften the onion and carrots in oil.", "Add the beans and the stock.", "Simmer for twenty minutes, then season."];
const OL = `<ol>${STEPS.map((s) => `<li>${s}</li>`).join("")}</ol>`;

describe("content reader: the method after the ingredient list", () => {
  it("passes over the method's own heading right after the list", () => {
    expect(extractRecipe(page(`${LIST}<h2>Time to cook</h2>${OL}<h2>More stews</h2><p>Try our lentil stew next time.</p>`), PAGE)?.instructions).toEqual(STEPS);
  });

  it("passes over a bold paragraph that introduces the steps", () => {
    expect(extractRecipe(page(`${LIST}<p><strong>This is how it goes:</strong></p>${OL}`), PAGE)?.instructions).toEqual(STEPS);
  });

  it("keeps a short step that is a sentence ('Serve hot.'), not a short label", () => {
    const ol = `<ol><li>${STEPS[0]}</li><li>Serve hot.</li><li>Enjoy</li></ol>`;
    expect(extractRecipe(page(`${LIST}<h2>Time to cook</h2>${ol}`), PAGE)?.instructions).toEqual([STEPS[0], "Serve hot."]);
  });

  it("ends the method at a heading met after the steps", () => {
    const html = page(`${LIST}<h4>Recipe</h4>${OL}<h4>About the author</h4><p>She has cooked stews for many years now.</p>`);
    expect(extractRecipe(html, PAGE)?.instructions).toEqual(STEPS);
  });

  it("does not pass over a heading that opens another part of the page, such as Notes", () => {
    expect(extractRecipe(page(`${LIST}<h2>Notes</h2><p>The stew keeps well for three days in the fridge.</p>`), PAGE)?.instructions).toEqual([]);
  });

  it("reads on past headings that only number a step or a part of the method", () => {
    const numbered = `<div><h3>Step 1</h3><p>${STEPS[0]}</p></div><div><h3>Step 2</h3><p>${STEPS[1]}</p></div>`;
    expect(extractRecipe(page(`<div>${LIST}</div><div>${numbered}</div>`), PAGE)?.instructions).toEqual([STEPS[0], STEPS[1]]);
    const parts = `<h3>1. Prepare the vegetables:</h3><ul><li>${STEPS[0]}</li></ul><h3>2. Cook the stew:</h3><ul><li>${STEPS[1]}</li></ul>`;
    // The part titles stay as lines (their numbers go, as they count 1, 2 through the method).
    expect(extractRecipe(page(`${LIST}<div>${parts}</div>`), PAGE)?.instructions).toEqual(["Prepare the vegetables:", STEPS[0], "Cook the stew:", STEPS[1]]);
  });

  it("reads inside a box that opens with the method's own heading, several levels up from the list", () => {
    const html = page(`<div><div><div><div><div>${LIST}</div></div><a href="/shop"><img src="/ad.png"></a></div></div></div>
      <section><div><h1>Cooking it</h1><div><p>${STEPS[0]}</p><p>${STEPS[1]}</p></div></div></section>`);
    expect(extractRecipe(html, PAGE)?.instructions).toEqual([STEPS[0], STEPS[1]]);
  });

  it("fills the method when the structured data has ingredients but no method, keeping the structured ingredients", () => {
    const html = page(
      `<h1>Bean Stew</h1>${LIST}${OL}`,
      ld({ "@context": "https://schema.org", "@type": "Recipe", name: "Bean Stew", recipeIngredient: ["400 g cooked white beans", "2 carrots", "1 onion", "500 ml stock"] }),
    );
    expect(extractRecipe(html, PAGE)).toMatchObject({ ingredients: ["400 g cooked white beans", "2 carrots", "1 onion", "500 ml stock"], instructions: STEPS });
  });
});

describe("content reader: the ingredient list", () => {
  it("reads a list whose food names link to a glossary while the amounts stand outside the links", () => {
    const item = (amount: string, food: string): string => `<li><strong>${amount}</strong> - <a href="/ingredient/${food}">${food}, rinsed and drained well</a></li>`;
    const html = page(`<h1>Bean Stew</h1><ul>${item("400g", "white beans")}${item("2", "carrots")}${item("1 tbsp", "olive oil")}</ul>${OL}`);
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["400g white beans, rinsed and drained well", "2 carrots, rinsed and drained well", "1 tbsp olive oil, rinsed and drained well"]);
  });

  it("still refuses a list of links to other recipes", () => {
    const html = page(`<h1>More</h1><ul><li><a href="/a">3 Bean Chilli with 2 kinds of peppers</a></li><li><a href="/b">5 Minute Hummus with 1 lemon</a></li><li><a href="/c">2 Egg Omelette for 1 person</a></li></ul>`);
    expect(extractRecipe(html, PAGE)).toBeNull();
  });

  it("sets the cells of an item apart with a space", () => {
    const item = (n: string, rest: string): string => `<li><div><div>${n}</div><div><p>${rest}</p></div></div></li>`;
    const html = page(`<ul>${item("1", "15-oz tin white beans")}${item("2", "carrots, diced")}${item("1", "tablespoon olive oil")}</ul>${OL}`);
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["1 15-oz tin white beans", "2 carrots, diced", "1 tablespoon olive oil"]);
  });

  it("joins the groups of a list printed under short labels, but not the same list in other units", () => {
    const group = (label: string, lines: string[]): string => `<div><h4>${label}</h4></div><div><div><ul>${lines.map((l) => `<li>${l}</li>`).join("")}</ul></div></div>`;
    const html = page(
      `<div>${group("Veg", ["2 carrots, diced", "1 onion, chopped"])}${group("Cupboard", ["400 g white beans", "500 ml vegetable stock", "1 tbsp olive oil"])}${group("Fridge", ["50 g butter"])}</div>
       <div>${OL}</div>`,
    );
    expect(extractRecipe(html, PAGE)).toMatchObject({
      ingredients: ["2 carrots, diced", "1 onion, chopped", "400 g white beans", "500 ml vegetable stock", "1 tbsp olive oil", "50 g butter"],
      instructions: STEPS,
    });
    const twice = page(`<div><ul><li>400 g white beans</li><li>500 ml vegetable stock</li><li>30 g butter</li></ul>
      <ul><li>14 oz white beans</li><li>2 cups vegetable stock</li><li>1 oz butter</li></ul></div>`);
    expect(extractRecipe(twice, PAGE)?.ingredients).toEqual(["400 g white beans", "500 ml vegetable stock", "30 g butter"]);
  });

  it("drops the dash some pages print between the amount and the food, but not a range", () => {
    expect(withoutAmountDash("250g - red lentils")).toBe("250g red lentils");
    expect(withoutAmountDash("2 tbsp – sunflower oil")).toBe("2 tbsp sunflower oil");
    expect(withoutAmountDash("2 - 3 apples")).toBe("2 - 3 apples");
    expect(withoutAmountDash("Salt - to taste")).toBe("Salt - to taste");
  });
});

import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe";
import { yieldValue } from "./labelled-facts";

const PAGE = "https://cooks.example/recipes/carrots";
const page = (head: string, body = ""): string => `<!doctype html><html><head>${head}</head><body class="one-sidebar">${body}</body></html>`;
const ld = (obj: unknown): string => `<script type="application/ld+json">${JSON.stringify(obj)}</script>`;

const MENU = `<nav><ul><li><a href="/c">Chicken</a></li><li><a href="/p">Pasta</a></li><li><a href="/d">Desserts</a></li></ul></nav>`;
const RELATED = `<ul><li><a href="/a">3 Ingredient Pancakes</a></li><li><a href="/b">2 Minute Egg Muffin</a></li><li><a href="/c">5 Bean Chilli</a></li></ul>`;

describe("extractRecipe: pages without markup or headings", () => {
  it("finds the ingredient list by its content, the steps after it, the h1 title and the photo", () => {
    const html = page(
      "<title>Orange Carrots | Lunchbox Blog</title>",
      `${MENU}<article><h1>Orange Carrots</h1><p><img src="/img/carrots.jpg" width="500"></p>
       <p>I like carrots a lot, and this is a quick way to cook them for lunch boxes.</p>
       <h3>Recipe: Orange Carrots</h3>
       <ul><li>The thick end of 3 large carrots</li><li>Orange juice</li><li>1/4 tsp. salt</li><li>1 Tbs. soy sauce</li></ul>
       <p>Peel the carrots and cut them into thick rounds.</p><p>Simmer them in orange juice until tender.</p>
       <h3>Variation</h3><p>Use vegetable stock instead of the salt and soy sauce.</p></article>${RELATED}`,
    );
    const r = extractRecipe(html, PAGE);
    expect(r).toMatchObject({
      title: "Orange Carrots",
      ingredients: ["The thick end of 3 large carrots", "Orange juice", "1/4 tsp. salt", "1 Tbs. soy sauce"],
      instructions: ["Peel the carrots and cut them into thick rounds.", "Simmer them in orange juice until tender."],
      imageUrl: "https://cooks.example/img/carrots.jpg",
    });
  });

  it("finds ingredients written as lines of one paragraph", () => {
    const html = page("", `<h1>Pancakes</h1><p>100 g flour<br>2 eggs<br>300 ml milk<br>1 pinch of salt</p><p>Whisk everything into a smooth batter.</p>`);
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["100 g flour", "2 eggs", "300 ml milk", "1 pinch of salt"]);
  });

  it("does not take menus, link lists or prose lists for a recipe", () => {
    const html = page(
      "<title>About us</title>",
      `${MENU}<h1>About us</h1><ul><li>Fresh ideas every week</li><li>A free newsletter for members</li><li>Friendly people who answer</li></ul>${RELATED}`,
    );
    expect(extractRecipe(html, PAGE)).toBeNull();
  });
});

describe("extractRecipe: rows of cells", () => {
  it("reads flex rows of <div> cells as one line each and drops the serving counter", () => {
    const row = (amount: string, food: string, note = ""): string =>
      `<div class="row"><input type="checkbox"><div class="cells"><div>${amount}</div><div class="b">${food}</div>${note ? `<div>(${note})</div>` : ""}</div></div>`;
    const html = page(
      "",
      `<h3>Ingredients</h3><div class="servings"><button>-</button><div>4 servings</div><button>+</button></div>
       <div>${row("2 sticks", "cinnamon")}${row("1 packet", "vanilla pudding", "40 g")}${row("1 l", "milk")}</div>
       <button>Add to shopping list</button><h3>Method</h3><ol><li>Simmer the rice in the milk.</li></ol>`,
    );
    const r = extractRecipe(html, PAGE);
    expect(r?.ingredients).toEqual(["2 sticks cinnamon", "1 packet vanilla pudding (40 g)", "1 l milk"]);
  });

  it("reads an ingredient table row by row, without its header row", () => {
    const html = page(
      "",
      `<h2>Ingredients</h2><table><thead><tr><th>Amount</th><th>Measure</th><th>Ingredient</th></tr></thead>
       <tbody><tr><td>1 ½</td><td>cups</td><td><a href="/i/flour">all-purpose flour</a></td></tr>
       <tr><td>1</td><td>stick</td><td>butter<br><small>room temp.</small></td></tr></tbody></table>
       <h2>Directions</h2><ol><li>Cream the butter.</li></ol>`,
    );
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["1 ½ cups all-purpose flour", "1 stick butter room temp."]);
  });
});

describe("extractRecipe: better evidence for ingredients", () => {
  const table = `<h2>Ingredients</h2><ul><li>1 ½ cups all-purpose flour</li><li>1 teaspoon baking soda</li><li>2 large eggs, room temp.</li></ul>`;
  const steps = ["Mix.", "Bake."];

  it("prefers the page's lines with amounts over JSON-LD that names the same foods only", () => {
    const html = page(ld({ "@type": "Recipe", name: "Cookies", recipeIngredient: ["flour", "baking soda", "eggs"], recipeInstructions: steps }), table);
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(["1 ½ cups all-purpose flour", "1 teaspoon baking soda", "2 large eggs, room temp."]);
  });

  it("keeps the JSON-LD names when the page list is about other foods", () => {
    const names = ["rice", "coconut milk", "mango"];
    const html = page(ld({ "@type": "Recipe", name: "Mango rice", recipeIngredient: names, recipeInstructions: steps }), table);
    expect(extractRecipe(html, PAGE)?.ingredients).toEqual(names);
  });
});

describe("extractRecipe: titles and yields from the page", () => {
  it("takes the h1 when the meta title is the h1 plus a site name, and drops a wiki namespace", () => {
    const html = page(
      '<meta property="og:title" content="Cookbook:Pumpkin Pie - Wikibooks, open books for an open world">',
      `<h1>Cookbook:Pumpkin Pie</h1><h2>Ingredients</h2><ul><li>1 can pumpkin</li></ul>`,
    );
    expect(extractRecipe(html, PAGE)?.title).toBe("Pumpkin Pie");
  });

  it("keeps a title that has a colon with a space ('Bento Filler: Carrots')", () => {
    const html = page('<meta property="og:title" content="Bento Filler: Carrots">', `<h2>Ingredients</h2><ul><li>3 carrots</li></ul>`);
    expect(extractRecipe(html, PAGE)?.title).toBe("Bento Filler: Carrots");
  });

  it("reads a yield printed as a bare serving count, or as a value next to a servings icon", () => {
    const list = `<h2>Ingredients</h2><ul><li>3 carrots</li></ul>`;
    const counted = extractRecipe(page("", `<div><h3>Antal</h3><h3>6 portioner</h3></div>${list}`), PAGE);
    expect(counted?.servings).toBe(6);
    const icon = extractRecipe(page("", `<div><div class="label" data-icon="recipeServings"></div><div class="value">8</div></div>${list}`), PAGE);
    expect(icon?.yields).toBe("8 servings");
  });

  it("reads yields written with words and ranges", () => {
    expect(yieldValue("four")).toBe("4 servings");
    expect(yieldValue("4 to 6 people")).toBe("4 to 6 people");
    expect(yieldValue("12 muffins")).toBe("12 muffins");
    expect(yieldValue("a crowd")).toBeNull();
    const r = extractRecipe(page("", `<p>Serves four</p><h2>Ingredients</h2><ul><li>3 carrots</li></ul>`), PAGE);
    expect(r?.servings).toBe(4);
  });
});

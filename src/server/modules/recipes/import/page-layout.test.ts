import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe";

const PAGE = "https://cooks.example/recipes/dal";
const page = (body: string, head = "<title>Dal | Cooks</title>"): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const LIST = "<h2>Ingredients</h2><ul><li>250 g red lentils</li><li>1 onion, sliced</li><li>400 ml coconut milk</li></ul>";

describe("extractRecipe: labelled times and yields", () => {
  it("reads prep, cook and serves printed as lines of one paragraph, and adds prep and cook", () => {
    const r = extractRecipe(page(`<h1>Dal</h1><p>Prep: 15 mins<br/>Cook: 30 mins<br/>Serves 6</p>${LIST}<h2>Method</h2><p>Fry the onion.</p>`), PAGE);
    expect(r).toMatchObject({ totalMin: 45, yields: "6 servings" });
  });

  it("does not glue a yield value to the label of the next cell ('Makes' | '4 to 6 servings' | 'Cook Time')", () => {
    const cell = (label: string, value: string): string => `<li><div><div class="label">${label}</div><div class="value">${value}</div></div></li>`;
    const body = `<h1>Dal</h1><div class="facts"><ul>${cell("Makes", "4 to 6 servings")}${cell("Cook Time", "30 minutes")}</ul></div>${LIST}<h2>Method</h2><p>Cook.</p>`;
    expect(extractRecipe(page(body), PAGE)?.yields).toBe("4 to 6 servings");
  });

  it("reads 'Recipe for 4 loaves' and its equivalents in other languages as the yield", () => {
    expect(extractRecipe(page(`<h1>Bread</h1><p><span>Recipe for 4 loaves of 500 g</span></p>${LIST}<h2>Method</h2><p>Knead.</p>`), PAGE)?.yields).toBe("4 loaves");
    expect(extractRecipe(page(`<h1>Pain</h1><p>Recette pour 6 personnes</p>${LIST}<h2>Method</h2><p>Knead.</p>`), PAGE)?.yields).toBe("6 personnes");
  });

  it("takes the first cook label even when it has no time, not a teaser's further down", () => {
    const body = `<h1>Guacamole</h1><p><strong>Prep:</strong> 12 mins</p><p><strong>Cook:</strong> -</p>${LIST}<h2>Method</h2><p>Mash everything.</p>
      <aside><p><strong>Prep:</strong> 5 mins</p><p><strong>Cook:</strong> 50 mins</p></aside>`;
    expect(extractRecipe(page(body), PAGE)?.totalMin).toBe(12);
  });

  it("does not read a menu entry that starts with a label word as a time", () => {
    const body = `<nav><a>Cooking Tips</a></nav><h1>Bake</h1><h4><strong>Prep time =</strong> 20 mins</h4><h4><strong>Cooking time =</strong> 25 mins</h4>${LIST}<h2>Method</h2><p>Bake.</p>`;
    expect(extractRecipe(page(body), PAGE)?.totalMin).toBe(45);
  });

  it("reads time and yield labels in French and other languages of the heading rules", () => {
    const cell = (label: string, value: string): string => `<div> <span class="title">${label}</span> <span class="value">${value}</span> </div>`;
    const infos = [cell("Préparation", "25 min"), cell("Cuisson", "35 min"), cell("Difficulté", "Moyenne"), cell("Personnes", " 4/6 "), cell("Coût", "€€")].join(" ");
    const body = `<h1>Dal</h1><div class="infos">${infos}</div>${LIST}<h2>Method</h2><p>Cook.</p>`;
    expect(extractRecipe(page(body), PAGE)).toMatchObject({ totalMin: 60, yields: "4 servings" });
    const total = `<h1>Dal</h1>${cell("Temps total", "1 h 20")}${cell("Porciones", "3")}${LIST}<h2>Method</h2><p>Cook.</p>`;
    expect(extractRecipe(page(total), PAGE)).toMatchObject({ totalMin: 80, yields: "3 servings" });
  });

  it("reads a yield shown by a 'serves' icon and the number beside it", () => {
    const body = `<h1>Dal</h1><div><span class="icon icon-serves"></span><span> 3 </span></div>${LIST}<h2>Method</h2><p>Cook.</p>`;
    expect(extractRecipe(page(body), PAGE)?.yields).toBe("3 servings");
  });
});

describe("extractRecipe: lists under headings", () => {
  it("skips a tab strip and reads one copy of a list shown in several tab panels: the open one", () => {
    const panel = (cls: string, sugar: string): string => `<div role="tabpanel" class="${cls}"><p>1 tbsp oil</p><p>${sugar}</p><p>3 eggs</p></div>`;
    const body = (us: string, metric: string): string => `<h1>Sponge</h1><h3>Ingredients</h3><ul role="tablist"><li><a>Cups</a></li><li><a>Grams</a></li></ul>
      <div class="tabs">${panel(us, "4.4 oz sugar")}${panel(metric, "125 g sugar")}</div><h3>Method</h3><p>Whisk and bake.</p>`;
    expect(extractRecipe(page(body("tab-pane fade", "tab-pane fade show active")), PAGE)?.ingredients).toEqual(["1 tbsp oil", "125 g sugar", "3 eggs"]);
    expect(extractRecipe(page(body("tab-pane", "tab-pane")), PAGE)?.ingredients).toEqual(["1 tbsp oil", "4.4 oz sugar", "3 eggs"]);
  });

  it("reads a table of ingredients row by row, keeping the lines of a cell that holds several", () => {
    const body = `<h1>Salad</h1><div><h3>Ingredients</h3></div><div><table>
      <tr><td>2 cups lettuce</td></tr><tr><td>1 cucumber</td></tr>
      <tr><td>For the dressing:<table><tr><td>3 tbsp olive oil</td></tr><tr><td>1 tbsp vinegar</td></tr></table></td></tr>
      <tr><td><h4>For the topping:</h4><p>2 tbsp seeds<br>1 tbsp capers</p></td></tr></table>
      <p>Printable card:</p><ul><li>A5 page</li></ul></div><h3>Directions</h3><ol><li>Toss everything.</li></ol>`;
    expect(extractRecipe(page(body), PAGE)?.ingredients).toEqual([
      "2 cups lettuce", "1 cucumber", "For the dressing:", "3 tbsp olive oil", "1 tbsp vinegar", "For the topping:", "2 tbsp seeds", "1 tbsp capers", "Printable card:", "A5 page",
    ]);
  });

  it("reads lists under bold paragraph headings: group labels before lists, the next part's heading ends a section, link lists skipped", () => {
    const group = (label: string, tag: string, items: string[]): string => `<p><strong>${label}</strong></p><${tag}>${items.map((i) => `<li>${i}</li>`).join("")}</${tag}>`;
    const body = `<h1>Chilli</h1><div><p><strong>INGREDIENTS</strong></p>${group("For the beans", "ul", ["400 g kidney beans", "1 onion"])}${group("For the rice", "ul", ["200 g rice"])}
      <p><strong>PREPARATION</strong></p>${group("For the beans", "ol", ["Fry the onion.", "Add the beans."])}${group("For the rice", "ol", ["Boil the rice."])}
      <p>See also:</p><ul><li><a href="/a">Our best stews</a></li><li><a href="/b">Ten bean dishes</a></li></ul></div>`;
    const r = extractRecipe(page(body), PAGE);
    expect(r?.ingredients).toEqual(["400 g kidney beans", "1 onion", "200 g rice"]);
    expect(r?.instructions).toEqual(["Fry the onion.", "Add the beans.", "Boil the rice."]);
  });

  it("takes ingredient paragraphs with amounts over the one-item step lists printed after them", () => {
    const step = (text: string): string => `<ul><li>${text}</li></ul><figure><img src="/step.jpg"></figure>`;
    const body = `<h1>Bread</h1><p>Ingredients for the dough</p><p>500 g flour</p><p>320 g water</p><p>10 g salt</p>${step("Mix the flour and water,")}${step("then add the salt and knead well.")}`;
    expect(extractRecipe(page(body), PAGE)?.ingredients).toEqual(["500 g flour", "320 g water", "10 g salt"]);
  });

  it("takes the numbered list right after the method heading over a tip paragraph after it", () => {
    const body = `<h1>Dal</h1>${LIST}<div><h3>Directions</h3><ul><li><span>1</span> Fry the onion.</li><li><span>2</span> Add the lentils.</li></ul>
      <div><p>Tip: it freezes well.</p></div></div>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Fry the onion.", "Add the lentils."]);
  });

  it("finds a method labelled 'Cooking Instructions:' and leaves a heading of links out of the last step", () => {
    const body = `<h1>Dal</h1>${LIST}<strong>Cooking Instructions:</strong><div><ol><li>Fry the onion.</li>
      <li>Serve with rice. <h2><a href="/a">MORE LENTIL DISHES &gt;&gt;&gt;</a></h2></li></ol></div>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Fry the onion.", "Serve with rice."]);
  });
});

describe("extractRecipe: method headings", () => {
  it("passes over a method word that labels a time in the facts box ('Preparation' over '35 m')", () => {
    const fact = (label: string, value: string): string => `<div class="row"><div class="label"><p>${label}</p></div><div class="value"><p>${value}</p></div></div>`;
    const body = `<h1>Dal</h1><div class="facts">${fact("Preparation", "35 m")}${fact("Cooking", "20 m")}</div>${LIST}<h2>Method</h2><p>Rinse the lentils.</p><p>Simmer them with the onion.</p>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Rinse the lentils.", "Simmer them with the onion."]);
    // A method whose steps stand beside number cells is still the method.
    const cells = `<h1>Dal</h1>${LIST}<h2>Method</h2><div><span>1</span><p>Rinse the lentils.</p><span>2</span><p>Simmer them.</p></div>`;
    expect(extractRecipe(page(cells), PAGE)?.instructions).toEqual(["Rinse the lentils.", "Simmer them."]);
  });

  it("reads a heading element that names the method and then the dish ('Preparation of the …')", () => {
    const body = `<h1>Dal</h1>${LIST}<h2>Preparation of the creamy red lentil dal with coconut</h2><p>Rinse the lentils.</p><p>Simmer them with the onion.</p>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Rinse the lentils.", "Simmer them with the onion."]);
  });

  it("reads the paragraphs under a 'Recipe: <dish>' heading as the method when nothing else names it, not a card's ingredient list", () => {
    const story = "<h2>Why this dal works</h2><p>It is a family favourite of ours.</p>";
    const body = `<h1>Dal</h1><ul><li>250 g red lentils</li><li>1 onion</li><li>1 tsp salt</li></ul>${story}<h2>Recipe: my red lentil dal</h2><p>Rinse the lentils well.</p><p>Simmer them with the onion.</p>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Rinse the lentils well.", "Simmer them with the onion."]);
    const card = `<h1>Dal</h1><h2>Recipe: my red lentil dal</h2><ul><li>250 g red lentils</li><li>1 onion, sliced</li><li>1 tsp salt</li></ul><p>Rinse the lentils and simmer them with the onion.</p>`;
    expect(extractRecipe(page(card), PAGE)?.instructions).toEqual(["Rinse the lentils and simmer them with the onion."]);
  });

  it("does not read a long blog heading 'How to make …' that names no part of the recipe as the method", () => {
    const body = `<h1>Dal</h1><p>An intro to this dal.</p><h3>How to make this creamy lentil dal from scratch</h3><p>It is easy.</p><p>You will love it.</p>${LIST}<h2>Method</h2><p>Rinse the lentils.</p><p>Simmer them.</p>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Rinse the lentils.", "Simmer them."]);
  });
});

describe("extractRecipe: section titles in text-only boxes", () => {
  it("finds sections under titles printed as a text-only div or span when no heading element names them", () => {
    const body = `<h1>Dal</h1><div class="title big">Ingredients</div><div><ul><li>250 g red lentils</li><li>1 onion</li></ul></div>
      <div class="title big">Zubereitung</div><article><p>Fry the onion, add the lentils and simmer.</p></article>`;
    expect(extractRecipe(page(body), PAGE)).toMatchObject({ ingredients: ["250 g red lentils", "1 onion"], instructions: ["Fry the onion, add the lentils and simmer."] });
  });

  it("prefers a heading element over an earlier text-only box of the same name (a tab label)", () => {
    const body = `<div class="tabs"><span>Method</span></div><p>Jump to the recipe card below.</p>${LIST}<h2>Method</h2><ol><li>Fry the onion.</li></ol>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Fry the onion."]);
  });
});

describe("extractRecipe: microdata methods", () => {
  it("reads recipe properties that stand outside any item as one loose Recipe, its title from the page", () => {
    const body = `<h1>Aglio e Olio</h1><div class="author"><span itemprop="name">Ann Cook</span></div><p itemprop="recipeYield">Serves 3</p>
      <ul><li itemprop="recipeIngredient">300 g spaghetti</li><li itemprop="recipeIngredient">4 garlic cloves</li></ul>
      <div itemprop="recipeInstructions"><p>Boil the pasta.</p><p>Toss it with the sliced garlic fried in oil.</p></div>`;
    expect(extractRecipe(page(body, "<title>Aglio e Olio | Cooks</title>"), PAGE)).toMatchObject({
      title: "Aglio e Olio",
      ingredients: ["300 g spaghetti", "4 garlic cloves"],
      instructions: ["Boil the pasta.", "Toss it with the sliced garlic fried in oil."],
      yields: "Serves 3",
    });
  });

  it("reads the panel after a method property that holds only the method's accordion label", () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Baked Lentils</h1><ul><li itemprop="recipeIngredient">250 g lentils</li></ul>
      <div class="panel-toggle" itemprop="recipeInstructions"><span>Method <i class="arrow"></i></span></div>
      <div class="panel-body"><ol><li>Rinse the lentils.</li><li>Bake them for one hour.</li></ol></div></div>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Rinse the lentils.", "Bake them for one hour."]);
  });


  it("drops the method's own heading and joins lines wrapped in the page source", () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Feijão</h1>
      <ul><li itemprop="recipeIngredient">500 g feijão</li></ul>
      <div itemprop="recipeInstructions"><h3>Modo de Preparo</h3><p>Soak the beans overnight. Cook them with the
      bay leaf for one hour.</p></div></div>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Soak the beans overnight. Cook them with the bay leaf for one hour."]);
  });

  it("reads the older property name 'instructions' as the method", () => {
    const body = `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Hummus</h1>
      <ul><li itemprop="recipeIngredient">1 can chickpeas</li></ul><h3>Preparation</h3>
      <span itemprop="instructions"><p>Blend everything until smooth.</p><p>Drizzle with oil.</p></span></div>
      <ul class="share"><li>Share</li><li>Print</li></ul>`;
    expect(extractRecipe(page(body), PAGE)?.instructions).toEqual(["Blend everything until smooth.", "Drizzle with oil."]);
  });
});

import { describe, expect, it } from "vitest";
import { extractRecipe } from "./extract-recipe";

const PAGE = "https://cooks.example/recipes/lentil-soup?utm=x";
const page = (head: string, body = ""): string => `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const ld = (obj: unknown): string => `<script type="application/ld+json">${JSON.stringify(obj)}</script>`;

describe("extractRecipe: JSON-LD", () => {
  it("reads a Recipe inside @graph with HowToSection steps, ISO times and a relative image", () => {
    const html = page(
      ld({
        "@context": "https://schema.org",
        "@graph": [
          { "@type": "WebPage", name: "Lentil soup - Cooks" },
          {
            "@type": ["Recipe", "NewsArticle"],
            name: "Red Lentil Soup",
            description: "A &amp; B <b>warming</b> soup",
            recipeIngredient: ["▢ 1 cup red lentils", "2  carrots , diced", ""],
            recipeInstructions: [
              { "@type": "HowToSection", name: "Soup", itemListElement: [{ "@type": "HowToStep", text: "Rinse the lentils." }, { "@type": "HowToStep", text: "Simmer 20 minutes." }] },
            ],
            recipeYield: ["4", "4 bowls"],
            prepTime: "PT15M",
            cookTime: "P0DT0H45M",
            image: { "@type": "ImageObject", url: "/img/soup.jpg" },
            recipeCuisine: ["Turkish"],
          },
        ],
      }) + '<link rel="canonical" href="https://cooks.example/recipes/lentil-soup">',
    );
    const r = extractRecipe(html, PAGE);
    expect(r).toMatchObject({
      title: "Red Lentil Soup",
      description: "A & B warming soup",
      ingredients: ["1 cup red lentils", "2 carrots, diced"],
      instructions: ["Soup", "Rinse the lentils.", "Simmer 20 minutes."],
      yields: "4 bowls",
      servings: 4,
      prepMin: 15,
      cookMin: 45,
      totalMin: 60,
      imageUrl: "https://cooks.example/img/soup.jpg",
      sourceUrl: "https://cooks.example/recipes/lentil-soup",
      cuisineTag: "Turkish",
    });
  });

  it("tolerates trailing commas and raw line breaks, and splits an HTML instructions string", () => {
    const raw = `<script type="application/ld+json">{"@type":"Recipe","name":"Toast",
      "recipeIngredient":["1 slice bread",],
      "recipeInstructions":"<p>Toast the bread.</p><p>Butter it.
      Eat.</p>","totalTime":"PT5M","recipeYield":2,}</script>`;
    const r = extractRecipe(page(raw), PAGE);
    expect(r?.ingredients).toEqual(["1 slice bread"]);
    expect(r?.instructions).toEqual(["Toast the bread.", "Butter it.", "Eat."]);
    expect(r?.totalMin).toBe(5);
    expect(r?.yields).toBe("2 servings");
    expect(r?.sourceUrl).toBe(PAGE);
  });

  it("fills a field JSON-LD lacks from the page's plugin markup", () => {
    const html = page(
      ld({ "@type": "Recipe", name: "Flapjacks", recipeIngredient: ["100 g oats"], recipeInstructions: ["Bake."] }),
      `<div class="wprm-recipe-container"><span class="wprm-recipe-servings-container">Servings: <span class="wprm-recipe-servings">12</span> bars</span>
       <div class="wprm-recipe-total_time-container">Total Time 1 hour 10 minutes</div>
       <ul><li class="wprm-recipe-ingredient">100 g oats</li></ul></div>`,
    );
    const r = extractRecipe(html, PAGE);
    expect(r?.yields).toBe("12 bars");
    expect(r?.totalMin).toBe(70);
  });
});

describe("extractRecipe: markup without JSON-LD", () => {
  it("reads microdata whose steps are nested HowToStep items", () => {
    const html = page(
      "",
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Pesto</h1>
       <div itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ann</span></div>
       <meta itemprop="totalTime" content="PT10M"><img itemprop="image" src="pesto.jpg">
       <ul><li itemprop="recipeIngredient">50 g basil</li><li itemprop="recipeIngredient">30 g pine nuts</li></ul>
       <ol><li itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><span itemprop="text">Blend everything.</span></li></ol></div>`,
    );
    const r = extractRecipe(html, "https://cooks.example/a/b.html");
    expect(r).toMatchObject({ title: "Pesto", ingredients: ["50 g basil", "30 g pine nuts"], instructions: ["Blend everything."], totalMin: 10 });
    expect(r?.imageUrl).toBe("https://cooks.example/a/pesto.jpg");
  });

  it("finds lists under Ingredients / Method headings and the og:image", () => {
    const html = page(
      '<meta property="og:title" content="Lemon Curd | Desserts | Jam Blog"><meta property="og:image" content="https://cdn.example/curd.jpg">',
      `<div class="post"><h2>Ingredients</h2><ul><li>3 lemons</li><li>100 g sugar</li></ul>
       <p>Serves 6</p><h2>Method</h2><div><h4>Curd</h4><ol><li>Zest and juice the lemons.</li><li>Whisk over heat.</li></ol></div>
       <h2>Comments</h2><ul><li>Lovely!</li></ul></div>`,
    );
    const r = extractRecipe(html, PAGE);
    expect(r).toMatchObject({
      title: "Lemon Curd",
      ingredients: ["3 lemons", "100 g sugar"],
      instructions: ["Zest and juice the lemons.", "Whisk over heat."],
      servings: 6,
      imageUrl: "https://cdn.example/curd.jpg",
    });
  });

  it("returns null for a page that is not a recipe", () => {
    expect(extractRecipe(page("<title>About us</title>", "<p>We love food.</p>"), PAGE)).toBeNull();
  });
});

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

/** The recipe the test site publishes (JSON-LD schema.org/Recipe), for assertions. */
export const TEST_RECIPE = {
  name: "Sunday Buttermilk Pancakes",
  ingredients: ["1 1/2 cups flour", "2 eggs", "1 1/4 cups buttermilk", "2 tbsp sugar", "1 tsp baking powder", "1 pinch salt"],
  steps: [
    "Whisk the flour, sugar, baking powder and salt.",
    "Beat the eggs into the buttermilk, then stir into the dry mix.",
    "Cook ladlefuls on a hot buttered pan until golden on both sides.",
  ],
};

/** A flat-colour PNG with a darker band, so a screenshot shows which picture is which. */
async function png(width: number, height: number, rgb: [number, number, number]): Promise<Buffer> {
  const band = await sharp({
    create: { width, height: Math.round(height / 4), channels: 3, background: { r: rgb[0] / 2, g: rgb[1] / 2, b: rgb[2] / 2 } },
  })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } } })
    .composite([{ input: band, top: Math.round((height * 3) / 8), left: 0 }])
    .png()
    .toBuffer();
}

function recipePage(base: string): string {
  const ld = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: TEST_RECIPE.name,
    description: "Light, tall pancakes for a slow weekend breakfast.",
    image: `${base}/img/pancakes.png`,
    recipeYield: "4 servings",
    totalTime: "PT45M",
    recipeCuisine: "American",
    recipeIngredient: TEST_RECIPE.ingredients,
    recipeInstructions: TEST_RECIPE.steps.map((text) => ({ "@type": "HowToStep", text })),
  };
  return `<!doctype html><html><head><meta charset="utf-8"><title>${TEST_RECIPE.name}</title>
<script type="application/ld+json">${JSON.stringify(ld)}</script></head>
<body><h1>${TEST_RECIPE.name}</h1><p>Our family's favourite.</p></body></html>`;
}

/**
 * A small recipe web site on 127.0.0.1 for import tests: /pancakes (a page with a JSON-LD Recipe
 * whose image is /img/pancakes.png), /img/pancakes.png (amber) and /img/berries.png (purple, for
 * the image-URL edit). Start the app with FETCH_ALLOW_PRIVATE=127.0.0.1:{port} so its SSRF guard
 * lets it in.
 */
export async function startRecipeSite() {
  const images: Record<string, Buffer> = {
    "/img/pancakes.png": await png(800, 600, [232, 170, 80]),
    "/img/berries.png": await png(800, 600, [120, 60, 160]),
  };
  let base = "";
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    requests.push(path);
    if (path === "/pancakes") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(recipePage(base));
    } else if (images[path]) {
      res.writeHead(200, { "content-type": "image/png", "content-length": images[path].length }).end(images[path]);
    } else {
      res.writeHead(404, { "content-type": "text/plain" }).end("not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  return { base, port, requests, images, close: () => new Promise<void>((r) => server.close(() => r())) };
}

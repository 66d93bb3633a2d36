import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { loadConfig } from "../kernel/config/env";
import { createUserUrlFetch } from "../lib/user-url-fetch";
import { extractRecipe } from "../modules/recipes/import/extract-recipe";
import { PAGE_MAX_BYTES, PAGE_TIMEOUT_MS } from "../modules/recipes/import-service";
import { decodeHtml } from "../modules/recipes/page-charset";
import { parseIngredientRecord } from "./parse-ingredients";

/**
 * `import-recipe <file.html|url> [--url URL]`: extracts the recipe of a saved page (or fetches a
 * URL through the same SSRF-guarded fetch as the app, FETCH_ALLOW_PRIVATE honoured) and prints one
 * JSON object: {title, description, ingredients: [{line, qty, qtyMax, unit, ingredient, note}],
 * instructions, servings, prepMin, cookMin, totalMin, imageUrl, sourceUrl, cuisineTag}.
 * `--url` names the page's address for a saved file (relative links and sourceUrl).
 * Exit 1 with a message on stderr when there is no recipe or the page cannot be read; 2 on bad usage.
 */
export async function importRecipeCommand(args: string[]): Promise<number> {
  const urlFlag = args.indexOf("--url");
  const pageUrlArg = urlFlag >= 0 ? args[urlFlag + 1] : undefined;
  const target = args.find((a, i) => !a.startsWith("--") && (urlFlag < 0 || i !== urlFlag + 1));
  if (!target || (urlFlag >= 0 && !pageUrlArg)) {
    process.stderr.write("Usage: npm run cli -- import-recipe <file.html|url> [--url URL]\n");
    return 2;
  }
  let html: string;
  let pageUrl: string;
  if (/^https?:\/\//i.test(target)) {
    const res = (
      await createUserUrlFetch(loadConfig(process.env))(target, {
        accept: "text/html",
        maxBytes: PAGE_MAX_BYTES,
        timeoutMs: PAGE_TIMEOUT_MS,
      })
    ).assertOk();
    html = decodeHtml(res.body, res.headers["content-type"]);
    pageUrl = pageUrlArg ?? res.url;
  } else {
    html = decodeHtml(await readFile(target));
    pageUrl = pageUrlArg ?? pathToFileURL(path.resolve(target)).href;
  }
  const r = extractRecipe(html, pageUrl);
  if (!r) {
    process.stderr.write(`No recipe found in ${target}\n`);
    return 1;
  }
  const out = {
    title: r.title,
    description: r.description,
    ingredients: r.ingredients.map(parseIngredientRecord).filter((i) => i !== null),
    instructions: r.instructions,
    servings: r.servings,
    prepMin: r.prepMin,
    cookMin: r.cookMin,
    totalMin: r.totalMin,
    imageUrl: r.imageUrl,
    sourceUrl: r.sourceUrl,
    cuisineTag: r.cuisineTag,
  };
  process.stdout.write(`${JSON.stringify(out)}\n`);
  return 0;
}

import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * Stored-XSS payloads for the browser test (issue 9 item 3). Each payload carries a label so a
 * failure names the field it came from: a script that runs sets `window.__xss` to the label and
 * opens an alert (a Playwright `dialog` event).
 */

/** An `<img>` whose error handler would run (the classic Mealie #5677 / Tandoor CVE-2022-23074 shape). */
export const imgPayload = (label: string) => `<img src=x onerror="window.__xss='${label}';alert('${label}')">`;

/** An `<svg>` whose load handler would run. */
export const svgPayload = (label: string) => `<svg onload="window.__xss='${label}';alert('${label}')">`;

/** A `javascript:` URL for link fields. */
export const jsUrl = (label: string) => `javascript:window.__xss='${label}';alert('${label}')`;

/** A template expression a client-side template engine would evaluate to 49. */
export const TEMPLATE = "{{7*7}}";

/**
 * A hostile text for a field: readable words first (`words`, e.g. a food name so the app's
 * matching still finds it), then an attribute breakout (`"'>`), a tag payload and a template.
 * React must show all of it literally. About 75 characters with a 5-letter label and no words.
 */
export function hostile(label: string, words = label, kind: "img" | "svg" = "img"): string {
  return `${words} "'>${kind === "img" ? imgPayload(label) : svgPayload(label)} ${TEMPLATE}`;
}

/** JSON for a `<script type="application/ld+json">` block: `<` escaped so the payloads survive as data. */
const ldJson = (value: unknown) => JSON.stringify(value).replace(/</g, "\\u003c");

/** A recipe page whose JSON-LD and HTML carry the payloads, including `javascript:` in url fields. */
function hostileRecipePage(): string {
  const ld = {
    "@context": "https://schema.org",
    "@type": "Recipe",
    name: `Imported pie ${imgPayload("ititle")} ${TEMPLATE}`,
    description: `Imported description ${svgPayload("idesc")} &lt;img src=x onerror="window.__xss='ientity'"&gt;`,
    url: jsUrl("iurl"),
    mainEntityOfPage: jsUrl("ientity2"),
    image: { "@type": "ImageObject", url: jsUrl("iimage") },
    author: { "@type": "Person", name: imgPayload("iauthor"), url: jsUrl("iauthorurl") },
    recipeCuisine: `Mystery ${imgPayload("icuisine")}`,
    recipeYield: "4 servings",
    prepTime: "PT10M",
    cookTime: "PT30M",
    recipeIngredient: [`2 cups flour ${imgPayload("iflour")}`, `1 tsp salt ${TEMPLATE}`, `3 eggs ${svgPayload("ieggs")}`],
    recipeInstructions: [
      { "@type": "HowToStep", text: `Mix the flour ${imgPayload("istep1")} with the salt.`, url: jsUrl("istepurl") },
      { "@type": "HowToStep", text: `Bake until golden ${TEMPLATE} minutes.` },
    ],
  };
  return `<!doctype html><html><head><meta charset="utf-8">
<title>Imported pie ${imgPayload("ihtmltitle")}</title>
<link rel="canonical" href="${jsUrl("icanonical").replace(/"/g, "&quot;")}">
<meta property="og:url" content="${jsUrl("iogurl").replace(/"/g, "&quot;")}">
<meta property="og:image" content="${jsUrl("iogimage").replace(/"/g, "&quot;")}">
<script type="application/ld+json">${ldJson(ld)}</script></head>
<body><h1>Imported pie <img src=x onerror="window.__xss='ihtmlh1'"></h1>
<p><a href="javascript:window.__xss='ihtmllink'">Print</a></p>
<script>window.__xss = 'page-script';</script></body></html>`;
}

/**
 * A hostile recipe site on 127.0.0.1: `/hostile-pie` serves the page above. Start the app with
 * FETCH_ALLOW_PRIVATE=127.0.0.1:{port} so its SSRF guard lets this one address in.
 */
export async function startHostileRecipeSite() {
  const requests: string[] = [];
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0];
    requests.push(path);
    if (path === "/hostile-pie") res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(hostileRecipePage());
    else res.writeHead(404, { "content-type": "text/plain" }).end("not found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    base: `http://127.0.0.1:${port}`,
    port,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

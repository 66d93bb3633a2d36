/**
 * The local recipe illustration (no image model needed): a plate seen from above with the
 * recipe's key ingredients drawn in their colours — a sauce pool, a bed of pasta or rice, pieces,
 * slices, leaves and specks — composed deterministically from the recipe.
 */
import { createHash } from "node:crypto";
import { openImage } from "./image-file";
import { lookOf, type FoodLook } from "./illustration-palette";
import type { Storage } from "../kernel/ports/storage";

import { RECIPE_IMAGE_QUALITY, storeRecipeImage } from "./recipe-images";
/** What the illustration is made from: the recipe title (only seeds the layout) and its ingredient lines. */
export interface IllustrationInput {
  title: string;
  ingredients: string[];
}

/** Canvas size, px (4:3, like recipe photos). */
const W = 800;
const H = 600;
const CX = W / 2;
const CY = H / 2;
/** Radius of the plate's food area, px. */
const FOOD_R = 180;
/** At most this many ingredients are drawn (more makes a muddle). */
const MAX_DRAWN = 7;

/** Soft table colours (background, cloth stripe), picked by the recipe's hash. */
const TABLES: [string, string][] = [
  ["#fef3c7", "#fde68a"],
  ["#e0f2fe", "#bae6fd"],
  ["#f5f5f4", "#e7e5e4"],
  ["#ecfccb", "#d9f99d"],
  ["#fce7f3", "#fbcfe8"],
  ["#ede9fe", "#ddd6fe"],
];

/** A small deterministic PRNG (mulberry32) → numbers in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number) => n.toFixed(1);

/** A random point on the food area (uniform over the disc of radius `r`). */
function spot(rand: () => number, r = FOOD_R): [number, number] {
  const a = rand() * Math.PI * 2;
  const d = Math.sqrt(rand()) * r;
  return [CX + Math.cos(a) * d, CY + Math.sin(a) * d];
}

/** SVG elements for one ingredient (colours come only from the palette tables: no user text). */
function draw(look: FoodLook, rand: () => number): string {
  const c = look.color;
  const out: string[] = [];
  switch (look.shape) {
    case "sauce": {
      const [x, y] = spot(rand, 40);
      out.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(150 + rand() * 30)}" ry="${f(130 + rand() * 30)}" fill="${c}" opacity="0.75"/>`);
      break;
    }
    case "strands":
      for (let i = 0; i < 16; i++) {
        const [x, y] = spot(rand, 110);
        const len = 60 + rand() * 60;
        const a = rand() * Math.PI;
        const dx = Math.cos(a) * len;
        const dy = Math.sin(a) * len;
        out.push(`<path d="M${f(x - dx / 2)} ${f(y - dy / 2)} q${f(dx / 4 + 18)} ${f(dy / 4 - 18)} ${f(dx / 2)} ${f(dy / 2)} t${f(dx / 2)} ${f(dy / 2)}" stroke="${c}" stroke-width="9" fill="none" stroke-linecap="round"/>`);
      }
      break;
    case "mound":
      out.push(`<circle cx="${CX}" cy="${CY}" r="${f(120 + rand() * 20)}" fill="${c}"/>`);
      for (let i = 0; i < 40; i++) {
        const [x, y] = spot(rand, 115);
        out.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="5" ry="2.5" fill="#ffffff" opacity="0.6" transform="rotate(${f(rand() * 180)} ${f(x)} ${f(y)})"/>`);
      }
      break;
    case "pieces":
      for (let i = 0; i < 4; i++) {
        const [x, y] = spot(rand, 130);
        const w = 46 + rand() * 24;
        out.push(`<rect x="${f(x - w / 2)}" y="${f(y - w / 3)}" width="${f(w)}" height="${f((w * 2) / 3)}" rx="14" fill="${c}" stroke="#00000033" stroke-width="3" transform="rotate(${f(rand() * 90)} ${f(x)} ${f(y)})"/>`);
      }
      break;
    case "slices":
      for (let i = 0; i < 5; i++) {
        const [x, y] = spot(rand, 150);
        const r = 16 + rand() * 12;
        out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${c}" stroke="#00000022" stroke-width="2"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.55)}" fill="#ffffff" opacity="0.25"/>`);
      }
      break;
    case "leaves":
      for (let i = 0; i < 7; i++) {
        const [x, y] = spot(rand, 160);
        out.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="16" ry="7" fill="${c}" transform="rotate(${f(rand() * 180)} ${f(x)} ${f(y)})"/>`);
      }
      break;
    case "wedges":
      for (let i = 0; i < 4; i++) {
        const [x, y] = spot(rand, 140);
        out.push(`<path d="M${f(x)} ${f(y - 18)} l20 34 h-40 z" fill="${c}" stroke="#00000022" stroke-width="2" transform="rotate(${f(rand() * 360)} ${f(x)} ${f(y)})"/>`);
      }
      break;
    case "egg": {
      const [x, y] = spot(rand, 90);
      out.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="52" ry="44" fill="#ffffff" stroke="#00000014" stroke-width="2"/><circle cx="${f(x + 4)}" cy="${f(y - 2)}" r="19" fill="#f59e0b"/>`);
      break;
    }
    case "crumbs":
      for (let i = 0; i < 18; i++) {
        const [x, y] = spot(rand, 165);
        out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(6 + rand() * 5)}" fill="${c}"/>`);
      }
      break;
    case "specks":
      for (let i = 0; i < 30; i++) {
        const [x, y] = spot(rand, 170);
        out.push(`<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.5 + rand() * 1.5)}" fill="${c}"/>`);
      }
      break;
  }
  return out.join("");
}

/** The drawn ingredients: distinct foods that say something about the dish, most telling first. */
function keyLooks(ingredients: string[], hashOf: (s: string) => number): FoodLook[] {
  const seen = new Set<string>();
  const looks: FoodLook[] = [];
  for (const line of ingredients) {
    const look = lookOf(line, hashOf(line));
    if (look.weight <= 0 || look.key === "" || seen.has(look.key)) continue;
    seen.add(look.key);
    looks.push(look);
  }
  // Stable sort: by weight (descending), ties keep the recipe's order (main ingredients come first).
  return looks.sort((a, b) => b.weight - a.weight).slice(0, MAX_DRAWN);
}

/**
 * An SVG (800×600) of the recipe on a plate: each key ingredient drawn in its colour and shape
 * (illustration-palette.ts), layered sauces → beds → pieces → garnish. Same input → the same SVG
 * (the layout is seeded by a SHA-256 of title and ingredients); no input text appears in it.
 * Input: { title, ingredients: ingredient lines or names }. Output: SVG markup.
 */
export function recipeIllustrationSvg(recipe: IllustrationInput): string {
  const digest = createHash("sha256").update(JSON.stringify([recipe.title.trim().toLowerCase(), recipe.ingredients])).digest();
  const rand = prng(digest.readUInt32BE(0));
  const hashOf = (s: string) => createHash("sha256").update(s).digest().readUInt32BE(0);
  const [bg, stripe] = TABLES[digest[4] % TABLES.length];
  const looks = keyLooks(recipe.ingredients, hashOf).sort((a, b) => a.layer - b.layer);
  const food = looks.map((look) => draw(look, rand)).join("");
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">` +
    `<rect width="${W}" height="${H}" fill="${bg}"/>` +
    `<rect y="${H - 90}" width="${W}" height="40" fill="${stripe}"/>` +
    `<ellipse cx="${CX + 8}" cy="${CY + 14}" rx="258" ry="252" fill="#0000001a"/>` +
    `<circle cx="${CX}" cy="${CY}" r="255" fill="#fafaf9" stroke="#e7e5e4" stroke-width="4"/>` +
    `<circle cx="${CX}" cy="${CY}" r="205" fill="#ffffff" stroke="#f5f5f4" stroke-width="6"/>` +
    food +
    `<rect x="70" y="150" width="14" height="300" rx="7" fill="#a8a29e"/>` +
    `<rect x="716" y="150" width="14" height="300" rx="7" fill="#a8a29e"/>` +
    `</svg>`
  );
}

/**
 * Render the recipe's illustration to WebP with sharp (SVG rasterised by librsvg) and store it as
 * a recipe image of `householdId`, like a normalised upload.
 * Output: the same-origin image URL ("/api/images/{householdId}/{uuid}.webp").
 */
export async function storeRecipeIllustration(deps: { storage: Storage }, householdId: string, recipe: IllustrationInput): Promise<string> {
  const webp = await renderIllustrationWebp(recipe);
  return storeRecipeImage(deps.storage, householdId, webp);
}

/** The illustration as WebP bytes (800×600), rendered through openImage like every decode. */
export async function renderIllustrationWebp(recipe: IllustrationInput): Promise<Buffer> {
  const svg = await openImage(Buffer.from(recipeIllustrationSvg(recipe)));
  return svg.webp({ quality: RECIPE_IMAGE_QUALITY }).toBuffer();
}

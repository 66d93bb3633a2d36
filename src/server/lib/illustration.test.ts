import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { sniffImage } from "./image-file";
import { createMemoryStorage } from "./storage";
import { recipeIllustrationSvg, renderIllustrationWebp, storeRecipeIllustration } from "./illustration";

const pasta = { title: "Tomato basil spaghetti", ingredients: ["400 g spaghetti", "6 ripe tomatoes", "1 bunch fresh basil", "2 tbsp olive oil", "salt"] };
const salad = { title: "Spinach and pea salad", ingredients: ["200 g baby spinach", "1 cup peas", "1 cucumber", "2 tbsp olive oil"] };
const omelette = { title: "Cheese omelette", ingredients: ["3 eggs", "50 g cheddar", "1 tbsp butter", "chives"] };

/** Share of pixels whose colour is clearly of one hue family (on raw RGB). */
async function shareOf(webp: Buffer, test: (r: number, g: number, b: number) => boolean): Promise<number> {
  const { data, info } = await sharp(webp).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let n = 0;
  for (let i = 0; i < data.length; i += info.channels) if (test(data[i], data[i + 1], data[i + 2])) n++;
  return n / (info.width * info.height);
}
const isRed = (r: number, g: number, b: number) => r > 170 && g < 90 && b < 90;
const isGreen = (r: number, g: number, b: number) => g > 120 && r < 100 && b < 110;

describe("recipe illustration", () => {
  it("draws the same recipe the same way, and different recipes differently", async () => {
    expect(recipeIllustrationSvg(pasta)).toBe(recipeIllustrationSvg({ ...pasta, ingredients: [...pasta.ingredients] }));
    expect((await renderIllustrationWebp(pasta)).equals(await renderIllustrationWebp(pasta))).toBe(true);
    const pictures = new Set([pasta, salad, omelette].map((r) => recipeIllustrationSvg(r)));
    expect(pictures.size).toBe(3);
    expect((await renderIllustrationWebp(pasta)).equals(await renderIllustrationWebp(salad))).toBe(false);
    // Same ingredients, another title: another arrangement.
    expect(recipeIllustrationSvg({ ...pasta, title: "Summer spaghetti" })).not.toBe(recipeIllustrationSvg(pasta));
  });

  it("colours the ingredients as they look: tomatoes red, greens green", async () => {
    const pastaPic = await renderIllustrationWebp(pasta);
    const saladPic = await renderIllustrationWebp(salad);
    expect(await shareOf(pastaPic, isRed)).toBeGreaterThan(0.002);
    expect(await shareOf(saladPic, isRed)).toBe(0);
    expect(await shareOf(saladPic, isGreen)).toBeGreaterThan(await shareOf(pastaPic, isGreen));
  });

  it("renders no recipe text as markup", () => {
    const svg = recipeIllustrationSvg({ title: '<script>alert("t")</script>', ingredients: ['"><image href="http://evil.example/x.png"/>', "</svg><script>x()</script>", "2 tomatoes"] });
    expect(svg).not.toMatch(/script|evil|href|alert/i);
    expect(svg.match(/<svg/g)).toHaveLength(1);
    expect(svg.endsWith("</svg>")).toBe(true);
  });

  it("draws a plain plate for a recipe without ingredients", async () => {
    const webp = await renderIllustrationWebp({ title: "Mystery", ingredients: [] });
    expect((await sharp(webp).metadata()).format).toBe("webp");
  });

  it("stores a WebP image and returns its same-origin URL", async () => {
    const storage = createMemoryStorage();
    const hh = "33333333-3333-4333-8333-333333333333";
    const imageUrl = await storeRecipeIllustration({ storage }, hh, omelette);
    expect(imageUrl).toMatch(new RegExp(`^/api/images/${hh}/[0-9a-f-]{36}\\.webp$`));
    const stored = await storage.get(imageUrl.replace(/^\/api\/images\//, "recipe-images/"));
    expect(stored?.contentType).toBe("image/webp");
    expect(sniffImage(stored!.bytes)).toBe("webp");
    const meta = await sharp(stored!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["webp", 800, 600]);
  });
});

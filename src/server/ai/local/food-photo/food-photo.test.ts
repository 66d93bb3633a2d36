import { describe, expect, it } from "vitest";
import type { LookedUpProduct } from "../../../../shared/schemas/products";
import { foodsFromLabel, ocrConfidence01 } from "./label-foods";
import { photoCategoryFor } from "./photo-category";
import { productCodeOf, recognizeFoodLocally } from "./recognize-food";

describe("photoCategoryFor", () => {
  it("maps the pantry categories directly", () => {
    expect(photoCategoryFor("produce", "Bananas")).toBe("Produce");
    expect(photoCategoryFor("dairy", "Butter")).toBe("Dairy & Eggs");
    expect(photoCategoryFor("meat", "Chicken breast")).toBe("Proteins");
    expect(photoCategoryFor("frozen", "Frozen peas")).toBe("Frozen");
    expect(photoCategoryFor("beverages", "Cola")).toBe("Beverages");
    expect(photoCategoryFor("snacks", "Crisps")).toBe("Snacks");
    expect(photoCategoryFor("other", "Kitchen roll")).toBe("Item");
    expect(photoCategoryFor("item")).toBe("Item");
  });

  it("splits the pantry category with the food knowledge base", () => {
    expect(photoCategoryFor("pantry", "Basmati rice")).toBe("Grains & Pasta");
    expect(photoCategoryFor("pantry", "Spaghetti")).toBe("Grains & Pasta");
    expect(photoCategoryFor("pantry", "Red lentils")).toBe("Grains & Pasta");
    expect(photoCategoryFor("pantry", "Sourdough bread")).toBe("Bakery");
    expect(photoCategoryFor("pantry", "Olive oil")).toBe("Spices & Sauces");
    expect(photoCategoryFor("pantry", "Dried basil")).toBe("Spices & Sauces");
    expect(photoCategoryFor("pantry", "Tomato ketchup")).toBe("Spices & Sauces");
    expect(photoCategoryFor("pantry", "Tuna chunks in spring water")).toBe("Canned & Jarred");
    expect(photoCategoryFor("pantry", "Canned black beans")).toBe("Canned & Jarred");
    expect(photoCategoryFor("pantry", "Cream of tomato soup")).toBe("Canned & Jarred");
    expect(photoCategoryFor("pantry", "Cashews")).toBe("Snacks");
    expect(photoCategoryFor("pantry", "Xyzzy")).toBe("Item");
  });
});

describe("foodsFromLabel", () => {
  it("reads the product from the front of the pack, with sizes dropped from the name", () => {
    expect(foodsFromLabel("Heinz\nTomato Ketchup\n570g\nIngredients: tomatoes, vinegar, sugar", 93)).toEqual([
      { name: "Tomato Ketchup", category: "Spices & Sauces", confidence: 0.84, qty: 1, unit: "ea" },
    ]);
    expect(foodsFromLabel("COCA-COLA 6 x 330ml", 0.9)).toEqual([
      { name: "Coca-Cola", category: "Beverages", confidence: 0.81, qty: 1, unit: "ea" },
    ]);
  });

  it("reads a name broken over two lines as one food", () => {
    expect(foodsFromLabel("PEANUT\nBUTTER\nsmooth", 88)).toEqual([
      { name: "Peanut Butter", category: "Spices & Sauces", confidence: 0.79, qty: 1, unit: "ea" },
    ]);
  });

  it("is unsure (< 0.5) about partial matches and poor OCR, and ranks the best first", () => {
    const items = foodsFromLabel("HONEY NUT\nCHEERIOS\nwhole grain oats", 85);
    expect(items[0]).toMatchObject({ name: "Cheerios", category: "Grains & Pasta" });
    expect(items[0].confidence).toBeGreaterThanOrEqual(0.5);
    for (const i of items.slice(1)) expect(i.confidence).toBeLessThan(0.5);
    expect(items.length).toBeLessThanOrEqual(3);
    for (const i of foodsFromLabel("Whole Milk", 40)) expect(i.confidence).toBeLessThan(0.5);
  });

  it("finds nothing in nutrition tables, ingredient lists, noise or empty text", () => {
    expect(foodsFromLabel("Nutrition Facts\nServing size 1 cup\nTotal Fat 2g", 90)).toEqual([]);
    expect(foodsFromLabel("INGREDIENTS: WHEAT FLOUR, SUGAR, EGGS", 90)).toEqual([]);
    expect(foodsFromLabel("II|l1 ;; eg ~~ ::\n4 006381 333931", 30)).toEqual([]);
    expect(foodsFromLabel("", 0)).toEqual([]);
  });

  it("takes OCR confidence as 0–100 or 0–1", () => {
    expect(ocrConfidence01(91)).toBe(0.91);
    expect(ocrConfidence01(0.5)).toBe(0.5);
    expect(ocrConfidence01(Number.NaN)).toBe(0);
  });
});

describe("recognizeFoodLocally", () => {
  const product = { id: "00000000-0000-4000-8000-000000000001", name: "Greek Yogurt", category: "dairy" } as LookedUpProduct;
  const readers = (barcode: { text: string; format: string } | null, text = "") => ({
    decodeBarcode: async () => barcode,
    readText: async () => ({ text, confidence: 90 }),
  });

  it("uses only product barcodes", () => {
    expect(productCodeOf({ text: "5901234123457", format: "EAN-13" })).toBe("5901234123457");
    expect(productCodeOf({ text: "036000291452", format: "UPC-A" })).toBe("036000291452");
    expect(productCodeOf({ text: "96385074", format: "EAN8" })).toBe("96385074");
    expect(productCodeOf({ text: "5901234123457", format: "QRCode" })).toBeNull();
    expect(productCodeOf({ text: "ABC-123", format: "Code128" })).toBeNull();
    expect(productCodeOf(null)).toBeNull();
  });

  it("answers a known barcode, else the label, else none", async () => {
    const lookups: string[] = [];
    const ctx = { lookupBarcode: async (code: string) => (lookups.push(code), code === "5901234123457" ? product : null) };
    expect(await recognizeFoodLocally(Buffer.from("x"), ctx, readers({ text: "5901234123457", format: "EAN-13" }, "Spaghetti"))).toEqual({
      method: "barcode",
      items: [{ name: "Greek Yogurt", category: "Dairy & Eggs", confidence: 0.95, qty: 1, unit: "ea" }],
    });
    const label = await recognizeFoodLocally(Buffer.from("x"), ctx, readers({ text: "4006381333931", format: "EAN-13" }, "Spaghetti"));
    expect(label).toMatchObject({ method: "label", items: [{ name: "Spaghetti" }] });
    expect(lookups).toEqual(["5901234123457", "4006381333931"]);
    expect(await recognizeFoodLocally(Buffer.from("x"), ctx, readers(null, "hello world"))).toEqual({ items: [], method: "none" });
  });

  it("names an unknown product barcode so the person can name it, with or without label foods", async () => {
    const ctx = { lookupBarcode: async () => null };
    const unknown = { text: "4006381333931", format: "EAN-13" };
    expect(await recognizeFoodLocally(Buffer.from("x"), ctx, readers(unknown, "hello world"))).toEqual({
      items: [],
      method: "none",
      unknownBarcode: "4006381333931",
    });
    expect(await recognizeFoodLocally(Buffer.from("x"), ctx, readers(unknown, "Spaghetti"))).toMatchObject({
      method: "label",
      unknownBarcode: "4006381333931",
    });
    expect(await recognizeFoodLocally(Buffer.from("x"), ctx, readers({ text: "hi", format: "QRCode" }, ""))).toEqual({
      items: [],
      method: "none",
    });
  });

  it("reports failing readers and carries on", async () => {
    const errors: string[] = [];
    const result = await recognizeFoodLocally(
      Buffer.from("x"),
      { lookupBarcode: async () => null, onError: (_e, stage) => errors.push(stage) },
      { decodeBarcode: async () => Promise.reject(new Error("wasm")), readText: async () => ({ text: "Basmati rice", confidence: 95 }) },
    );
    expect(result).toMatchObject({ method: "label", items: [{ name: "Basmati rice", category: "Grains & Pasta" }] });
    expect(errors).toEqual(["barcode"]);
  });
});

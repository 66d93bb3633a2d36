import { describe, expect, it } from "vitest";
import { nameDietTags } from "../domain/diet-tags";
import { classifyProduct } from "./match";

/**
 * Grocery knowledge of the third pass of issue 22 item 1 (written from shop shelves, not from the
 * bench file): dishes from the freezer, flavours written after the product, produce parts, can
 * wording, snack-aisle nuts and sticks, supplements, one-aisle brands. [name, food id or null,
 * SPEC category] as a grocer would file them.
 */
type Case = [name: string, food: string | null, category: string];

const expectFiled = ([name, food, category]: Case) => {
  const got = classifyProduct(name);
  expect({ name, food: got.food?.id ?? null, category: got.category }).toEqual({ name, food, category });
};

describe("named dishes come from the freezer, and keep their foods for diet flags", () => {
  it.each<Case>([
    ["Beef Stroganoff", "stewing-beef", "frozen"],
    ["General Tso's Chicken", "chicken", "frozen"],
    ["Five Cheese Lasagna", "lasagna", "frozen"],
    ["Vegetable Fried Rice", "rice", "frozen"],
    ["Cheese Blintzes", null, "frozen"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("leaves the sauce, noodles and seasoning for a dish in the pantry", () => {
    for (const name of [
      "Tikka Masala Simmer Sauce",
      "Lo Mein Noodles",
      "Chicken Fried Rice Seasoning",
      "Hamburger Helper Cheeseburger Macaroni",
    ]) {
      expect(classifyProduct(name).category, name).toBe("pantry");
    }
  });

  it("still flags the meat in a dish name", () => {
    expect(nameDietTags("Beef Stroganoff").has("meat")).toBe(true);
    expect(nameDietTags("General Tso's Chicken").has("poultry")).toBe(true);
  });
});

describe("a flavour or variety written after the product", () => {
  it.each<Case>([
    ["Granola Bars Peanut Butter", "cereal-bar", "snacks"],
    ["Protein Bars Birthday Cake", "cereal-bar", "snacks"],
    ["Ramen Noodle Soup Chicken", "instant-noodles", "pantry"],
    ["Stuffing Mix Chicken", "stuffing-mix", "pantry"],
    ["Pot Stickers Pork", "dumplings", "frozen"],
    ["Dark Chocolate Mint", "dark-chocolate", "snacks"],
    ["Milk Chocolate Truffles", "chocolate", "snacks"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("reads plural nuts after a flavour in the usual English order", () => {
    expectFiled(["Tamari Almonds", "almonds", "snacks"]);
    expectFiled(["Everything Bagel Almonds", "almonds", "snacks"]);
  });
});

describe("parts and shapes of produce, and cut descriptors", () => {
  it.each<Case>([
    ["Garlic Peeled Cloves", "garlic", "produce"],
    ["Watermelon Chunks", "watermelon", "produce"],
    ["Parsley Flakes", "parsley", "pantry"],
    ["Bone-In Chicken Thighs", "chicken-thigh", "meat"],
    ["Tail-On Shrimp", "shrimp", "meat"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("the can, the jar and the freezer by their wording", () => {
  it.each<Case>([
    ["Chunk Light Tuna in Water", "tuna", "pantry"],
    ["Canned Chicken", "chicken", "pantry"],
    ["Sweet Peas No Salt Added", "frozen-peas", "pantry"],
    ["Mushrooms Stems & Pieces", "mushroom", "pantry"],
    ["Pickled Jalapeños", "jalapeno", "pantry"],
    ["Pineapple Tidbits", "pineapple", "pantry"],
    ["Vienna Sausage", "canned-meat", "pantry"],
    ["Cooking Wine", "wine", "pantry"],
    ["Orange Juice Concentrate", "orange-juice", "frozen"],
    ["Steamable Green Beans", "green-beans", "frozen"],
    ["Ezekiel Sprouted Bread", "bread", "frozen"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("keeps drinks in a can, juice from concentrate and chicken chunks where they were", () => {
    expectFiled(["Canned Cola", "cola", "beverages"]);
    expectFiled(["Lemon Juice from Concentrate", "lemon-juice", "pantry"]);
    expectFiled(["Chicken Chunks", "chicken", "meat"]);
    expectFiled(["Red Wine", "wine", "beverages"]);
  });
});

describe("the snack aisle", () => {
  it.each<Case>([
    ["Raw Almonds", "almonds", "snacks"],
    ["Apricots Dried", "apricot", "snacks"],
    ["Salami Sticks", "salami", "snacks"],
    ["Caramels", "caramel", "snacks"],
    ["Chocolate Syrup", "dessert-topping", "snacks"],
    ["Pico de Gallo", "salsa", "snacks"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("keeps baking nuts, jarred salsa and surimi sticks out of it", () => {
    expectFiled(["Pecan Halves", "pecans", "pantry"]);
    expectFiled(["Chunky Salsa", "salsa", "pantry"]);
    expectFiled(["Crab Sticks", "crab-sticks", "meat"]);
  });
});

describe("supplements and other non-food in food-like forms", () => {
  it("files gummies, capsules and beauty waters as items", () => {
    for (const name of ["Vitamin C Gummies", "Turmeric Capsules", "Micellar Water", "Hair Oil"]) {
      expect(classifyProduct(name), name).toMatchObject({ food: null, category: "item" });
    }
  });

  it("keeps the foods those words come from", () => {
    expectFiled(["Gummy Bears", "gummy-sweets", "snacks"]);
    expectFiled(["Ground Turmeric", "turmeric", "pantry"]);
    expectFiled(["Orange Juice Calcium & Vitamin D", "orange-juice", "beverages"]);
    expectFiled(["Hush Puppies", "fries", "frozen"]);
  });
});

describe("one-aisle brands and drink containers", () => {
  it("files a flavour under a one-aisle brand in that aisle", () => {
    expectFiled(["Snapple Peach", "peach", "beverages"]);
    expectFiled(["Chobani Blueberry", "blueberry", "dairy"]);
    expectFiled(["Jack Link's Original", null, "snacks"]);
  });

  it("drops the brand when the name says what the product is", () => {
    expectFiled(["Chobani Greek Yogurt", "greek-yogurt", "dairy"]);
  });

  it("files an unknown product sold in bottles as a drink", () => {
    expectFiled(["Zephyr Variety Bottles", null, "beverages"]);
  });
});

describe("baby, pack-size and drink-mix wording", () => {
  it.each<Case>([
    ["Toddler Yogurt Melts", "baby-snacks", "pantry"],
    ["Snack Pack Apple Slices", "apple", "produce"],
    ["Flour Tortillas Burrito Size", "tortilla", "pantry"],
    ["Pina Colada Mix", "cordial", "beverages"],
    ["Matcha Latte Mix", null, "beverages"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

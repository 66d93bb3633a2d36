import { describe, expect, it } from "vitest";
import { namesMatch } from "../domain/ingredient-match";
import { categoryFor, classifyProduct, matchFood } from "./match";

/** [name, food id or null, SPEC category] as a shopper would expect them filed. */
type Case = [name: string, food: string | null, category: string];

const expectFiled = ([name, food, category]: Case) => {
  const got = classifyProduct(name);
  expect({ name, food: got.food?.id ?? null, category: got.category }).toEqual({ name, food, category });
};

describe("the head of the name says what the product is (issue 22)", () => {
  it.each<Case>([
    ["Cream Crackers", "crackers", "snacks"],
    ["Julie's Sugar Crackers 250g", "crackers", "snacks"],
    ["Munchy's Cream Crackers", "crackers", "snacks"],
    ["Fish Balls 500g", "white-fish", "meat"],
    ["Peanut Butter Cups 2 pack", "peanut-butter-cups", "snacks"],
    ["Cream of Tartar 100g", "cream-of-tartar", "pantry"],
    ["Vanilla Bean Greek Yogurt", "greek-yogurt", "dairy"],
    ["Mint Chip Ice Cream", "ice-cream", "frozen"],
    ["Mint Chip", "ice-cream", "frozen"],
    ["Vanilla Pudding Cups 4 x 99g", "pudding", "dairy"],
    ["Chocolate Digestive Biscuits", "cookie", "snacks"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("a cut or shape after a meat or fish keeps the meat or fish", () => {
  it.each<Case>([
    ["lamb leg steaks", "lamb", "meat"],
    ["Tuna Steaks 2 pack", "tuna", "meat"],
    ["Small Pork Loin Chops", "pork-chop", "meat"],
    ["Venison Loin Steaks", "venison", "meat"],
    ["Salmon Burgers", "salmon", "meat"],
    ["Steak", "steak", "meat"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("a flavour written after the product is a flavour", () => {
  it.each<Case>([
    ["Sparkling Water Berry", "sparkling-water", "beverages"],
    ["Kombucha, Ginger Lemon", "kombucha", "beverages"],
    ["Potato Chips Sea Salt", "chips", "snacks"],
    ["Greek Yogurt Honey", "greek-yogurt", "dairy"],
    ["Pickles Spicy Dill", "pickles", "pantry"],
    ["Mango Peach Salsa", "salsa", "pantry"],
    ["Bourbon Vanilla Extract", "vanilla-extract", "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("receipt lines: item codes, counts, sizes and shelf-label order", () => {
  it.each<Case>([
    ["1 Seafood", "seafood-mix", "meat"],
    ["1 Fish Ball Case", "white-fish", "meat"],
    ["L 2174 Ark Sarsaparilla", "cola", "beverages"],
    ["2 X Whole Milk 1L", "milk", "dairy"],
    ["BEANS RED KIDNEY 400G", "kidney-beans", "pantry"],
    ["Plantains Green x2", "plantain", "produce"],
    ["Vegetables", "fresh-vegetables", "produce"],
    ["Frozen Vegetables 1kg", "mixed-vegetables", "frozen"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("never reads a flavour word at the end of a cup-noodle line as tomatoes", () => {
    const got = classifyProduct("L 5425 MAGGI HOT CUP MEE TOM");
    expect(got.food?.id).not.toBe("tomato");
    expect(got.category).not.toBe("produce");
    expect(got.confidence).toBeLessThan(0.9);
  });
});

describe("an unknown head is unknown, with a low confidence", () => {
  it.each(["Vanilla Zorblax", "Strawberry Frobnicator 200g", "xyzzy"])("%s → no food", (name) => {
    const got = classifyProduct(name);
    expect(got.food).toBeNull();
    expect(matchFood(name)).toBeNull();
    expect(got.confidence).toBeLessThan(0.5);
  });

  it("is less sure when an unknown word qualifies a one-word head", () => {
    expect(matchFood("Hunchys Cream")!.score).toBeLessThan(0.9);
    expect(matchFood("Whipping Cream")!.score).toBe(1);
  });

  it("still files a class word it knows", () => {
    expectFiled(["Pear Ginger Bar", null, "snacks"]);
    expectFiled(["Vanilla Recovery Shake", null, "beverages"]);
  });
});

describe("non-food products are category item, with no food", () => {
  it.each<Case>([
    ["Lemon Dish Soap 500ml", null, "item"],
    ["Chicken Dinner Wet Cat Food 12 x 85g", null, "item"],
    ["Kitchen Paper Towels 6 Rolls", null, "item"],
    ["AA Alkaline Batteries 8 pack", null, "item"],
    ["Coconut Shampoo", null, "item"],
    ["Mint Toothpaste 75ml", null, "item"],
    ["Foam Plates 50 ct", null, "item"],
    ["Decongestant Nasal Spray", null, "item"],
    ["Calcium with Vitamin D Tablets", null, "item"],
  ])("%s → item", (...c) => expectFiled(c));

  it.each<Case>([
    ["Cooking Spray", "vegetable-oil", "pantry"],
    ["Orange Juice with Calcium", "orange-juice", "beverages"],
    ["Tea Bags 80s", "tea", "beverages"],
  ])("but food named like them stays food: %s", (...c) => expectFiled(c));
});

describe("category rules after the match", () => {
  it("files fresh herbs as produce and dried ones as pantry", () => {
    expect(categoryFor("Fresh Oregano")).toBe("produce");
    expect(categoryFor("Dried Oregano")).toBe("pantry");
  });

  it("files prepared salads as other and leafy ones as produce", () => {
    expect(categoryFor("Chicken Caesar Salad")).toBe("other");
    expect(categoryFor("Baby Spinach Salad")).toBe("produce");
  });
});

describe("recipe ingredients follow the matched food", () => {
  it("does not tick sugar with sugar crackers, cream with cream crackers or beef steak with lamb steaks", () => {
    expect(namesMatch("sugar", "Julie's Sugar Crackers")).toBe(false);
    expect(namesMatch("double cream", "Munchy's Cream Crackers")).toBe(false);
    expect(namesMatch("beef steak", "lamb leg steaks")).toBe(false);
    expect(namesMatch("lamb", "lamb leg steaks")).toBe(true);
    expect(namesMatch("tomatoes", "L 5425 MAGGI HOT CUP MEE TOM")).toBe(false);
  });
});

describe("shapes, styles and packing media are not the product", () => {
  it.each<Case>([
    ["Goat Cheese Crumbles", "goat-cheese", "dairy"],
    ["Sharp Cheddar Cheese Sticks", "cheddar-cheese", "dairy"],
    ["Apple Crumble", "cake", "pantry"],
    ["Crinkle Cut Potato Chips", "chips", "snacks"],
    ["Organic Steel Cut Irish Oats", "oats", "pantry"],
    ["Pineapple Chunks in Juice", "pineapple", "pantry"],
    ["Mandarin Segments in Light Syrup", "canned-fruit", "pantry"],
    ["Pretzel Snack Mix", "snack-mix", "snacks"],
    ["Dark Chocolate Truffle Mix", "chocolate", "snacks"],
    ["Chocolate Cake Mix", "cake-mix", "pantry"],
    ["Beef Franks Bun Length", "hot-dog", "meat"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

import { describe, expect, it } from "vitest";
import { categoryFor, matchFood, matchFoods } from "./match";

describe("matchFood: scores", () => {
  it("scores an exact name or alias 1", () => {
    expect(matchFood("chicken breast")).toMatchObject({ score: 1 });
    expect(matchFood("Garbanzo Beans")).toMatchObject({ score: 1 });
    expect(matchFood("  COURGETTE ")).toMatchObject({ score: 1 });
  });

  it("scores below 1 once sizes, brands or extra words had to be ignored", () => {
    expect(matchFood("Barilla Spaghetti No.5 500g")!.score).toBeLessThan(1);
    expect(matchFood("Barilla Spaghetti No.5 500g")!.score).toBeGreaterThanOrEqual(0.9);
    expect(matchFood("Zogwort Spaghetti")!.score).toBeLessThan(0.9);
  });
});

describe("matchFood: tolerance", () => {
  it("ignores case, accents and punctuation", () => {
    expect(matchFood("JALAPEÑO")?.food.id).toBe("jalapeno");
    expect(matchFood("all-purpose flour!")?.food.id).toBe("flour");
    expect(matchFood("goat's cheese")?.food.id).toBe("goat-cheese");
  });

  it("handles plurals: tomatoes, berries, leaves, peaches", () => {
    expect(matchFood("tomatoes")?.food.id).toBe("tomato");
    expect(matchFood("strawberries")?.food.id).toBe("strawberry");
    expect(matchFood("bay leaves")?.food.id).toBe("bay-leaf");
    expect(matchFood("peaches")?.food.id).toBe("peach");
    expect(matchFood("olives")?.food.id).toBe("olives");
  });

  it("ignores sizes and counts in any form", () => {
    for (const name of ["milk 2L", "2 x 400 ml coconut milk", "eggs 12 pack", "1kg rice", "rice 1.5 kg"]) {
      expect(matchFood(name), name).not.toBeNull();
    }
    expect(matchFood("2 x 400 ml coconut milk")?.food.id).toBe("coconut-milk");
  });

  it("accepts inverted word order with a comma", () => {
    expect(matchFood("beans, black")?.food.id).toBe("black-beans");
    expect(matchFood("Tomatoes, chopped, canned")?.food.id).toBe("canned-tomatoes");
    expect(matchFood("onions, red")?.food.id).toBe("red-onion");
  });

  it("prefers the longest, most specific name", () => {
    expect(matchFood("chicken breast")?.food.id).toBe("chicken-breast");
    expect(matchFood("chicken")?.food.id).toBe("chicken");
    expect(matchFood("peanut butter")?.food.id).toBe("peanut-butter");
    expect(matchFood("coconut milk")?.food.id).toBe("coconut-milk");
    expect(matchFood("sweet potato")?.food.id).toBe("sweet-potato");
    expect(matchFood("butter beans")?.food.id).toBe("butter-beans");
    expect(matchFood("feta cheese")?.food.id).toBe("feta");
  });

  it("takes the head noun (last word) of a product name", () => {
    expect(matchFood("Chocolate Chip Cookies")?.food.id).toBe("cookie");
    expect(matchFood("Strawberry Yogurt")?.food.id).toBe("yogurt");
    expect(matchFood("Garlic Bread")?.food.id).toBe("garlic-bread");
    expect(matchFood("Pepperoni Pizza")?.food.id).toBe("pizza");
    expect(matchFood("Banana Bread")?.food.id).toBe("bread");
  });

  it("reads the food before 'in' / 'with' as the head", () => {
    expect(matchFood("Tuna in Sunflower Oil")?.food.id).toBe("tuna");
    expect(matchFood("Sardines in Tomato Sauce")?.food.id).toBe("sardine");
    expect(matchFood("Chicken with Lemon and Herbs")?.food.id).toBe("chicken");
  });
});

describe("matchFood: nothing plausible", () => {
  it.each([
    "xyzzy",
    "batteries",
    "AA Batteries 4 pack",
    "Kitchen Roll 2 pack",
    "Toilet Roll",
    "Tin Foil",
    "Cat Food Chicken",
    "",
    "   ",
    "500g",
  ])("%j → null", (name) => {
    expect(matchFood(name)).toBeNull();
  });
});

describe("matchFoods", () => {
  it("returns every food named, without splitting longer names", () => {
    expect(matchFoods("chicken noodle soup").map((m) => m.food.id)).toEqual(["chicken", "noodles", "soup"]);
    expect(matchFoods("peanut butter and jam sandwich").map((m) => m.food.id)).toEqual(["peanut-butter", "jam"]);
    expect(matchFoods("batteries")).toEqual([]);
  });
});

describe("categoryFor", () => {
  it("returns the SPEC category of the matched food", () => {
    expect(categoryFor("Tesco Whole Milk 2L")).toBe("dairy");
    expect(categoryFor("Chicken Breast Fillets")).toBe("meat");
    expect(categoryFor("Atlantic Salmon")).toBe("meat");
    expect(categoryFor("Eggs")).toBe("dairy");
    expect(categoryFor("Bananas")).toBe("produce");
    expect(categoryFor("Spaghetti")).toBe("pantry");
    expect(categoryFor("Orange Juice")).toBe("beverages");
    expect(categoryFor("Crisps")).toBe("snacks");
    expect(categoryFor("Ice Cream")).toBe("frozen");
  });

  it("files anything labelled frozen as frozen", () => {
    expect(categoryFor("Frozen Prawns")).toBe("frozen");
    expect(categoryFor("Frozen Yorkshire Puddings")).toBe("frozen");
  });

  it("files canned, dried and packed-in-brine forms of fresh foods as pantry", () => {
    expect(categoryFor("Tuna Steaks 2 pack")).toBe("meat");
    expect(categoryFor("Tinned Tuna in Brine")).toBe("pantry");
    expect(categoryFor("Mackerel Fillets in Tomato Sauce")).toBe("pantry");
    expect(categoryFor("Canned Sweetcorn")).toBe("pantry");
    expect(categoryFor("Dried Oregano")).toBe("pantry");
    expect(categoryFor("Dried Basil")).toBe("pantry");
    expect(categoryFor("Frozen Sweetcorn")).toBe("frozen");
  });

  it("keeps chilled foods packed in liquid where they are (no shelf-stable form)", () => {
    expect(categoryFor("Buffalo Mozzarella in Brine")).toBe("dairy");
    expect(categoryFor("Feta in Brine")).toBe("dairy");
    expect(categoryFor("Firm Tofu in Water")).toBe("produce");
    expect(categoryFor("Chicken in Tomato Sauce")).toBe("meat");
  });

  it("falls back to keyword hints, then 'other'", () => {
    expect(categoryFor("Monster Energy Drink")).toBe("beverages");
    expect(categoryFor("xyzzy")).toBe("other");
  });

  it("files non-food products as 'item' (issue 22)", () => {
    expect(categoryFor("AA Batteries")).toBe("item");
  });
});

import { describe, expect, it } from "vitest";
import { categoryFor, classifyProduct, matchFood } from "./match";

/** [name, food id or null, SPEC category] as a shopper would expect them filed. */
type Case = [name: string, food: string | null, category: string];

const expectFiled = ([name, food, category]: Case) => {
  const got = classifyProduct(name);
  expect({ name, food: got.food?.id ?? null, category: got.category }).toEqual({ name, food, category });
};

describe("products the freezer sells without saying 'frozen'", () => {
  it.each<Case>([
    ["Steamfresh Broccoli Florets", "broccoli", "frozen"],
    ["Lean Cuisine Herb Roasted Chicken", "chicken", "frozen"],
    ["Eggo Buttermilk Waffles", "waffles", "frozen"],
    ["Homestyle Waffles 10 ct", "waffles", "frozen"],
    ["IQF Raw Shrimp 1 lb", "shrimp", "frozen"],
    ["Beer Battered Cod Fillets", "cod", "frozen"],
    ["Chicken Fettuccine Alfredo", "alfredo-sauce", "frozen"],
    ["Shrimp Fried Rice", "rice", "frozen"],
    ["Penne with Meatballs", "pasta", "frozen"],
    ["Italian Sausage Mac & Cheese", "mac-and-cheese", "frozen"],
    ["Mango Sorbet Bars", "ice-lolly", "frozen"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("leaves dry pasta, filled pasta, flavoured rice and sauces in the pantry", () => {
    for (const name of [
      "Penne Rigate 500g",
      "Beef Ravioli in Tomato Sauce",
      "Chicken Flavored Rice Mix",
      "Alfredo Sauce",
      "Macaroni & Cheese Dinner",
    ]) {
      expect(categoryFor(name), name).toBe("pantry");
    }
  });
});

describe("produce in a can, a cup or a grinder is a pantry good", () => {
  it.each<Case>([
    ["Diced Pears in Light Syrup", "pear", "pantry"],
    ["Sliced Peaches", "peach", "pantry"],
    ["Whole Kernel Sweet Corn", "corn", "pantry"],
    ["Cream Style Corn", "corn", "pantry"],
    ["French Style Green Beans", "green-beans", "pantry"],
    ["Black Peppercorn Grinder", "black-pepper", "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("keeps fresh produce fresh", () => {
    for (const name of ["Fresh Cut Pineapple", "Green Beans", "Sweet Corn on the Cob", "Sliced Mushrooms", "Peaches"]) {
      expect(categoryFor(name), name).toBe("produce");
    }
  });
});

describe("baby food is baby food, filed with the baby aisle", () => {
  it.each<Case>([
    ["Stage 1 Butternut Squash Puree", "baby-food", "pantry"],
    ["Gerber 3rd Foods Chicken & Rice Dinner", "baby-food", "pantry"],
    ["Teething Rusks", "baby-snacks", "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("still sees the meat in a baby dinner for diet flags (matchFood names the jar, not the turkey)", () => {
    expect(matchFood("Stage 2 Turkey & Sweet Potato")?.food.id).toBe("baby-food");
    expect(matchFood("Stage 2 Turkey & Sweet Potato")!.score).toBeLessThan(0.9);
  });
});

describe("the store aisle a grocer would name", () => {
  it.each<Case>([
    ["Unsweetened Vanilla Almond Milk", "almond-milk", "dairy"],
    ["Oat Milk Barista Edition", "oat-milk", "dairy"],
    ["Blueberry Muffins 4 pack", "cake", "pantry"],
    ["Apple Pie", "cake", "pantry"],
    ["Fudge Brownies", "cookie", "snacks"],
    ["Snack Cakes Vanilla", "snack-cakes", "snacks"],
    ["Honey Roasted Cashews", "cashews", "snacks"],
    ["Chopped Walnuts", "walnuts", "pantry"],
    ["Dark Chocolate Covered Almonds", "almonds", "snacks"],
    ["Diet Black Cherry", "cherry", "beverages"],
    ["Sparkling Grapefruit", "grapefruit", "beverages"],
    ["Nonfat Strawberry", "strawberry", "dairy"],
    ["Take and Bake Chocolate Chip Cookies", "cookie", "pantry"],
    ["Three Bean Chili", "bean-chili", "pantry"],
    ["Turkey Chili with Beans", "chili-con-carne", "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("recipe ingredients keep their own food", () => {
  it("does not turn ingredients into products", () => {
    expect(matchFood("milk")?.food.id).toBe("milk");
    expect(matchFood("coconut milk")?.food.id).toBe("coconut-milk");
    expect(matchFood("butter")?.food.id).toBe("butter");
    expect(matchFood("peanut butter")?.food.id).toBe("peanut-butter");
    expect(matchFood("2 cups long grain rice")?.food.id).toBe("rice");
    expect(matchFood("1 tbsp chili powder")?.food.id).toBe("chili-powder");
    expect(matchFood("2 red chilies")?.food.id).toBe("chili-pepper");
    expect(matchFood("8 oz fettuccine")?.food.id).toBe("pasta");
  });
});

import { describe, expect, it } from "vitest";
import { nameDietTags } from "../domain/diet-tags";
import { classifyProduct } from "./match";

/**
 * Grocery knowledge of the fourth pass of issue 22 item 1: whole families of products and the
 * wording shops use for them (kitchen tools, pack words, dips, dessert sauces, soup cups, seasoned
 * seaweed, deli salads, crusted fish, ice-cream bars, jarred chillies, carton coconut milk …).
 * Names are written for these tests, not taken from the bench file. [name, food id or null, SPEC
 * category] as a grocer would file them.
 */
type Case = [name: string, food: string | null, category: string];

const expectFiled = ([name, food, category]: Case) => {
  const got = classifyProduct(name);
  expect({ name, food: got.food?.id ?? null, category: got.category }).toEqual({ name, food, category });
};

describe("kitchen tools are items, and a drink sold in a carafe stays a drink", () => {
  it.each<Case>([
    ["Safety Can Opener", null, "item"],
    ["Stainless Steel Whisk", null, "item"],
    ["Waiter's Corkscrew", null, "item"],
    ["Glass Carafe", null, "item"],
    ["Chafing Fuel 6 Hour", null, "item"],
    ["Orange Juice Carafe", "orange-juice", "beverages"],
    ["Beer Pitcher", "beer", "beverages"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("pack words are never the product", () => {
  it.each<Case>([
    ["Honey Bear Squeeze Bottle", "honey", "pantry"],
    ["Dark Chocolate Squares Assortment", "chocolate", "snacks"],
    ["Milk Chocolate Truffle Sampler", "chocolate", "snacks"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("dips, dessert sauces and baking chocolate", () => {
  it.each<Case>([
    // A chilled dip sits with the dips, whatever dressing it tastes of; the bottle stays a dressing.
    ["Ranch Dip", null, "snacks"],
    ["Ranch Dressing", "ranch-dressing", "pantry"],
    ["Dulce de Leche Sauce", "dessert-topping", "snacks"],
    ["Salted Caramel Topping", "dessert-topping", "snacks"],
    ["Cream of Coconut", "coconut-milk", "pantry"],
    ["Dark Chocolate Baking Drops", "chocolate-chips", "pantry"],
    // "sweet" of "semi-sweet" is no sweets.
    ["Semi-Sweet Baking Chunks", "chocolate-chips", "pantry"],
    ["Gel Food Colouring", null, "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("a food inside a longer name is not the product", () => {
  it("reads wheat berry flakes as grain, not berries", () => {
    expectFiled(["Wheat Berry Flakes", "bulgur", "pantry"]);
  });

  it("reads '… and cream' after fruit or cookies as a flavour", () => {
    expectFiled(["Instant Oatmeal Peaches & Cream", "oats", "pantry"]);
    expectFiled(["Cereal, Strawberries and Cream", "cereal", "pantry"]);
    expectFiled(["Cookies 'n Cream Ice Cream", "ice-cream", "frozen"]);
    expectFiled(["Single Cream", "light-cream", "dairy"]);
  });

  it("reads 'blend' last as a mix of the food before it", () => {
    expectFiled(["Mexican Style Four Cheese Blend", "cheddar-cheese", "dairy"]);
    expectFiled(["Italian Salad Blend", "mixed-salad", "produce"]);
  });
});

describe("soup and noodles in a cup or bowl are shelf-stable; a rice bowl is a freezer meal", () => {
  it.each<Case>([
    ["Udon Noodle Soup Bowl", "soup", "pantry"],
    ["Miso Soup Cup", "soup", "pantry"],
    ["Ramen Noodle Cup Shrimp", "instant-noodles", "pantry"],
    ["Teriyaki Chicken Rice Bowl", null, "frozen"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("the snack aisle's seaweed and coconut", () => {
  it.each<Case>([
    ["Wasabi Seaweed Snacks", "nori", "snacks"],
    ["Sea Salt Roasted Seaweed", "nori", "snacks"],
    ["Roasted Seaweed Sushi Nori", "nori", "pantry"],
    ["Dried Kombu", "nori", "pantry"],
    ["Toasted Coconut Chips", "desiccated-coconut", "snacks"],
    ["Unsweetened Coconut Chips", "desiccated-coconut", "pantry"],
    ["Sea Salt Caramel Bark", "caramel", "snacks"],
    ["Dark Chocolate Coconut Bark", "dark-chocolate", "snacks"],
    // Bark after a spice is the spice.
    ["Ceylon Cinnamon Bark", "cinnamon", "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("prepared dishes and deli salads", () => {
  it.each<Case>([
    ["Western Omelette", null, "frozen"],
    ["Spinach Egg White Omelet", "egg", "frozen"],
    ["Greek Salad", "mixed-salad", "other"],
    ["Tabouli Salad", "mixed-salad", "other"],
    ["Greek Salad Kit", "mixed-salad", "produce"],
    ["Organic Baby Herb Salad", "mixed-salad", "produce"],
    ["Spinach with Feta Pizza", "pizza", "frozen"],
    ["Chicken with Rice Soup", "soup", "pantry"],
    ["Croutons for Soup", "croutons", "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));

  it("keeps the egg of an omelette for diet flags", () => {
    expect(nameDietTags("Spinach Egg White Omelet").has("egg")).toBe(true);
  });
});

describe("crusted fish and ice-cream bars come from the freezer", () => {
  it.each<Case>([
    ["Parmesan Crusted Tilapia", "tilapia", "frozen"],
    ["Almond Crusted Cod Fillets", "cod", "frozen"],
    // Pepper-crusted meats are the deli's and the butcher's.
    ["Black Pepper Crusted Turkey Breast", "turkey-breast", "meat"],
    ["Mint Ice Cream Candy Bars", "ice-cream", "frozen"],
    ["Vanilla Ice Cream Chocolate Bar", "ice-cream", "frozen"],
    ["Chocolate Candy Bar", "chocolate", "snacks"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("drinks by their fizz, and coconut milk by its carton", () => {
  it.each<Case>([
    ["Sparkling Probiotic Drink Ginger Lemon", "kefir", "beverages"],
    ["Probiotic Drink", "kefir", "dairy"],
    ["Bubbly Blood Orange", "orange", "beverages"],
    ["Drops Mango Flavor Enhancer", null, "beverages"],
    ["Unsweetened Vanilla Coconut Milk", "coconut-milk", "dairy"],
    ["Original Coconut Milk", "coconut-milk", "dairy"],
    ["Lite Coconut Milk", "coconut-milk", "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

describe("jarred chillies and dehydrated vegetables", () => {
  it.each<Case>([
    ["Jalapeno Slices", "jalapeno", "pantry"],
    ["Sliced Jalapenos", "jalapeno", "pantry"],
    // A recipe's preparation after the name is no jar.
    ["Jalapeños, sliced", "jalapeno", "produce"],
    ["Jalapeno Peppers", "jalapeno", "produce"],
    ["Dehydrated Onion", "onion", "pantry"],
    ["Instant Red Skin Mashed Potatoes", "potato", "pantry"],
    ["Roasted Bell Pepper Strips", "roasted-red-peppers", "pantry"],
  ])("%s → %s (%s)", (...c) => expectFiled(c));
});

import { describe, expect, it } from "vitest";
import { composeLine, headingOf, htmlText, ingredientsFromLines, newRecipe, ratingOf, stepsFromLines, tagsOf, webUrl } from "./draft";

describe("text fields", () => {
  it("reduces HTML to plain text: line breaks kept, tags and script markup dropped, entities decoded", () => {
    expect(htmlText("<p>Hot &amp; <b>fast</b></p><p>Serve.<script>alert('x')</script></p>")).toBe("Hot & fast\nServe.alert('x')");
    expect(htmlText("No markup")).toBe("No markup");
    expect(htmlText(42)).toBe("42");
    expect(htmlText({})).toBeNull();
  });

  it("takes only http(s) addresses as links", () => {
    expect(webUrl(" https://cook.example/a ")).toBe("https://cook.example/a");
    expect(webUrl("javascript:alert(1)")).toBeNull();
    expect(webUrl("Grandma's book")).toBeNull();
  });
});

describe("ingredient and step lists", () => {
  it("starts a group at a group heading and drops a heading that only names the list", () => {
    expect(headingOf("Ingredients:")).toBe("");
    expect(headingOf("## Dough")).toBe("Dough");
    const lines = ingredientsFromLines(["Ingredients:", "- 2 cups flour", "For the glaze:", "• 1 cup sugar"]);
    expect(lines.map((l) => [l.line, l.qty, l.unit, l.ingredient, l.section])).toEqual([
      ["2 cups flour", 2, "cup", "flour", null],
      ["1 cup sugar", 1, "cup", "sugar", "For the glaze"],
    ]);
  });

  it("drops step numbers and bullets", () => {
    expect(stepsFromLines(["1. Mix.", "Step 2: Bake.", "- Cool", "Glaze:", "3) Pour."])).toEqual([
      { text: "Mix.", section: null },
      { text: "Bake.", section: null },
      { text: "Cool", section: null },
      { text: "Pour.", section: "Glaze" },
    ]);
  });
});

describe("tags, ratings, structured ingredients", () => {
  it("merges tags from strings, lists and {name} objects without duplicates", () => {
    expect(tagsOf("Dinner, quick", [{ name: "dinner" }, "Vegan "], null)).toEqual(["Dinner", "quick", "Vegan"]);
  });

  it("converts ratings to a 0–5 scale and treats 0 as unrated", () => {
    expect(ratingOf(8, 10)).toBe(4);
    expect(ratingOf("4.58")).toBe(4.6);
    expect(ratingOf(0)).toBeNull();
    expect(ratingOf(7)).toBe(5);
  });

  it("writes a structured ingredient as one line, its amount as the app writes amounts", () => {
    expect(composeLine({ amount: 1.5, unit: "cup", food: "flour", note: "sifted" })).toBe("1½ cup flour, sifted");
    expect(composeLine({ amount: "0.333", unit: "tsp", food: "salt" })).toBe("⅓ tsp salt");
    expect(composeLine({ amount: 0, food: "pepper", note: "to taste" })).toBe("pepper, to taste");
    expect(composeLine({ amount: "some", note: "a pinch of salt" })).toBe("a pinch of salt");
  });

  it("adds prep and cook time when the source gives no total", () => {
    expect(newRecipe({ title: " A\n recipe ", prepMin: 10, cookMin: 20 })).toMatchObject({ title: "A recipe", totalMin: 30 });
    expect(newRecipe({ title: "B", prepMin: 10, cookMin: 20, totalMin: 45 }).totalMin).toBe(45);
    expect(newRecipe({ title: "C" }).totalMin).toBeNull();
  });
});

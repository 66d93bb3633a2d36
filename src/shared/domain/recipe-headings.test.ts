import { describe, expect, it } from "vitest";
import { groupHeading, isListHeading, readHeading } from "./recipe-headings";

describe("readHeading", () => {
  it("reads ingredient and method headings in many languages, with their decoration", () => {
    expect(readHeading("INGREDIENTS:")).toEqual({ kind: "ingredients", rest: "" });
    expect(readHeading("## Zutaten für 4 Personen")).toEqual({ kind: "ingredients", rest: "für 4 Personen" });
    expect(readHeading("Składniki")?.kind).toBe("ingredients");
    expect(readHeading("材料（2人分）")?.kind).toBe("ingredients");
    expect(readHeading("What you need")?.kind).toBe("ingredients");
    expect(readHeading("Modo de Preparo:")).toEqual({ kind: "method", rest: "" });
    expect(readHeading("Recipe instructions")).toEqual({ kind: "method", rest: "" });
    expect(readHeading("Приготовление")?.kind).toBe("method");
  });

  it("reads the parts around the recipe: notes, nutrition, comments", () => {
    expect(readHeading("Cook's notes")?.kind).toBe("notes");
    expect(readHeading("Nährwerte")?.kind).toBe("nutrition");
    expect(readHeading("Did you make this recipe?")?.kind).toBe("end");
  });

  it("does not take a sentence that starts with a heading word for a heading", () => {
    expect(readHeading("Preparation is the key.")).toBeNull();
    expect(readHeading("Method is simple")).toBeNull();
    expect(readHeading("Ingredients of a good stock are bones, vegetables and plenty of time to simmer")).toBeNull();
    expect(readHeading("Stir the sauce")).toBeNull();
  });
});

describe("isListHeading", () => {
  it("is true only for a heading that names the list and nothing more", () => {
    expect(isListHeading("Ingredients:")).toBe(true);
    expect(isListHeading("## Method")).toBe(true);
    expect(isListHeading("Ingredients for the glaze")).toBe(false);
    expect(isListHeading("Notes")).toBe(false);
    expect(isListHeading("Step 2")).toBe(false);
  });
});

describe("groupHeading", () => {
  it("reads group headings: a colon, Markdown, 'For the …' and dashes", () => {
    expect(groupHeading("For the sauce:")).toBe("For the sauce");
    expect(groupHeading("für den Braten:")).toBe("für den Braten");
    expect(groupHeading("## Dough")).toBe("Dough");
    expect(groupHeading("FOR THE TOPPING")).toBe("FOR THE TOPPING");
    expect(groupHeading("Pour la pâte")).toBe("Pour la pâte");
    expect(groupHeading("— Glaze —")).toBe("Glaze");
    expect(groupHeading("- For the glaze:")).toBe("For the glaze");
  });

  it("takes a line its markup sets off (bold) as a group", () => {
    expect(groupHeading("Crumble topping", true)).toBe("Crumble topping");
    expect(groupHeading("Crumble topping")).toBeNull();
  });

  it("does not take amounts, labelled values, sentences or long lines for groups", () => {
    expect(groupHeading("2 cups:")).toBeNull();
    expect(groupHeading("½ cup:")).toBeNull();
    expect(groupHeading("Type of fire: Direct")).toBeNull();
    expect(groupHeading("For the sauce, whisk the yolks with the sugar")).toBeNull();
    expect(groupHeading("For the best result, rest it overnight.")).toBeNull();
    expect(groupHeading("Mix everything you have left in the bowl with the rest:")).toBeNull();
  });
});

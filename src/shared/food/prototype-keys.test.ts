import { describe, expect, it } from "vitest";
import { parseConstraints } from "../domain/diet-constraints";
import { itemDietFlags } from "../domain/diet";
import { pantryCategoryOf, type PhotoFlowCategory } from "../domain/photo-flow";
import { aisleFor } from "../domain/shopping-aisles";
import { decodeHtmlEntities } from "./ingredient-line/html-entities";
import { parseIngredientLine } from "./ingredient-line/parse-ingredient-line";
import { canonicalUnit } from "./ingredient-line/unit-table";
import { categoryFor, matchFood } from "./match";
import { keyTokens, singularize, toKey } from "./normalize";
import { PROTOTYPE_KEYS } from "../../../test/shared/prototype-keys";

/**
 * Issue 19 finding 6, shared side: words from user text, import files, web pages and model answers
 * are looked up in the knowledge base's tables. A plain-object table answered `constructor`,
 * `toString` … with Object's own functions: "2 toString flour" had a function as its unit,
 * "no constructor" a function as a diet tag, singularize("constructor") returned a function.
 * Each prototype key must read like any unknown word.
 */
const isText = (v: unknown) => typeof v === "string" && !v.includes("native code");

describe.each(PROTOTYPE_KEYS)("the word %s", (word) => {
  it("is no unit, no plural and no spelling variant", () => {
    expect(canonicalUnit(word)).toBeNull();
    expect(singularize(word)).toBe(word);
    expect(keyTokens(word).every(isText)).toBe(true);
    expect(isText(toKey(word))).toBe(true);
  });

  it("parses as part of an ingredient's name, never as its unit", () => {
    const line = parseIngredientLine(`2 ${word} flour`);
    expect(line.unit).toBeNull();
    expect(line.qty).toBe(2);
    expect(line.ingredient).toMatch(/flour$/);
    expect(parseIngredientLine(`(${word}) eggs`)).toMatchObject({ ingredient: "eggs", note: word });
  });

  it("is no HTML entity: &word; is left as written", () => {
    expect(decodeHtmlEntities(`a &${word}; b`)).toBe(`a &${word}; b`);
  });

  it("is no food, category, aisle or diet word", () => {
    expect(matchFood(word)).toBeNull();
    expect(categoryFor(word)).toBe("other");
    expect(aisleFor(word)).toBe("other");
    expect(itemDietFlags(word)).toEqual([]);
    const parsed = parseConstraints(`no ${word}`);
    expect([...parsed.foodIds, ...parsed.tags]).toEqual([]);
    expect(pantryCategoryOf(word as PhotoFlowCategory)).toBe("item");
  });
});

it("the tables still answer their own words", () => {
  expect(parseIngredientLine("2 Tbs. olive oil")).toMatchObject({ qty: 2, unit: "tablespoon" });
  expect(parseIngredientLine("two cups flour")).toMatchObject({ qty: 2, unit: "cup" });
  expect(decodeHtmlEntities("cr&egrave;me &frac12; &Eacute;")).toBe("crème ½ É");
  expect(singularize("tomatoes")).toBe("tomato");
  expect(parseConstraints("no pork").tags).toContain("pork");
});

import { describe, expect, it } from "vitest";
import { duplicateFinder, sourceUrlKey } from "./recipe-duplicates";

const soup = { id: "r1", title: "Tomato Soup", sourceUrl: "https://www.example.org/soup/", ingredientNames: ["tomato", "onion", "salt"] };
const find = duplicateFinder([soup]);

describe("duplicateFinder", () => {
  it("matches the same source URL written differently", () => {
    expect(find({ title: "Another name", sourceUrl: "http://example.org/soup#print", ingredientNames: [] })).toEqual({
      duplicateOf: { id: "r1", title: "Tomato Soup" },
      duplicateReason: "same source URL",
    });
  });

  it("matches the same title and ingredient set regardless of case, accents, order and repeats", () => {
    const m = find({ title: "  tomato soup!", sourceUrl: null, ingredientNames: ["Salt", "onion", "tomato", "salt"] });
    expect(m.duplicateReason).toBe("same title and ingredients");
  });

  it("does not match the same title with other ingredients, nor another path on the same site", () => {
    expect(find({ title: "Tomato soup", sourceUrl: null, ingredientNames: ["tomato", "cream"] }).duplicateOf).toBeNull();
    expect(find({ title: "Stew", sourceUrl: "https://example.org/stew", ingredientNames: [] }).duplicateOf).toBeNull();
  });

  it("reads no URL from text that is not an http(s) address", () => {
    expect(sourceUrlKey("javascript:alert(1)")).toBeNull();
    expect(sourceUrlKey("not a url")).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { cleanIngredientLine } from "./clean-line";
import { decodeHtmlEntities } from "./html-entities";

describe("decodeHtmlEntities", () => {
  it("decodes accented letters, fractions, numeric references and double escapes", () => {
    expect(decodeHtmlEntities("cr&egrave;me fra&icirc;che")).toBe("crème fraîche");
    expect(decodeHtmlEntities("jalape&ntilde;o &amp; feta")).toBe("jalapeño & feta");
    expect(decodeHtmlEntities("&frac12; cup, &#189; cup, &#xBD; cup")).toBe("½ cup, ½ cup, ½ cup");
    expect(decodeHtmlEntities("cr&amp;egrave;me")).toBe("crème");
  });

  it("leaves unknown names and bare ampersands alone", () => {
    expect(decodeHtmlEntities("salt &pepper; & oil")).toBe("salt &pepper; & oil");
  });
});

describe("cleanIngredientLine", () => {
  it("drops tags, unifies dashes and the fraction slash, and collapses whitespace", () => {
    expect(cleanIngredientLine('  2 cups <a href="/x">mushroom rag&ucirc;</a>\n')).toBe("2 cups mushroom ragû");
    expect(cleanIngredientLine("12\u201314 ounce\u00a0package")).toBe("12-14 ounce package");
    expect(cleanIngredientLine("1\u20442 cup\\tsugar")).toBe("1/2 cup sugar");
    expect(cleanIngredientLine("1 teaspoon\u0090 garlic")).toBe("1 teaspoon garlic");
  });

  it("drops a bracketed plural ending glued to a word, and keeps other brackets", () => {
    expect(cleanIngredientLine("2 clove(s) garlic")).toBe("2 clove garlic");
    expect(cleanIngredientLine("3 Zwiebel(n), gewürfelt")).toBe("3 Zwiebel, gewürfelt");
    expect(cleanIngredientLine("1 can (s) beans")).toBe("1 can (s) beans");
  });
});

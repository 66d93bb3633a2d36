import { describe, expect, it } from "vitest";
import { cleanLine, splitLines } from "./clean-text";
import { parseLenientJson } from "./lenient-json";

describe("text cleaning", () => {
  it("decodes entities (also double-encoded), strips tags and checkbox junk", () => {
    expect(cleanLine("▢ 2 cups <strong>flour</strong> &amp;amp; a pinch of salt&nbsp;")).toBe("2 cups flour & a pinch of salt");
    expect(cleanLine("1 cup butter ((cold, unsalted))")).toBe("1 cup butter (cold, unsalted)");
    expect(cleanLine("&lt;p&gt;Stir&lt;/p&gt;")).toBe("Stir");
  });

  it("closes the space before a comma or a closing parenthesis, but keeps the French space before a colon or '!'", () => {
    expect(cleanLine("2 bananas (sliced ) , ripe")).toBe("2 bananas (sliced), ripe");
    expect(cleanLine("1 lb bok choy (, chopped (see above))")).toBe("1 lb bok choy, chopped (see above)");
    expect(cleanLine("2 green onions ( , sliced)")).toBe("2 green onions, sliced");
    expect(cleanLine("1 cup rice (, rinsed) and more")).toBe("1 cup rice (, rinsed) and more");
    expect(cleanLine("Dès 6 mois : mixer en purée !")).toBe("Dès 6 mois : mixer en purée !");
  });

  it("sets the cells of a table row apart by a space", () => {
    expect(cleanLine('<tr><td class="amount"><span>½</span></td><th scope="row">onion, chopped</th></tr>')).toBe("½ onion, chopped");
  });

  it("drops scripts and styles with their content (an ad loader inside a method block)", () => {
    expect(splitLines("<ol><li>Roast.</li></ol><script>(ads = window.ads || []).push({});</script><style>.x{}</style><p>Serve.</p>")).toEqual(["Roast.", "Serve."]);
  });

  it("splits HTML paragraphs and line breaks into lines, dropping empty ones", () => {
    expect(splitLines("<p>Mix.</p>\n\n<p>Bake.<br>Cool.</p><p> </p>")).toEqual(["Mix.", "Bake.", "Cool."]);
  });

  it("parses JSON-LD with trailing commas, raw newlines in strings and two objects in a row", () => {
    expect(parseLenientJson('{"a": "x\ny", "b": [1,2,],}')).toEqual({ a: "x\ny", b: [1, 2] });
    expect(parseLenientJson('{"a":1}\n{"b":2}')).toEqual([{ a: 1 }, { b: 2 }]);
    expect(parseLenientJson("not json")).toBeUndefined();
  });
});

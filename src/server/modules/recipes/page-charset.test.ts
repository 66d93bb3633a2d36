import { describe, expect, it } from "vitest";
import { decodeHtml } from "./page-charset";

describe("recipe page decoding", () => {
  it("uses the header charset, then the meta charset, else UTF-8", () => {
    const latin1 = Buffer.from("<p>Crème brûlée</p>", "latin1");
    expect(decodeHtml(latin1, "text/html; charset=ISO-8859-1")).toBe("<p>Crème brûlée</p>");
    const withMeta = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), Buffer.from("Jalapeño", "latin1")]);
    expect(decodeHtml(withMeta, "text/html")).toContain("Jalapeño");
    expect(decodeHtml(Buffer.from("Crème fraîche ½ cup"), "text/html")).toBe("Crème fraîche ½ cup");
  });

  it("falls back to UTF-8 for an unknown label", () => {
    expect(decodeHtml(Buffer.from("Crème"), "text/html; charset=x-made-up")).toBe("Crème");
  });
});

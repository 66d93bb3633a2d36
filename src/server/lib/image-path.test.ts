import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { imagePathSpellings } from "../../../test/server/security/image-path-spellings";
import { isOtherHouseholdsImagePath, parseOwnImagePath } from "./image-path";

const A = randomUUID();
const B = randomUUID();
const FILE = `${randomUUID()}.webp`;

describe("parseOwnImagePath (issue 19 finding 8)", () => {
  it("reads every spelling of A's image as A's image or as no image path — never as B's, an outside link or a placeholder", () => {
    for (const [label, url] of imagePathSpellings(A, B, FILE)) {
      const own = parseOwnImagePath(url);
      if (own.kind === "stored") {
        expect(own, label).toEqual({
          kind: "stored",
          path: `/api/images/${A}/${FILE}`,
          householdId: A,
          imageId: FILE.replace(".webp", ""),
        });
        expect(isOtherHouseholdsImagePath(url, B), label).toBe(true);
      } else expect(own.kind, label).toBe("invalid");
      expect(isOtherHouseholdsImagePath(url, A), label).toBe(false);
    }
  });

  it("gives the one canonical path for the spellings that only add slashes, dots, encodings or capitals", () => {
    const canonical = imagePathSpellings(A, B, FILE).filter(([, url]) => parseOwnImagePath(url).kind === "stored");
    expect(canonical.map(([label]) => label)).toEqual(
      expect.arrayContaining([
        "plain",
        "double slash after images",
        "leading double slash",
        "%2F",
        "backslashes",
        "/API/images/",
        "upper-case ids",
        "blanks around it",
      ]),
    );
    for (const [label, url] of canonical) expect((parseOwnImagePath(url) as { path: string }).path, label).toBe(`/api/images/${A}/${FILE}`);
  });

  it("refuses trailing junk, queries, other routes, traversal above the root and malformed or four-times-encoded text", () => {
    for (const url of [
      `/api/images/${A}/${FILE}?v=1`,
      `/api/images/${A}/${FILE}#x`,
      `/api/images/${A}/${FILE}.webp`,
      `/api/images/${A}`,
      `/api/images/uploads/${randomUUID()}`,
      `/api/receipts/${randomUUID()}/image`,
      `/../api/images/${A}/${FILE}`,
      `/api/images/${A}/%E0%A4%A`,
      `/api/images%2525252F${A}/${FILE}`,
      "relative/path.png",
      "",
    ])
      expect(parseOwnImagePath(url).kind, url).toBe("invalid");
  });

  it("keeps placeholders (canonical prefix) and calls anything with a scheme external", () => {
    expect(parseOwnImagePath("/api/placeholder/idea-lentil-soup.svg")).toEqual({
      kind: "placeholder",
      path: "/api/placeholder/idea-lentil-soup.svg",
    });
    expect(parseOwnImagePath("/API/Placeholder//idea-x.svg")).toEqual({ kind: "placeholder", path: "/api/placeholder/idea-x.svg" });
    expect(parseOwnImagePath(`/api/placeholder/../images/${A}/${FILE}`)).toMatchObject({ kind: "stored", householdId: A });
    expect(parseOwnImagePath("/api/placeholder/<svg>").kind).toBe("invalid");
    for (const url of ["https://example.org/a.png", "HTTP://example.org/a.png", "data:image/png;base64,AAAA", "javascript:alert(1)"])
      expect(parseOwnImagePath(url).kind, url).toBe("external");
  });
});

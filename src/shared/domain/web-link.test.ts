import { describe, expect, it } from "vitest";
import { webLink } from "./web-link";

describe("webLink", () => {
  it("keeps absolute http(s) links as typed (trimmed)", () => {
    expect(webLink(" https://example.com/soup?x=1 ")).toBe("https://example.com/soup?x=1");
    expect(webLink("http://127.0.0.1:8080/pie")).toBe("http://127.0.0.1:8080/pie");
  });

  it("drops script and data URLs however they are spelled", () => {
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " \tjavascript:alert(1)",
      "java\tscript:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
    ])
      expect(webLink(url), url).toBeNull();
  });

  it("drops what is not an absolute web URL", () => {
    for (const url of ["example.com/soup", "/recipes", "//evil.example/x", "ftp://example.com/x", "", null, undefined])
      expect(webLink(url), String(url)).toBeNull();
  });
});

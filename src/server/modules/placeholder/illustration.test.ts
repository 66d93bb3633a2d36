import { describe, expect, it } from "vitest";
import sharp from "sharp";
import { illustrationKinds, placeholderSvg } from "./illustration";

/** Issue 23: the generated recipe picture shows the dish's key ingredients and follows dark mode. */
describe("recipe placeholder illustration", () => {
  it("draws the foods a dish's title names, one icon per family, at most three", () => {
    expect(illustrationKinds("idea-tomato-basil-pasta")).toEqual(["fruit", "leaf", "bowl"]);
    expect(illustrationKinds("idea-salmon-with-lemon-and-rice")).toEqual(["fish", "fruit", "bowl"]);
    expect(illustrationKinds("idea-chicken-and-carrot-soup")).toEqual(expect.arrayContaining(["drumstick", "carrot"]));
    expect(illustrationKinds("idea-cheese-omelette-with-eggs")).toContain("cheese");
    expect(illustrationKinds("idea-spinach-kale-lettuce-chard-salad").length).toBeLessThanOrEqual(3);
  });

  it("falls back to cutlery when the token names no food", () => {
    expect(illustrationKinds("3f9a0c1d")).toEqual(["cutlery"]);
    expect(illustrationKinds("idea-surprise")).toEqual(["cutlery"]);
  });

  it("is the same picture for the same token, with dark-mode colours and no text from the token", () => {
    const svg = placeholderSvg("idea-tomato-basil-pasta");
    expect(placeholderSvg("idea-tomato-basil-pasta")).toBe(svg);
    expect(svg).toContain("@media (prefers-color-scheme:dark)");
    expect(svg).not.toMatch(/tomato|basil|pasta/i);
    expect(svg).not.toContain("<text");
    expect(placeholderSvg("idea-<script>alert(1)</script>")).not.toContain("<script");
  });

  it("renders as a valid 400 × 300 image", async () => {
    const meta = await sharp(Buffer.from(placeholderSvg("idea-salmon-with-lemon-and-rice"))).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["svg", 400, 300]);
  });
});

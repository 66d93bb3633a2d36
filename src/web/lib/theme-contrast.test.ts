// The test reads the stylesheet from disk (vitest blanks CSS imports, even `?raw`); this file never ships.
// eslint-disable-next-line no-restricted-imports
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * Reads the colour tokens of src/web/styles.css (the light `@theme` block and the
 * `prefers-color-scheme: dark` override) and checks every foreground/background pair the
 * components use against WCAG 2.x contrast: 4.5:1 for text (AA, normal size), 3:1 for the focus
 * ring and icons (SC 1.4.11 non-text contrast).
 */
const css = readFileSync(`${process.cwd()}/src/web/styles.css`, "utf8"); // vitest runs from the repo root

function colourTokens(block: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of block.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-fA-F]{6})\s*;/g)) out[m[1]] = m[2];
  return out;
}

function blockAfter(marker: RegExp): string {
  const start = css.search(marker);
  if (start < 0) throw new Error(`styles.css has no block matching ${marker}`);
  let depth = 0;
  for (let i = css.indexOf("{", start); i < css.length; i++) {
    if (css[i] === "{") depth++;
    else if (css[i] === "}" && --depth === 0) return css.slice(start, i);
  }
  throw new Error("unbalanced braces in styles.css");
}

const light = colourTokens(blockAfter(/@theme\s*\{/));
const dark = { ...light, ...colourTokens(blockAfter(/@media\s*\(prefers-color-scheme:\s*dark\)\s*\{/)) };

/** WCAG relative luminance of '#rrggbb'. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio between two '#rrggbb' colours (1 to 21). */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground token, background token] pairs that carry text in the components. */
const TEXT_PAIRS: [string, string][] = [
  ["foreground", "background"],
  ["foreground", "card"],
  ["foreground", "muted"],
  ["card-foreground", "card"],
  ["muted-foreground", "background"],
  ["muted-foreground", "card"],
  ["muted-foreground", "muted"],
  ["primary", "background"],
  ["primary", "card"],
  ["primary", "primary-soft"],
  ["primary-foreground", "primary"],
  ["primary-foreground", "primary-hover"],
  ["primary-soft-foreground", "primary-soft"],
  ["primary-soft-foreground", "primary-soft-hover"],
  ["foreground", "primary-wash"],
  ["secondary-foreground", "secondary"],
  ["destructive", "background"],
  ["destructive", "card"],
  ["destructive-foreground", "destructive"],
  ["destructive-foreground", "destructive-hover"],
  ["destructive-soft-foreground", "destructive-soft"],
  ["destructive", "destructive-soft"],
  ["success-foreground", "success"],
  ["success-soft-foreground", "success-soft"],
  ["warning-soft-foreground", "warning-soft"],
  ["warning-soft-foreground", "warning-wash"],
  ["info-soft-foreground", "info-soft"],
  ["accent-soft-foreground", "accent-soft"],
  ["frost-soft-foreground", "frost-soft"],
  ["orange-soft-foreground", "orange-soft"],
  ["grade-foreground", "grade-a"],
  ["grade-foreground", "grade-b"],
  ["grade-c-foreground", "grade-c"],
  ["grade-foreground", "grade-d"],
  ["grade-foreground", "grade-f"],
  ["background", "foreground"], // tooltips invert the page colours
];

/** Non-text pairs (focus ring, icons, chart marks) that need 3:1. */
const NON_TEXT_PAIRS: [string, string][] = [
  ["ring", "background"],
  ["ring", "card"],
  ["warning-icon", "card"],
  ["warning-icon", "warning-wash"],
  ["chart-added", "card"],
  ["chart-used", "card"],
  ["chart-cooked", "card"],
  ["chart-discarded", "card"],
];

describe.each([
  ["light", light],
  ["dark", dark],
] as const)("%s theme", (_name, tokens) => {
  it("defines every token the pairs use as #rrggbb", () => {
    const missing = [...TEXT_PAIRS, ...NON_TEXT_PAIRS].flat().filter((t) => !tokens[t]);
    expect(missing).toEqual([]);
  });

  it.each(TEXT_PAIRS)("text %s on %s reaches 4.5:1", (fg, bg) => {
    expect(contrast(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(4.5);
  });

  it.each(NON_TEXT_PAIRS)("%s on %s reaches 3:1", (fg, bg) => {
    expect(contrast(tokens[fg], tokens[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe("dark theme", () => {
  it("overrides the page colours (not a copy of light)", () => {
    expect(luminance(dark.background)).toBeLessThan(0.05);
    expect(luminance(dark.foreground)).toBeGreaterThan(0.6);
  });
});

describe("contrast()", () => {
  it("matches the WCAG reference values", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#777777", "#ffffff")).toBeCloseTo(4.48, 2);
  });
});

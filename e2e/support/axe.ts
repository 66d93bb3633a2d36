import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { finishAnimations } from "./animations";

/**
 * Why the dark-scheme axe passes run on the phone project only: the dark theme changes colours,
 * not layout, and its colour pairs are checked for every token in theme-contrast.test.ts; the
 * light passes cover both viewports (keeps CI under its time aim).
 */
export const DARK_ON_PHONE_ONLY = "dark scheme: axe runs on the phone viewport (colours do not depend on the viewport)";

/** The rule sets we hold every screen to: WCAG 2.0/2.1 A and AA plus axe's best practices. */
export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];

/** Impacts that fail a check (axe's scale: minor < moderate < serious < critical). */
const FAILING = new Set(["serious", "critical"]);

/** One failing node, as printed when a check fails. */
export interface AxeFinding {
  id: string;
  impact: string;
  target: string;
  summary: string;
}

/**
 * Runs axe-core on the page as it is now (an open dialog included) and returns every serious or
 * critical violation, one entry per offending node: rule id, impact, CSS target and axe's
 * failure summary. `include` limits the scan to a selector (default: the whole document).
 */
export async function axeFindings(page: Page, include?: string): Promise<AxeFinding[]> {
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => FAILING.has(v.impact ?? ""))
    .flatMap((v) =>
      v.nodes.map((n) => ({
        id: v.id,
        impact: v.impact ?? "",
        target: n.target.join(" "),
        summary: (n.failureSummary ?? v.help).replace(/\s+/g, " ").trim(),
      })),
    );
}

/**
 * Fails the test (softly: the test runs on, so one run lists every screen) when axe finds any serious or critical violation on the page, listing each
 * (id, impact, target, summary) under the given label (e.g. "pantry · dark · add dialog").
 * Waits for running finite animations first so a dialog zooming in is checked at its final colours.
 */
export async function expectNoAxeViolations(page: Page, label: string): Promise<void> {
  await finishAnimations(page);
  const findings = await axeFindings(page);
  const report = findings.map((f) => `  [${f.impact}] ${f.id} at ${f.target}\n    ${f.summary}`).join("\n");
  expect.soft(findings.length, `axe: ${findings.length} serious/critical violation(s) on ${label}\n${report}`).toBe(0);
}

import { expect, type Page } from "@playwright/test";
import { finishAnimations } from "./animations";

/** Smallest width and height of a touch target in CSS px (issue 23; WCAG 2.5.5 "Target Size (Enhanced)", AAA). */
export const MIN_TARGET_PX = 44;

/** What the check measures: everything a finger can activate. */
const TARGETS = [
  "button",
  "a[href]",
  "select",
  "summary",
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="link"]',
  '[role="switch"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="tab"]',
].join(", ");

/** One target under the minimum: its role, accessible-ish name, measured size (px) and position. */
export interface SmallTarget {
  what: string;
  width: number;
  height: number;
  x: number;
  y: number;
}

/**
 * Measures every rendered target on the page (the whole document, not only the viewport) with
 * getBoundingClientRect and returns those narrower or shorter than `min` CSS px.
 *
 * - A checkbox/radio counts with its label: clicking a `<label>` toggles it, so the larger of the
 *   control and its label(s) is the hit area (a visually hidden checkbox inside a tall row passes).
 * - Skipped: zero-size or 1 px elements (visually hidden, e.g. `sr-only`, Radix's hidden native
 *   select), `visibility: hidden`, and anything under `aria-hidden="true"` or `inert` (the page
 *   behind an open modal dialog, which a finger cannot reach).
 * - Exempt (WCAG 2.5.8 "inline" exception): a link or button laid out inline (computed display
 *   `inline`/`inline-flex`/`inline-block`, so not a flex/grid item) whose block also lays out
 *   other inline text beside it — a link in a sentence, whose height is set by the line of text.
 * - A ::before/::after that is absolutely placed with inset 0 counts as covering the target's
 *   nearest positioned ancestor (the "stretched link" of a card). Other pseudo-element hit areas
 *   are not seen; components use real sizes instead.
 */
export async function smallTouchTargets(page: Page, min = MIN_TARGET_PX): Promise<SmallTarget[]> {
  await finishAnimations(page);
  return page.evaluate(
    ({ selector, min }) => {
      const hidden = (el: Element) => el.closest('[aria-hidden="true"], [inert]') !== null;
      const inlineInText = (el: HTMLElement) => {
        if (!getComputedStyle(el).display.startsWith("inline")) return false;
        let block: HTMLElement | null = el.parentElement;
        while (block && getComputedStyle(block).display.startsWith("inline")) block = block.parentElement;
        if (!block) return false;
        // Text sharing the line: a non-blank text node directly in the block, or in an inline
        // sibling that is not itself a target (a row of inline buttons is not a sentence).
        return [...block.childNodes].some(
          (n) =>
            !n.contains(el) &&
            (n.textContent ?? "").trim() !== "" &&
            (n.nodeType === Node.TEXT_NODE ||
              (n instanceof HTMLElement &&
                getComputedStyle(n).display.startsWith("inline") &&
                !n.matches(selector) &&
                n.querySelector(selector) === null)),
        );
      };
      const nameOf = (el: HTMLElement) => {
        const labelled = el.getAttribute("aria-labelledby");
        const fromIds = labelled
          ? labelled
              .split(/\s+/)
              .map((id) => document.getElementById(id)?.textContent ?? "")
              .join(" ")
          : "";
        const label = el.getAttribute("aria-label") ?? (fromIds || el.textContent || el.getAttribute("title") || el.id);
        return label.replace(/\s+/g, " ").trim().slice(0, 60);
      };
      const out: { what: string; width: number; height: number; x: number; y: number }[] = [];
      for (const el of document.querySelectorAll<HTMLElement>(selector)) {
        if (hidden(el)) continue;
        const style = getComputedStyle(el);
        if (style.visibility === "hidden" || style.display === "none") continue;
        let rect = el.getBoundingClientRect();
        // A "stretched" target: an absolutely placed ::before/::after covering its positioned
        // ancestor (inset 0), as a card whose title button makes the whole card clickable.
        for (const pseudo of ["::before", "::after"]) {
          const p = getComputedStyle(el, pseudo);
          const inset0 = [p.top, p.right, p.bottom, p.left].every((v) => v === "0px");
          if (p.content !== "none" && p.position === "absolute" && inset0 && el.offsetParent)
            rect = el.offsetParent.getBoundingClientRect();
        }
        if (el instanceof HTMLInputElement && el.labels && el.labels.length > 0) {
          for (const label of el.labels) {
            const r = label.getBoundingClientRect();
            if (r.width * r.height > rect.width * rect.height) rect = r;
          }
        }
        if (rect.width <= 1 || rect.height <= 1) continue;
        if (rect.width + 0.01 >= min && rect.height + 0.01 >= min) continue;
        if (inlineInText(el)) continue;
        const role = el.getAttribute("role") ?? (el instanceof HTMLInputElement ? `${el.type}` : el.tagName.toLowerCase());
        out.push({
          what: `${role} "${nameOf(el)}"`,
          width: Math.round(rect.width * 10) / 10,
          height: Math.round(rect.height * 10) / 10,
          x: Math.round(rect.left + window.scrollX),
          y: Math.round(rect.top + window.scrollY),
        });
      }
      return out;
    },
    { selector: TARGETS, min },
  );
}

/**
 * Fails when any target on `screen` is under 44×44 CSS px, listing each offender as
 * `button "Delete Eggs" 32×32 at (310, 420)` so the message says what to fix. `soft` records the
 * failure and lets the test go on to the next screen (one run lists every screen's offenders).
 */
export async function expectTouchTargets(page: Page, screen: string, opts: { soft?: boolean; min?: number } = {}): Promise<void> {
  const min = opts.min ?? MIN_TARGET_PX;
  const small = await smallTouchTargets(page, min);
  const lines = small.map((t) => `${t.what} ${t.width}×${t.height} at (${t.x}, ${t.y})`);
  (opts.soft ? expect.soft : expect)(lines, `${screen}: touch targets under ${min}×${min} px`).toEqual([]);
}

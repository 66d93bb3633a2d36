import { expect, type BrowserContext, type Page } from "@playwright/test";

/** What the page reports about script that should never have run or markup that should never exist. */
interface PageFindings {
  /** `window.__xss` as a payload would set it (its label), or null. */
  flag: string | null;
  /** Elements carrying an on* attribute now (tag[attribute]). */
  handlers: string[];
  /** on* attributes the MutationObserver saw at any time since the page loaded (even if removed again). */
  seenHandlers: string[];
  /** href/src/action/formaction/data attributes whose value is a script URL (javascript:, vbscript:, data:text/html). */
  scriptUrls: string[];
}

/**
 * Runs in every page before the app: records every on* attribute that ever appears in the DOM
 * (added elements and attribute changes), so a payload that is inserted and removed again, or
 * whose handler never fires, is still caught.
 */
function recordHandlers() {
  const w = window as unknown as { __xssHandlers: string[] };
  w.__xssHandlers = [];
  const note = (el: Element) => {
    for (const a of Array.from(el.attributes)) if (/^on/i.test(a.name)) w.__xssHandlers.push(`${el.tagName}[${a.name}]`);
  };
  new MutationObserver((records) => {
    for (const r of records) {
      if (r.type === "attributes" && r.attributeName && /^on/i.test(r.attributeName) && r.target instanceof Element) note(r.target);
      for (const n of Array.from(r.addedNodes)) {
        if (!(n instanceof Element)) continue;
        note(n);
        n.querySelectorAll("*").forEach(note);
      }
    }
  }).observe(document, { subtree: true, childList: true, attributes: true });
}

/**
 * Arms a browser context for the XSS test: the handler recorder in every page, and every
 * `alert`/`confirm`/`prompt` a payload might open collected in `dialogs` (and dismissed, so the
 * page never hangs). Output: the list the test asserts is empty.
 */
export async function armXssGuard(context: BrowserContext): Promise<{ dialogs: string[] }> {
  const dialogs: string[] = [];
  await context.addInitScript(recordHandlers);
  const watch = (page: Page) =>
    page.on("dialog", (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss().catch(() => undefined);
    });
  context.pages().forEach(watch);
  context.on("page", watch);
  return { dialogs };
}

/** Reads the findings of the page as it is now. */
function readFindings(): PageFindings {
  const w = window as unknown as { __xss?: unknown; __xssHandlers?: string[] };
  const all = Array.from(document.querySelectorAll("*"));
  const handlers = all.flatMap((el) =>
    Array.from(el.attributes)
      .filter((a) => /^on/i.test(a.name))
      .map((a) => `${el.tagName}[${a.name}]`),
  );
  // Browsers ignore control characters and spaces in a URL's scheme ("java\tscript:"), so drop them first.
  const scriptUrl = (v: string) =>
    /^(javascript|vbscript):|^data:text\/html/i.test(
      Array.from(v)
        .filter((c) => c.charCodeAt(0) > 32)
        .join(""),
    );
  const scriptUrls = all.flatMap((el) =>
    ["href", "src", "action", "formaction", "data", "xlink:href"]
      .map((name) => [name, el.getAttribute(name)] as const)
      .filter(([, v]) => v !== null && scriptUrl(v))
      .map(([name, v]) => `${el.tagName}[${name}=${v}]`),
  );
  return { flag: w.__xss == null ? null : String(w.__xss), handlers, seenHandlers: w.__xssHandlers ?? [], scriptUrls };
}

/**
 * Asserts that on the current screen no payload ran (`window.__xss` unset, no dialog opened), no
 * element has an event-handler attribute (now or at any time since load), no link, image, frame
 * or form points at a script URL, and the long unbroken payload words did not push the page wider
 * than the phone's screen (a phone browser would zoom the whole app out). `where` names the screen
 * in the failure message.
 */
export async function expectInert(page: Page, guard: { dialogs: string[] }, where: string): Promise<void> {
  const found = await page.evaluate(readFindings);
  expect(found, `no payload ran or became markup on ${where}`).toEqual({ flag: null, handlers: [], seenHandlers: [], scriptUrls: [] });
  expect(guard.dialogs, `no alert opened by the time of ${where}`).toEqual([]);
  const width = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: screen.width }));
  expect(width.page, `${where} fits the phone screen`).toBeLessThanOrEqual(width.screen);
}

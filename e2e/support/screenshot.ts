import type { Page } from "@playwright/test";

/**
 * A viewport screenshot into e2e/artifacts (not committed) once the page is still: notices
 * closed (they would cover the dialog) and every finite animation (a dialog zooming in) done.
 */
export async function phoneShot(page: Page, file: string, opts: { keepToasts?: boolean } = {}): Promise<void> {
  if (!opts.keepToasts) {
    // By attribute and a DOM click: an open dialog hides the toasts from the accessibility tree and the pointer.
    for (const close of await page.locator('[aria-label="Close notification"]').all())
      await close.evaluate((el: HTMLElement) => el.click());
  }
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity) // e.g. a pulsing scan line
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: `e2e/artifacts/${file}.png` });
}

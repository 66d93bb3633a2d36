import type { Page } from "@playwright/test";

/**
 * Waits until every finite animation and transition on the page has finished (a dialog zooming
 * in, a toast sliding up), so a check or a screenshot sees the final state. Endless ones (skeleton
 * pulses) are left running.
 */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { startAppServer } from "./support/app-server";
import { projectDevice } from "./support/fake-camera";
import { ownItem } from "./support/pantry";
import { localDay } from "./support/page-api";
import { seedHousehold, type Seeded } from "./support/seed-household";
import { signUp } from "./support/sign-up";
import { startSmtpCapture } from "./support/smtp-capture";
import { finishAnimations } from "./support/animations";

/**
 * Screenshots of every screen (SPEC §2 routes, the auth views) and the main dialogs, on the phone
 * and desktop projects, light and dark, into e2e/artifacts/screens/<project>-<theme>-<screen>.png,
 * for a person to look at (issue 10 acceptance). Each screen also asserts what a user would notice:
 * its heading or dialog title is visible and, on the phone, the page does not scroll sideways.
 * The recipe screens measure Cumulative Layout Shift while (deliberately delayed) pictures load.
 */
type Theme = "light" | "dark";

let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: Awaited<ReturnType<typeof startAppServer>>;
let seed: Seeded;
let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  smtp = await startSmtpCapture();
  server = await startAppServer({ SMTP_URL: smtp.url, MAIL_FROM: "Pantry <pantry@localhost>" });
  const context = await browser.newContext(projectDevice());
  const page = await context.newPage();
  await signUp(page, { baseURL: server.baseURL, smtp, email: `screens-${Date.now()}@example.com`, firstName: "Maya" });
  seed = await seedHousehold(page);
  signedIn = await context.storageState();
  await context.close();
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** Sums layout-shift entries not caused by input (the CLS definition) into window.__cls. */
const CLS_PROBE = `window.__cls = 0; new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value; }).observe({ type: "layout-shift", buffered: true });`;

async function signedInPage(browser: Browser, theme: Theme): Promise<Page> {
  const context = await browser.newContext({ ...projectDevice(), storageState: signedIn, colorScheme: theme });
  await context.addInitScript(CLS_PROBE);
  return context.newPage();
}

/** Closes notices, waits for pictures and finite animations (a dialog zooming in), so the picture is still. */
async function settle(page: Page): Promise<void> {
  for (const close of await page.locator('[aria-label="Close notification"]').all()) await close.evaluate((el: HTMLElement) => el.click());
  // Lazy pictures below the fold would never load for the shot: load them all now.
  await page.evaluate(() => document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = "eager")));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete));
  await finishAnimations(page);
}

/**
 * Asserts the screen's landmark is visible and, on the phone, that nothing overflows sideways (the
 * page, or a button's label spilling out of the button), then saves the screenshot. `long` screens
 * are shot whole on the desktop; on the phone (where fixed bars would land mid-picture) as the top
 * and, when the page scrolls, a second shot `<screen>-end` of the bottom.
 */
async function shoot(page: Page, theme: Theme, name: string, landmark: Locator, opts: { long?: boolean } = {}): Promise<void> {
  await expect(landmark, `${name}: heading or title visible`).toBeVisible();
  await settle(page);
  const project = test.info().project.name;
  const file = (suffix = "") => `e2e/artifacts/screens/${project}-${theme}-${name}${suffix}.png`;
  if (project !== "phone") {
    await page.screenshot({ path: file(), fullPage: opts.long ?? false });
    return;
  }
  const size = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, viewport: window.innerWidth }));
  expect(size.scroll, `${theme} ${name}: page wider than the phone screen`).toBeLessThanOrEqual(size.viewport);
  const spilling = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("button, a")]
      .filter((el) => el.offsetParent !== null && getComputedStyle(el).overflowX === "visible" && el.scrollWidth > el.clientWidth + 1)
      .map((el) => (el.getAttribute("aria-label") ?? el.textContent ?? "").trim()),
  );
  expect(spilling, `${theme} ${name}: labels wider than their buttons`).toEqual([]);
  await page.screenshot({ path: file() });
  if (opts.long && (await page.evaluate(() => document.scrollingElement!.scrollHeight > window.innerHeight + 4))) {
    await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
    await settle(page);
    await page.screenshot({ path: file("-end") });
    await page.evaluate(() => window.scrollTo(0, 0));
  }
}

const h1 = (page: Page, name: string | RegExp) => page.getByRole("heading", { level: 1, name });
const dialog = (page: Page) => page.getByRole("dialog").or(page.getByRole("alertdialog"));

/** Opens a dialog, shoots it by its title, closes it with Escape. */
async function shootDialog(page: Page, theme: Theme, name: string, open: () => Promise<unknown>, title: string | RegExp) {
  await open();
  await shoot(page, theme, name, dialog(page).getByRole("heading", { name: title }).first());
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
}

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    test.use({ colorScheme: theme });

    test("auth views and the onboarding settings", async ({ page }) => {
      await page.goto(server.baseURL);
      await page.getByRole("button", { name: "I already have an account" }).click();
      await shoot(page, theme, "auth-sign-in", h1(page, "Sign in"));
      const shot = (n: string) => shoot(page, theme, n, page.getByRole("heading", { level: 1 }));
      await signUp(page, { baseURL: server.baseURL, smtp, email: `screens-${theme}-${Date.now()}@example.com`, firstName: "Leo", shot });
      await shoot(page, theme, "settings-onboarding", page.getByRole("heading", { name: /Welcome/ }), { long: true });
    });

    test("pantry and its dialogs", async ({ browser }) => {
      const page = await signedInPage(browser, theme);
      await page.goto(`${server.baseURL}/`);
      await expect(ownItem(page, "Eggs")).toBeVisible();
      await shoot(page, theme, "pantry", h1(page, /pantry/), { long: true });
      await shootDialog(page, theme, "pantry-edit-item", () => ownItem(page, "Eggs").getByRole("button", { name: "Edit Eggs" }).click(), "Edit item");
      await page.getByRole("button", { name: /^(Generate recipe ideas|Regenerate)$/ }).click();
      const ideas = page.getByRole("list", { name: "Recipe ideas" });
      await expect(ideas.getByRole("listitem").first()).toBeVisible({ timeout: 30_000 });
      await shoot(page, theme, "pantry-recipe-ideas", page.locator("#ideas-heading"));
      await ideas.getByRole("heading").first().getByRole("button").click();
      await shoot(page, theme, "pantry-idea-dialog", dialog(page).getByRole("heading").first());
      await page.keyboard.press("Escape");
      for (const [button, name] of [
        ["Scan barcode", "pantry-barcode-scanner"],
        ["Scan receipt", "pantry-receipt-upload"],
        ["Add from photo", "pantry-food-photo"],
      ] as const) {
        await page.getByRole("button", { name: button }).click();
        await expect(dialog(page)).toBeVisible();
        await page.waitForTimeout(1_000); // the camera request settles into its error state
        await shoot(page, theme, name, dialog(page).getByRole("heading").first());
        await dialog(page).getByRole("button", { name: "Close", exact: true }).first().click();
        await expect(dialog(page)).toHaveCount(0);
      }
      await page.context().close();
    });

    test("recipes, detail and their dialogs, without layout shift while pictures load", async ({ browser }) => {
      const page = await signedInPage(browser, theme);
      // Pictures answer late, after the cards are laid out: a box that is not reserved would jump.
      await page.route("**/api/images/**", async (route) => {
        await new Promise((r) => setTimeout(r, 600));
        await route.continue();
      });
      await page.goto(`${server.baseURL}/recipes`);
      const card = page.getByTestId("recipe-card").filter({ hasText: seed.recipes[0] });
      await expect(card).toBeVisible();
      await settle(page);
      const listCls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      await shoot(page, theme, "recipes", h1(page, "Recipes"), { long: true });
      await shootDialog(page, theme, "recipes-add-from-url", () => page.getByRole("button", { name: "Add Recipe" }).click(), "Add Recipe");
      await page.getByRole("button", { name: "Add Recipe" }).click();
      await dialog(page).getByRole("tab", { name: "Create Manually" }).click();
      await shoot(page, theme, "recipes-add-manually", dialog(page).getByRole("heading").first());
      await page.keyboard.press("Escape");

      const before = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
      await card.getByRole("button", { name: seed.recipes[0], exact: true }).click();
      const detail = page.getByRole("dialog", { name: seed.recipes[0] });
      await expect(detail.locator("img").first()).toBeVisible();
      await settle(page);
      const detailCls = (await page.evaluate(() => (window as unknown as { __cls: number }).__cls)) - before;
      await shoot(page, theme, "recipe-detail", detail.getByRole("heading", { name: seed.recipes[0] }));
      await detail.getByRole("button", { name: "Edit instructions" }).click();
      await detail.getByRole("button", { name: "Edit image" }).click();
      await shoot(page, theme, "recipe-detail-editing", detail.getByRole("heading", { name: seed.recipes[0] }));
      await page.keyboard.press("Escape");
      await shootDialog(page, theme, "recipes-add-to-meal-plan", () => card.getByRole("button", { name: "Plan" }).click(), "Add to Meal Plan");
      await shootDialog(page, theme, "recipes-delete", () => card.getByRole("button", { name: `Delete ${seed.recipes[0]}` }).click(), "Delete this recipe?");

      const cls = `${test.info().project.name} ${theme}: recipes list ${listCls.toFixed(4)}, recipe detail ${detailCls.toFixed(4)}`;
      test.info().annotations.push({ type: "CLS", description: cls });
      console.log(`CLS ${cls}`);
      // Reserved picture boxes give 0 here; without them the list measured 0.054 (still under the
      // web-vitals "good" bound of 0.1, so that bound would not catch it): allow practically nothing.
      expect(listCls, "recipes list layout shift").toBeLessThan(0.01);
      expect(detailCls, "recipe detail layout shift").toBeLessThan(0.01);
      await page.context().close();
    });

    test("planners and their dialogs", async ({ browser }) => {
      const page = await signedInPage(browser, theme);
      const cell = (day: string, meal: string) => page.getByTestId(`plan-cell-${day}-${meal}`);
      await page.goto(`${server.baseURL}/planner`);
      await expect(cell(localDay(), "dinner").getByText(seed.recipes[0])).toBeVisible();
      await shoot(page, theme, "planner-weekly", h1(page, "Weekly planner"), { long: true });
      // Today's cell: always in the week shown and never past (tomorrow is next week's on a Saturday).
      await shootDialog(page, theme, "planner-add-meal", () => cell(localDay(), "dinner").getByRole("button", { name: /^Add dinner/ }).click(), "Add dinner");
      await page.goto(`${server.baseURL}/enhanced-planner`);
      await expect(cell(localDay(), "dinner").getByText(seed.recipes[0])).toBeVisible();
      await shoot(page, theme, "planner-four-day", h1(page, "Meal planner"), { long: true });
      const dinner = cell(localDay(), "dinner");
      await shootDialog(page, theme, "planner-cook", () => dinner.getByRole("button", { name: "Mark cooked" }).click(), /^Cook/);
      await shootDialog(page, theme, "planner-move", () => dinner.getByRole("button", { name: `Move ${seed.recipes[0]}`, exact: true }).click(), /^Move /);
      await page.context().close();
    });

    test("shopping list, history, settings, camera test and 404", async ({ browser }) => {
      const page = await signedInPage(browser, theme);
      await page.goto(`${server.baseURL}/shopping`);
      await expect(page.getByTestId("shopping-line").first()).toBeVisible();
      await shoot(page, theme, "shopping", h1(page, "Shopping list"), { long: true });
      await shootDialog(page, theme, "shopping-from-plan", () => page.getByRole("button", { name: "Add what's missing" }).first().click(), "Add what's missing");
      await shootDialog(page, theme, "shopping-done", () => page.getByRole("button", { name: /^Done shopping/ }).click(), "Done shopping?");
      await page.goto(`${server.baseURL}/history`);
      await expect(page.getByTestId("history-record").first()).toBeVisible();
      await expect(page.getByTestId("chart-per-day")).toBeVisible();
      await shoot(page, theme, "history", h1(page, "History"), { long: true });
      await page.goto(`${server.baseURL}/settings`);
      await page.waitForLoadState("networkidle");
      await shoot(page, theme, "settings", h1(page, "Settings"), { long: true });
      await page.goto(`${server.baseURL}/camera-test`);
      await page.waitForLoadState("networkidle");
      await shoot(page, theme, "camera-test", h1(page, "Camera test"), { long: true });
      await page.goto(`${server.baseURL}/no-such-page`);
      await shoot(page, theme, "not-found", h1(page, "Page not found"));
      await page.context().close();
    });
  });
}

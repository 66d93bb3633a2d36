import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { appWithMail } from "./support/phone-app";
import { projectDevice } from "./support/fake-camera";
import { ownItem } from "./support/pantry";
import { localDay } from "./support/page-api";
import { seedHousehold, type Seeded } from "./support/seed-household";
import { signUp } from "./support/sign-up";
import { expectTouchTargets, smallTouchTargets } from "./support/touch-targets";

/**
 * Issue 23 "Touch targets": on a phone, every button, link, switch, tab, checkbox and select on
 * every screen (pantry, recipes and a recipe's detail, both planners, shopping, settings, history,
 * cook mode) and in the dialogs most used there is at least 44×44 CSS px on a 360 px wide phone
 * that does not scroll sideways (links inside a sentence
 * excepted, see e2e/support/touch-targets.ts). Each screen is checked softly, so one failing run
 * lists the offenders of every screen. The household is the one the screenshot and axe specs use.
 */
test.skip(({ isMobile }) => !isMobile, "touch targets are checked on the phone project");

const dialog = (page: Page) => page.getByRole("dialog").or(page.getByRole("alertdialog"));
/** Targets at least 44×44 px, and the screen no wider than the phone. */
async function check(page: Page, screen: string) {
  await expectTouchTargets(page, screen, { soft: true });
  const size = await page.evaluate(() => ({ scroll: document.scrollingElement!.scrollWidth, viewport: window.innerWidth }));
  expect.soft(size.scroll, `${screen}: wider than a 360 px phone`).toBeLessThanOrEqual(size.viewport);
}

/** Opens a dialog, checks its targets (the page behind is inert), closes it with Escape. */
async function checkDialog(page: Page, screen: string, open: () => Promise<unknown>) {
  await open();
  await expect(dialog(page).first()).toBeVisible();
  await check(page, screen);
  await page.keyboard.press("Escape");
  await expect(dialog(page)).toHaveCount(0);
}

test("the measure flags a small button and an unlabelled small checkbox, not a link in a sentence, a hidden checkbox in a tall label or a card-wide title button", async ({
  page,
}) => {
  await page.setContent(`
    <button style="width:32px;height:32px">x</button>
    <button style="width:120px;height:44px">Big enough</button>
    <p>Read the <a href="/help">help page</a> first.</p>
    <input type="checkbox" aria-label="Tiny" style="width:16px;height:16px">
    <label style="display:block;height:48px"><input type="checkbox" style="position:absolute;width:1px;height:1px;opacity:0">Row</label>
    <div style="position:relative;width:200px;height:120px"><button style="height:20px" class="stretch">Card title</button></div>
    <div aria-hidden="true"><button style="width:10px;height:10px">behind a dialog</button></div>`);
  await page.addStyleTag({ content: ".stretch::after { content: ''; position: absolute; inset: 0; }" });
  const small = await smallTouchTargets(page);
  expect(small.map((t) => `${t.what} ${t.width}×${t.height}`)).toEqual(['button "x" 32×32', 'checkbox "Tiny" 16×16']);
});

test.describe("the app's screens", () => {
  const app = appWithMail();
  let seeded: Seeded;
  let signedIn: Awaited<ReturnType<BrowserContext["storageState"]>>;

  test.beforeAll(async ({ browser }) => {
    test.setTimeout(300_000);
    const context = await browser.newContext(projectDevice());
    const page = await context.newPage();
    await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `targets-${Date.now()}@example.com`, firstName: "Tess" });
    seeded = await seedHousehold(page);
    signedIn = await context.storageState();
    await context.close();
  });

  test("every target on every screen is at least 44×44 px", async ({ browser }) => {
    test.setTimeout(240_000);
    // The narrowest common phone (360 px): bigger targets must still fit without sideways scrolling.
    const context = await browser.newContext({ ...projectDevice(), viewport: { width: 360, height: 780 }, storageState: signedIn });
    const page = await context.newPage();
    const cell = (day: string, meal: string) => page.getByTestId(`plan-cell-${day}-${meal}`);

    await test.step("pantry", async () => {
      await page.goto(`${app.server.baseURL}/`);
      await expect(ownItem(page, "Eggs")).toBeVisible();
      await check(page, "pantry");
      await checkDialog(page, "pantry edit item dialog", () =>
        ownItem(page, "Eggs").getByRole("button", { name: "Edit Eggs" }).press("Enter"),
      );
      // The card layout (stepper, Use 1 / Use ½, Edit and Delete) as well as the compact rows.
      await page.getByRole("button", { name: "Cards", exact: true }).click();
      await expect(ownItem(page, "Eggs").getByRole("button", { name: "Use 1" })).toBeVisible();
      await check(page, "pantry (cards)");
    });

    await test.step("recipes, recipe detail and cook mode", async () => {
      await page.goto(`${app.server.baseURL}/recipes`);
      const card = page.getByTestId("recipe-card").filter({ hasText: seeded.recipes[0] });
      await expect(card).toBeVisible();
      await check(page, "recipes");
      await checkDialog(page, "add recipe dialog", () => page.getByRole("button", { name: "Add Recipe" }).click());
      await card.getByRole("button", { name: seeded.recipes[0], exact: true }).click();
      const detail = page.getByRole("dialog", { name: seeded.recipes[0] });
      await expect(detail).toBeVisible();
      await check(page, "recipe detail dialog");
      await detail.getByRole("button", { name: "Cook", exact: true }).click();
      await expect(page).toHaveURL(/\/cook\//);
      await expect(page.getByTestId("cook-position")).toBeVisible();
      await check(page, "cook mode");
    });

    await test.step("weekly planner", async () => {
      await page.goto(`${app.server.baseURL}/planner`);
      await expect(cell(localDay(), "dinner").getByText(seeded.recipes[0])).toBeVisible();
      await check(page, "weekly planner");
      // Today's cell: always in the week shown and never past (tomorrow is next week's on a Saturday).
      await checkDialog(page, "add meal dialog", () =>
        cell(localDay(), "dinner")
          .getByRole("button", { name: /^Add dinner/ })
          .click(),
      );
    });

    await test.step("four-day planner", async () => {
      await page.goto(`${app.server.baseURL}/enhanced-planner`);
      await expect(cell(localDay(), "dinner").getByText(seeded.recipes[0])).toBeVisible();
      await check(page, "four-day planner");
      await checkDialog(page, "move meal dialog", () =>
        cell(localDay(), "dinner")
          .getByRole("button", { name: `Move ${seeded.recipes[0]}`, exact: true })
          .click(),
      );
    });

    await test.step("shopping", async () => {
      await page.goto(`${app.server.baseURL}/shopping`);
      await expect(page.getByTestId("shopping-line").first()).toBeVisible();
      await check(page, "shopping list");
      await checkDialog(page, "shopping edit line dialog", () => page.getByRole("button", { name: `Edit ${seeded.lines[1]}` }).click());
    });

    await test.step("history", async () => {
      await page.goto(`${app.server.baseURL}/history`);
      await expect(page.getByTestId("history-record").first()).toBeVisible();
      await check(page, "history");
    });

    await test.step("settings", async () => {
      await page.goto(`${app.server.baseURL}/settings`);
      await expect(page.getByRole("button", { name: "Send invite" })).toBeVisible();
      await page.waitForLoadState("networkidle");
      await check(page, "settings");
    });
    await context.close();
  });
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import sharp from "sharp";
import { makeZip } from "../test/server/fixtures/make-zip";
import { ok } from "./support/page-api";
import { signUp } from "./support/sign-up";
import { appWithMail } from "./support/phone-app";

/**
 * Issue 21 items 1–2 through the browser: a Nextcloud Cookbook export made here (three recipe
 * folders, two with a small JPEG, one the same page as a recipe the household already has) is
 * uploaded in Settings → Import recipes; the preview leaves the duplicate unticked; the import
 * shows its progress bar, then the summary, which is still there after leaving the page; Done
 * dismisses it; the Recipes screen shows the new recipes with their pictures and parsed
 * ingredients. Screens of the preview and summary, light and dark, go to e2e/artifacts/screens.
 */
const app = appWithMail();

const SEEDED = { title: "Grandma's beef stew", sourceUrl: "https://cook.example/stew" };
const LOAF = "Lemon drizzle loaf";
const BEANS = "Garlic green beans";

/** A Nextcloud Cookbook zip: one folder per recipe with a schema.org recipe.json and full.jpg. */
async function cookbookZip(): Promise<Buffer> {
  const jpeg = (color: string) =>
    sharp({ create: { width: 96, height: 72, channels: 3, background: color } })
      .jpeg()
      .toBuffer();
  const recipe = (name: string, extra: Record<string, unknown>) =>
    JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", name, recipeYield: "2 servings", ...extra });
  return makeZip([
    {
      name: `Recipes/${LOAF}/recipe.json`,
      bytes: recipe(LOAF, {
        recipeIngredient: ["225 g butter", "3 eggs", "2 tbsp lemon juice"],
        recipeInstructions: [
          { "@type": "HowToStep", text: "Beat the butter and eggs." },
          { "@type": "HowToStep", text: "Bake 45 minutes." },
        ],
        prepTime: "PT15M",
        cookTime: "PT45M",
      }),
    },
    { name: `Recipes/${LOAF}/full.jpg`, bytes: await jpeg("#e0b020"), store: true },
    {
      name: `Recipes/${BEANS}/recipe.json`,
      bytes: recipe(BEANS, {
        recipeIngredient: ["500 g green beans", "2 cloves garlic"],
        recipeInstructions: "Blanch the beans. Fry with the garlic.",
      }),
    },
    { name: `Recipes/${BEANS}/full.jpg`, bytes: await jpeg("#2f8f3a"), store: true },
    {
      name: "Recipes/Beef stew/recipe.json",
      bytes: recipe("Beef stew", { url: "http://www.cook.example/stew/", recipeIngredient: ["1 lb beef"], recipeInstructions: "Stew it." }),
    },
  ]);
}

/** Screens of the import card, light and dark, as e2e/artifacts/screens/<project>-<theme>-<name>.png. */
async function shoot(page: Page, card: Locator, name: string): Promise<void> {
  const project = test.info().project.name;
  for (const theme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: theme });
    // Below the sticky header: the card's title stays in the picture.
    await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 80));
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    await page.screenshot({ path: `e2e/artifacts/screens/${project}-${theme}-${name}.png` });
  }
  await page.emulateMedia({ colorScheme: "light" });
}

// A loaded 2-core machine can take many seconds for a page to load: waits after navigation allow 30 s.
test("import a recipe archive: preview with the duplicate unticked, progress, summary, recipes with pictures and parsed ingredients", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `archive-${project}-${Date.now()}@example.com`, firstName: "Ari" });
  await ok(page, "POST", "/api/recipes/manual", {
    recipe: { ...SEEDED, instructions: "Stew.", ingredients: [{ name: "beef", qty: "1", unit: "lb" }] },
  });

  await page.goto(`${app.server.baseURL}/settings`);
  const card = page.getByTestId("recipe-import-card");
  await expect(card.getByRole("heading", { name: "Import recipes" })).toBeVisible({ timeout: 30_000 });
  const choose = card.getByRole("button", { name: "Choose file" });
  const box = await choose.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);

  await card
    .getByTestId("recipe-archive-input")
    .setInputFiles({ name: "cookbook.zip", mimeType: "application/zip", buffer: await cookbookZip() });
  await expect(card.getByRole("heading", { name: "3 recipes found" })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole("checkbox", { name: LOAF })).toBeChecked();
  await expect(card.getByRole("checkbox", { name: BEANS })).toBeChecked();
  const stew = card.getByRole("checkbox", { name: /Beef stew/ });
  await expect(stew).not.toBeChecked();
  await expect(card.getByText(`Looks like one you have: ${SEEDED.title}`)).toBeVisible();
  await shoot(page, card, "recipe-import-preview");

  // Keyboard: the tick boxes toggle with Space.
  await stew.focus();
  await page.keyboard.press("Space");
  await expect(stew).toBeChecked();
  await page.keyboard.press("Space");
  await expect(stew).not.toBeChecked();

  // The first progress poll is held back a moment so the bar is seen before the summary.
  let held = false;
  await page.route(/\/api\/recipes\/import-archive\/[0-9a-f-]{36}$/, async (route) => {
    if (!held && route.request().method() === "GET") {
      held = true;
      await new Promise((r) => setTimeout(r, 1500));
    }
    await route.continue();
  });
  await card.getByRole("button", { name: "Import 2 recipes" }).click();
  const bar = card.getByRole("progressbar", { name: "Importing recipes" });
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("aria-valuemax", "2");
  await expect(card.getByTestId("import-progress-text")).toHaveText(/^[0-2] of 2$/);

  await expect(card.getByRole("heading", { name: "2 recipes imported" })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByRole("link", { name: LOAF })).toBeVisible();
  await expect(card.getByRole("link", { name: BEANS })).toBeVisible();
  await shoot(page, card, "recipe-import-summary");
  const loafHref = await card.getByRole("link", { name: LOAF }).getAttribute("href");
  expect(loafHref).toMatch(/^\/recipes\?open=[0-9a-f-]{36}$/);

  // Leaving the page and coming back shows the same summary until Done.
  await page.goto(`${app.server.baseURL}/pantry`);
  await page.goto(`${app.server.baseURL}/settings`);
  await expect(card).toContainText("2 recipes imported", { timeout: 30_000 });
  await card.getByRole("button", { name: "Done" }).click();
  await expect(card.getByRole("button", { name: "Choose file" })).toBeVisible({ timeout: 30_000 });

  // The Recipes screen: both recipes with their pictures; the detail shows parsed amounts and foods.
  await page.goto(`${app.server.baseURL}/recipes`);
  for (const title of [LOAF, BEANS]) {
    const img = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: title }) })
      .getByRole("img", { name: title });
    await img.scrollIntoViewIfNeeded({ timeout: 30_000 });
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  }
  await page.goto(`${app.server.baseURL}${loafHref}`);
  const detail = page.getByTestId("recipe-detail");
  await expect(detail.getByRole("heading", { name: LOAF })).toBeVisible({ timeout: 30_000 });
  const butter = detail.getByTestId("detail-ingredient").filter({ hasText: /\bbutter\b/ });
  await expect(butter.getByTestId("ingredient-amount")).toHaveText("225 g");
  const eggs = detail.getByTestId("detail-ingredient").filter({ hasText: /\beggs?\b/ });
  await expect(eggs.getByTestId("ingredient-amount")).toHaveText("3");
  const picture = detail.getByRole("img", { name: LOAF });
  await expect.poll(() => picture.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

import { expect, test, type Page } from "@playwright/test";
import { startAppServer } from "./support/app-server";
import { startRecipeSite, TEST_RECIPE } from "./support/recipe-site";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";
import { startSmtpCapture } from "./support/smtp-capture";

/**
 * Issue 21 items 4 and 5 through the UI: paste a recipe as text → the editable preview → save →
 * the recipe opens with parsed ingredients; and "Several links" against the loopback recipe site
 * (one page with a recipe, a repeated link, a missing page, a picture). Screenshots of the paste
 * preview in light and dark on the phone and the desktop go to e2e/artifacts.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let site: Awaited<ReturnType<typeof startRecipeSite>>;
let server: Awaited<ReturnType<typeof startAppServer>>;

test.beforeAll(async () => {
  test.setTimeout(300_000); // the app server can take minutes to start on a loaded 2-core machine
  smtp = await startSmtpCapture();
  site = await startRecipeSite();
  server = await startAppServer({ SMTP_URL: smtp.url, MAIL_FROM: "Pantry <pantry@localhost>", FETCH_ALLOW_PRIVATE: `127.0.0.1:${site.port}` });
});
test.afterAll(async () => {
  await server?.stop();
  await site?.close();
  await smtp?.close();
});

// Our own words.
const PASTED = `Green Pea Soup

Serves 4
Prep: 10 mins | Cook: 20 mins

Ingredients
For the soup:
500 g frozen peas
1 onion, chopped
750 ml vegetable stock
To serve:
2 tbsp crème fraîche

Method
1. Soften the onion in a little oil.
2. Add the peas and stock and simmer for 10 minutes.
3. Blend until smooth and serve with the crème fraîche.`;

const shot = (page: Page, name: string) => phoneShot(page, `${test.info().project.name}-recipes-paste-${name}`);

async function openAddTab(page: Page, tab: string) {
  await page.getByRole("button", { name: "Add Recipe" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Recipe" });
  await dialog.getByRole("tab", { name: tab }).click();
  return dialog;
}

test("paste a recipe: read, preview, save; then several links at once", async ({ page }) => {
  test.setTimeout(180_000);
  const project = test.info().project.name;
  await signUp(page, { baseURL: server.baseURL, smtp, email: `paste-${project}-${Date.now()}@example.com`, firstName: "Pat" });
  await page.goto(`${server.baseURL}/recipes`);
  await expect(page.getByRole("heading", { name: "Recipes", level: 1 })).toBeVisible({ timeout: 30_000 });

  const dialog = await openAddTab(page, "Paste text");
  await expect(dialog.getByRole("button", { name: "Read recipe" })).toBeDisabled();
  await dialog.getByLabel("Recipe text").fill(PASTED);
  await dialog.getByRole("button", { name: "Read recipe" }).click();

  const preview = dialog.getByRole("group", { name: "Recipe preview" });
  await expect(preview.getByLabel("Title")).toHaveValue("Green Pea Soup");
  await expect(preview.getByLabel("Servings")).toHaveValue("4");
  await expect(preview.getByLabel("Cook (min)")).toHaveValue("20");
  await expect(preview.getByTestId("ingredient-reading")).toHaveCount(4);
  await expect(preview.getByTestId("ingredient-reading").first()).toContainText("Amount: 500");
  await expect(preview.getByTestId("ingredient-reading").first()).toContainText("Unit: g");
  await expect(preview.getByLabel("Ingredient group name")).toHaveCount(2);
  await shot(page, "preview-light");
  await preview.getByLabel("Ingredient group name").first().scrollIntoViewIfNeeded();
  await shot(page, "ingredients-light");
  await page.emulateMedia({ colorScheme: "dark" });
  await shot(page, "ingredients-dark");
  await preview.getByLabel("Title").scrollIntoViewIfNeeded();
  await shot(page, "preview-dark");
  await page.emulateMedia({ colorScheme: "light" });

  await dialog.getByRole("button", { name: "Save recipe" }).click();
  const detail = page.getByRole("dialog", { name: "Green Pea Soup" });
  await expect(detail).toBeVisible({ timeout: 20_000 });
  const peas = detail.getByTestId("detail-ingredient").filter({ hasText: /peas/ });
  await expect(peas).toHaveCount(1);
  await expect(detail.getByTestId("detail-ingredient")).toHaveCount(4);
  await page.keyboard.press("Escape");

  // Several links: invalid lines are reported first; then each link with its own result.
  const batch = await openAddTab(page, "Several links");
  await batch.getByRole("textbox", { name: "Recipe links", exact: true }).fill(`${site.base}/pancakes\nnot a link`);
  await batch.getByRole("button", { name: "Import all" }).click();
  await expect(batch.getByRole("alert")).toContainText("Line 2: not a link");
  await batch
    .getByRole("textbox", { name: "Recipe links", exact: true })
    .fill([`${site.base}/pancakes`, `${site.base}/no-such-page`, `${site.base}/pancakes`, `${site.base}/pancakes`].join("\n"));
  await batch.getByRole("button", { name: "Import all" }).click();
  await expect(batch.getByRole("status")).toHaveText("Done: 1 imported, 0 already in your recipes, 1 failed", { timeout: 60_000 });
  await expect(batch.getByRole("progressbar", { name: "Links imported" })).toHaveAttribute("aria-valuetext", "2 of 2");
  const rows = batch.getByTestId("url-batch-row");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(TEST_RECIPE.name);
  await expect(rows.nth(0)).toContainText("Imported");
  await expect(rows.nth(1)).toContainText("Failed:");
  await expect(batch.getByText("2 repeated links were left out.")).toBeVisible();
  await shot(page, "links-done");
  await batch.getByRole("button", { name: `Open ${TEST_RECIPE.name}` }).click();
  await expect(page.getByRole("dialog", { name: TEST_RECIPE.name })).toBeVisible();
});

import { expect, test, type Locator, type Page } from "@playwright/test";
import { startAppServer } from "./support/app-server";
import { startRecipeSite, TEST_RECIPE } from "./support/recipe-site";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";
import { startSmtpCapture } from "./support/smtp-capture";

/**
 * The Recipes screen on a phone (issue 5): import a recipe from a page on a loopback web site (the
 * app's SSRF guard allows exactly that address and port), write one by hand, like one and dislike
 * the other (still shown after a reload), open the detail and scale it, change its picture and
 * instructions, and delete with the confirmation.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let site: Awaited<ReturnType<typeof startRecipeSite>>;
let server: Awaited<ReturnType<typeof startAppServer>>;

test.beforeAll(async () => {
  if (test.info().project.name !== "phone") return;
  smtp = await startSmtpCapture();
  site = await startRecipeSite();
  server = await startAppServer({
    SMTP_URL: smtp.url,
    MAIL_FROM: "Pantry <pantry@localhost>",
    FETCH_ALLOW_PRIVATE: `127.0.0.1:${site.port}`,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await site?.close();
  await smtp?.close();
});

const shot = (page: Page, name: string) => phoneShot(page, `phone-recipes-${name}`);
const card = (page: Page, title: string): Locator => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
/** The detail's ingredient line for a food, e.g. "flour". */
const ingredientLine = (detail: Locator, food: string) =>
  detail.getByTestId("detail-ingredient").filter({ hasText: new RegExp(`\\b${food}\\b`) });

/** An image element has loaded real pixels (not the plate placeholder, not a broken link). */
async function expectLoadedImage(img: Locator) {
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}

test("recipes on a phone: import, create, feedback, detail scaling, image and instruction edits, delete", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  test.setTimeout(180_000);
  await signUp(page, { baseURL: server.baseURL, smtp, email: `recipes-${Date.now()}@example.com`, firstName: "Robin" });
  await page.goto(`${server.baseURL}/recipes`);
  await expect(page.getByRole("heading", { name: "Recipes", level: 1 })).toBeVisible();

  // Empty state invites importing or writing one.
  await expect(page.getByRole("heading", { name: "No recipes yet" })).toBeVisible();
  await shot(page, "empty");

  // Import from the test site's page: the button waits for a URL, shows progress, then the detail opens.
  await page.getByRole("button", { name: "Add Recipe" }).click();
  const addDialog = page.getByRole("dialog", { name: "Add Recipe" });
  await expect(addDialog.getByRole("tab", { name: "From URL" })).toHaveAttribute("aria-selected", "true");
  const importButton = addDialog.getByRole("button", { name: "Import recipe" });
  await expect(importButton).toBeDisabled();
  await addDialog.getByLabel("Recipe URL").fill("   ");
  await expect(importButton).toBeDisabled();
  await addDialog.getByLabel("Recipe URL").fill(`${site.base}/pancakes`);
  await expect(importButton).toBeEnabled();
  await shot(page, "add-from-url");
  await importButton.click();
  const detail = page.getByTestId("recipe-detail");
  await expect(page.getByRole("dialog", { name: TEST_RECIPE.name })).toBeVisible({ timeout: 30_000 });
  expect(site.requests).toContain("/pancakes");
  await expectLoadedImage(detail.getByRole("img", { name: TEST_RECIPE.name }));

  // Detail: starts at the household size (2), scaled from the page's 4 servings; steps numbered.
  await expect(page.getByTestId("servings-value")).toHaveText("2 servings");
  await expect(ingredientLine(detail, "flour").getByTestId("ingredient-amount")).toHaveText("¾ cup");
  for (let i = 0; i < 6; i++) await page.getByRole("button", { name: "More servings" }).click();
  await expect(page.getByTestId("servings-value")).toHaveText("8 servings");
  await expect(ingredientLine(detail, "flour").getByTestId("ingredient-amount")).toHaveText("3 cups");
  await expect(ingredientLine(detail, "buttermilk").getByTestId("ingredient-amount")).toHaveText("2½ cups");
  await detail.getByRole("list", { name: "Ingredient list" }).scrollIntoViewIfNeeded();
  await shot(page, "detail-ingredients-scaled");
  await expect(detail.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveCount(TEST_RECIPE.steps.length);
  await expect(ingredientLine(detail, "flour")).toContainText(/in your pantry|missing from your pantry/);
  await shot(page, "detail");

  // Instruction edit mode: blank is refused, a new text is saved and shown as steps.
  await detail.getByRole("button", { name: "Edit instructions" }).click();
  const instructions = detail.getByRole("textbox", { name: "Instructions" });
  await instructions.fill("   ");
  await detail.getByRole("button", { name: "Save instructions" }).click();
  await expect(detail.getByText("Please enter instructions")).toBeVisible();
  await instructions.fill("Mix everything.\nRest the batter 10 minutes.\nCook until golden.\nServe with berries.");
  await detail.getByRole("button", { name: "Save instructions" }).click();
  await expect(detail.getByRole("list", { name: "Steps" }).getByRole("listitem")).toHaveCount(4);
  await expect(detail.getByText("Serve with berries.")).toBeVisible();

  // Image edit mode: a blank link is refused; a link on the test site is downloaded by the server.
  await detail.getByRole("button", { name: "Edit image" }).click();
  await detail.getByRole("button", { name: "Use link" }).click();
  await expect(detail.getByText("Please enter a valid image URL")).toBeVisible();
  await detail.getByLabel("Image URL").fill(`${site.base}/img/berries.png`);
  await shot(page, "detail-image-edit");
  await detail.getByRole("button", { name: "Use link" }).click();
  await expect(detail.getByRole("region", { name: "Change the picture" })).toHaveCount(0, { timeout: 20_000 });
  expect(site.requests).toContain("/img/berries.png");
  const detailImage = detail.getByRole("img", { name: TEST_RECIPE.name });
  await expect(detailImage).toHaveAttribute("src", /^\/api\/images\//);
  await expectLoadedImage(detailImage);
  const linkedSrc = await detailImage.getAttribute("src");

  // Upload: a file that is not an image is refused before any call; a PNG goes up, is normalized and shown.
  await detail.getByRole("button", { name: "Edit image" }).click();
  const fileInput = detail.locator('input[type="file"]');
  await fileInput.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not a picture") });
  await expect(page.getByText("Invalid file type", { exact: true })).toBeVisible();
  await fileInput.setInputFiles({ name: "pancakes.png", mimeType: "image/png", buffer: site.images["/img/pancakes.png"] });
  await expect(detail.getByRole("region", { name: "Change the picture" })).toHaveCount(0, { timeout: 20_000 });
  await expect(detailImage).toHaveAttribute("src", /^\/api\/images\//);
  await expect(detailImage).not.toHaveAttribute("src", linkedSrc ?? "");
  await expectLoadedImage(detailImage);
  const uploadedSrc = await detailImage.getAttribute("src");

  // 'Generate image' draws a local illustration and shows it.
  await detail.getByRole("button", { name: "Edit image" }).click();
  await detail.getByRole("button", { name: "Generate image" }).click();
  await expect(detail.getByRole("region", { name: "Change the picture" })).toHaveCount(0, { timeout: 20_000 });
  await expect(detailImage).not.toHaveAttribute("src", uploadedSrc ?? "");
  await expectLoadedImage(detailImage);
  await page.getByRole("button", { name: "Close" }).click();

  // The imported card shows its picture.
  const imported = card(page, TEST_RECIPE.name);
  await expect(imported).toBeVisible();
  await expectLoadedImage(imported.getByRole("img", { name: TEST_RECIPE.name }));

  // Create manually: a missing title is caught at once, then the recipe is saved.
  await page.getByRole("button", { name: "Add Recipe" }).click();
  await addDialog.getByRole("tab", { name: "Create Manually" }).click();
  // Issue 23: every tab's label keeps clear of its tab's edges on a phone ("Create Manually" touched it).
  for (const tab of await addDialog.getByRole("tab").all()) {
    const margins = await tab.evaluate((el) => {
      const text = document.createRange();
      text.selectNodeContents(el);
      const t = text.getBoundingClientRect();
      const b = el.getBoundingClientRect();
      return [t.left - b.left, b.right - t.right];
    });
    expect(Math.min(...margins), await tab.innerText()).toBeGreaterThanOrEqual(6);
  }
  await expect(addDialog.getByLabel("Servings")).toHaveValue("4");
  await addDialog.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("Title required", { exact: true })).toBeVisible();
  await expect(addDialog.getByText("Please enter a recipe title")).toBeVisible();
  await addDialog.getByLabel("Title").fill("Quick Tomato Soup");
  await addDialog.getByLabel("Cuisine").fill("Italian");
  await addDialog.getByLabel(/^Prep/).fill("10");
  await addDialog.getByLabel(/^Cook/).fill("20");
  await addDialog.getByLabel("Ingredient 1 name").fill("Canned tomatoes");
  await addDialog.getByLabel("Ingredient 1 amount").fill("2");
  await addDialog.getByRole("combobox", { name: "Ingredient 1 unit" }).click();
  await page.getByRole("option", { name: "piece", exact: true }).click();
  await addDialog.getByLabel("Ingredient 2 name").fill("Onion");
  await addDialog.getByLabel("Ingredient 2 amount").fill("1");
  await addDialog.getByRole("button", { name: "Add ingredient" }).click();
  await addDialog.getByLabel("Ingredient 3 name").fill("Olive oil");
  await addDialog.getByLabel("Ingredient 3 amount").fill("2");
  await addDialog.getByRole("combobox", { name: "Ingredient 3 unit" }).click();
  await page.getByRole("option", { name: "tbsp" }).click();
  await addDialog.getByLabel("Instructions").fill("Soften the onion in the oil.\nAdd the tomatoes and simmer 20 minutes.\nBlend.");
  await shot(page, "add-manual");
  await addDialog.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByRole("dialog", { name: "Quick Tomato Soup" })).toBeVisible();
  await expect(ingredientLine(detail, "olive oil").getByTestId("ingredient-amount")).toHaveText("1 tbsp");
  await page.getByRole("button", { name: "Close" }).click();

  // Search by cuisine and by ingredient.
  const search = page.getByRole("searchbox", { name: "Search recipes" });
  await search.fill("italian");
  await expect(page.getByTestId("recipe-card")).toHaveCount(1);
  await search.fill("buttermilk");
  await expect(page.getByTestId("recipe-card")).toHaveCount(1);
  await expect(imported).toBeVisible();
  await search.fill("");
  await expect(page.getByTestId("recipe-card")).toHaveCount(2);

  // Like one, dislike the other; the latest feedback survives a reload.
  const soup = card(page, "Quick Tomato Soup");
  await imported.getByRole("button", { name: "Like", exact: true }).click();
  await soup.getByRole("button", { name: "Dislike", exact: true }).click();
  await expect(imported.getByRole("button", { name: "Like", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(imported.getByRole("button", { name: "Like", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(imported.getByRole("button", { name: "Dislike", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(soup.getByRole("button", { name: "Dislike", exact: true })).toHaveAttribute("aria-pressed", "true");
  // Issue 23: saving is separate from liking, and a like or dislike can be taken back.
  await soup.getByRole("button", { name: "Save", exact: true }).click();
  await expect(soup.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(soup.getByRole("button", { name: "Dislike", exact: true })).toHaveAttribute("aria-pressed", "true");
  await soup.getByRole("button", { name: "Dislike", exact: true }).click();
  await expect(soup.getByRole("button", { name: "Dislike", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(soup.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "true");
  await page.waitForLoadState("networkidle");
  await page.reload();
  await expect(soup.getByRole("button", { name: "Dislike", exact: true })).toHaveAttribute("aria-pressed", "false");
  await expect(soup.getByRole("button", { name: "Save", exact: true })).toHaveAttribute("aria-pressed", "true");
  await shot(page, "list");

  // Delete asks first, naming the recipe; Cancel keeps it, 'Delete recipe' removes it.
  await soup.getByRole("button", { name: "Delete Quick Tomato Soup" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Delete this recipe?" });
  await expect(confirm).toContainText("Quick Tomato Soup");
  await shot(page, "delete-confirm");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(soup).toBeVisible();
  await soup.getByRole("button", { name: "Delete Quick Tomato Soup" }).click();
  await confirm.getByRole("button", { name: "Delete recipe" }).click();
  await expect(soup).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("recipe-card")).toHaveCount(1);
  await expect(card(page, TEST_RECIPE.name)).toBeVisible();
});

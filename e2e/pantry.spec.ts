import { expect, test, type Page } from "@playwright/test";
import { phoneApp } from "./support/phone-app";
import { addPantryItem, ownItem, pantryView, sampleItem } from "./support/pantry";
import { signUp } from "./support/sign-up";

/**
 * The Pantry screen on a phone (issue 3): the 8 sample items appear by themselves, adding merges
 * same-product amounts, search, category filter, the edit dialog, stepper, 'Use 1', 'Use ½',
 * delete with Undo, and the samples go away at 5 items of the household's own.
 */
const app = phoneApp();

/** Viewport screenshot (not committed) with the pantry list's heading just under the sticky header. */
async function shot(page: Page, name: string, scrollToList = true) {
  // Earlier notices (e.g. 'Added to Rice') would cover the list.
  for (const close of await page.getByRole("button", { name: "Close notification" }).all()) await close.click();
  if (scrollToList) {
    await page
      .getByRole("heading", { name: "In your pantry" })
      .evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 80, behavior: "instant" }));
  }
  await page.screenshot({ path: `e2e/artifacts/phone-pantry-${name}.png` });
}

const SAMPLES = ["Eggs", "Milk", "Spaghetti", "Canned tomatoes", "Onions", "Garlic", "Cheddar cheese", "Rice"];

function dayFromToday(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

async function pickCategory(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Category" }).click();
  await page.getByRole("option", { name: label }).click();
}

test("pantry on a phone: samples, merge, search, filter, edit, stepper, Use 1, Use ½, delete with undo", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `pantry-${Date.now()}@example.com`, firstName: "Pat" });
  await page.goto(`${app.server.baseURL}/`);

  // Samples are seeded automatically, shown first, read-only, with a note.
  const samples = page.locator('[data-testid="pantry-item"][data-source="sample"]');
  await expect(samples).toHaveCount(8);
  for (const name of SAMPLES) await expect(sampleItem(page, name)).toBeVisible();
  await expect(page.getByText("These are sample items")).toBeVisible();
  await expect(page.getByText("5 more to go")).toBeVisible();
  await expect(sampleItem(page, "Eggs").getByText("Sample", { exact: true })).toBeVisible();
  for (const label of ["Use 1", "Use ½"]) await expect(samples.getByRole("button", { name: label })).toHaveCount(0);
  await expect(samples.getByRole("button", { name: /^(Edit|Delete|Increase|Decrease) / })).toHaveCount(0);
  await shot(page, "samples");

  // Adding the same product again merges: 1 kg + 500 g of rice is one card of 1.5 kg.
  const rice = await addPantryItem(page, "Rice", "1", "kg");
  await expect(rice.getByTestId("item-qty")).toHaveText("1 kg");
  await addPantryItem(page, "Rice", "500", "g");
  await expect(ownItem(page, "Rice")).toHaveCount(1);
  await expect(ownItem(page, "Rice").getByTestId("item-qty")).toHaveText("1.5 kg");
  await addPantryItem(page, "Apples", "6", "pieces");
  await addPantryItem(page, "Greek yogurt", "3", "cups");
  await addPantryItem(page, "Chicken breast", "2", "lbs");
  await expect(samples).toHaveCount(8);
  await expect(page.getByText("1 more to go")).toBeVisible();

  // Search matches name, brand and category as you type.
  const search = page.getByRole("searchbox", { name: "Search pantry" });
  await search.fill("yog");
  await expect(ownItem(page, "Greek yogurt")).toBeVisible();
  await expect(ownItem(page, "Apples")).toHaveCount(0);
  await expect(samples).toHaveCount(0);
  await search.fill("dairy");
  await expect(ownItem(page, "Greek yogurt")).toBeVisible();
  await expect(sampleItem(page, "Milk")).toBeVisible();
  await expect(ownItem(page, "Rice")).toHaveCount(0);
  await shot(page, "search");
  await page.getByRole("button", { name: "Clear search" }).click();
  await expect(search).toHaveValue("");
  await expect(ownItem(page, "Rice")).toBeVisible();
  await search.fill("zzz");
  await expect(page.getByRole("heading", { name: "No items match" })).toBeVisible();
  await shot(page, "no-matches");
  await page.getByRole("button", { name: "Clear filters" }).click();
  await expect(search).toHaveValue("");
  await expect(page.locator('[data-testid="pantry-item"]')).toHaveCount(12);

  // Category filter.
  await pickCategory(page, "Produce");
  await expect(ownItem(page, "Apples")).toBeVisible();
  await expect(ownItem(page, "Rice")).toHaveCount(0);
  await expect(ownItem(page, "Greek yogurt")).toHaveCount(0);
  await shot(page, "filter");
  await pickCategory(page, "All categories");
  await expect(ownItem(page, "Rice")).toBeVisible();

  // Edit: the name is required; rename, brand, category and a best-before date.
  await ownItem(page, "Apples").getByRole("button", { name: "Edit Apples" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit item" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Name").fill("");
  await expect(dialog.getByText("Name is required")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled();
  await dialog.getByLabel("Name").fill("Honeycrisp apples");
  await dialog.getByLabel("Brand").fill("Orchard Farm");
  await dialog.getByRole("combobox", { name: /Category/ }).click();
  await page.getByRole("option", { name: "Snacks" }).click();
  await dialog.getByLabel("Best before").fill(dayFromToday(1));
  await shot(page, "edit", false);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  // A phone starts with compact rows; brand, category, 'Use 1', 'Use ½' and Delete are on the cards.
  await pantryView(page, "Cards");
  const apples = ownItem(page, "Honeycrisp apples");
  await expect(apples).toBeVisible();
  await expect(apples.getByText("Orchard Farm")).toBeVisible();
  await expect(apples.getByText("Snacks", { exact: true })).toBeVisible();
  await expect(apples.getByTestId("expiry-badge")).toHaveText(/Use soon/);
  await expect(apples.getByTestId("expiry-badge")).toHaveAttribute("title", /^Best before /);

  // Stepper ±1 and 'Use 1' (6 apples → 7 → 6 → 5).
  await apples.getByRole("button", { name: "Increase Honeycrisp apples" }).click();
  await expect(apples.getByTestId("item-qty")).toHaveText("7 pieces");
  await apples.getByRole("button", { name: "Decrease Honeycrisp apples" }).click();
  await expect(apples.getByTestId("item-qty")).toHaveText("6 pieces");
  await apples.getByRole("button", { name: "Use 1" }).click();
  await expect(apples.getByTestId("item-qty")).toHaveText("5 pieces");

  // 'Use ½': 3 cups → 1.5 cups.
  const yogurt = ownItem(page, "Greek yogurt");
  await yogurt.getByRole("button", { name: "Use ½" }).click();
  await expect(yogurt.getByTestId("item-qty")).toHaveText("1.5 cups");

  // A best-before day in the past shows 'Expired' (date in the title) and counts in the summary.
  await yogurt.getByRole("button", { name: "Edit Greek yogurt" }).click();
  await dialog.getByLabel("Best before").fill(dayFromToday(-1));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await expect(yogurt.getByTestId("expiry-badge")).toHaveText(/Expired/);
  await expect(yogurt.getByTestId("expiry-badge")).toHaveAttribute("title", /^Best before /);
  await expect(yogurt.getByTestId("item-qty")).toHaveText("1.5 cups");
  await expect(page.getByText("1 expired", { exact: true })).toBeVisible();

  // Delete with Undo in the toast.
  await ownItem(page, "Chicken breast").getByRole("button", { name: "Delete Chicken breast" }).click();
  await expect(ownItem(page, "Chicken breast")).toHaveCount(0);
  await expect(page.getByText("Item removed", { exact: true })).toBeVisible();
  await page.screenshot({ path: "e2e/artifacts/phone-pantry-undo.png" });
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(ownItem(page, "Chicken breast")).toBeVisible();
  await expect(ownItem(page, "Chicken breast").getByTestId("item-qty")).toHaveText("2 lbs");

  // Server state survives a reload.
  await page.reload();
  await expect(ownItem(page, "Honeycrisp apples").getByTestId("item-qty")).toHaveText("5 pieces");
  await expect(ownItem(page, "Greek yogurt").getByTestId("item-qty")).toHaveText("1.5 cups");
  await expect(ownItem(page, "Chicken breast")).toBeVisible();
  await expect(samples).toHaveCount(8);

  // The fifth item of the household's own: the samples go away.
  await addPantryItem(page, "Olive oil", "1", "pieces");
  await expect(samples).toHaveCount(0);
  await expect(page.getByText("These are sample items")).toHaveCount(0);
  await expect(page.locator('[data-testid="pantry-item"]')).toHaveCount(5);
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Name" }).click();
  await expect(page.locator('[data-testid="pantry-item"] h3')).toHaveText([
    "Chicken breast",
    "Greek yogurt",
    "Honeycrisp apples",
    "Olive oil",
    "Rice",
  ]);
  await page.getByRole("combobox", { name: "Sort by" }).click();
  await page.getByRole("option", { name: "Expiry soonest" }).click();
  // Soonest best-before first (dates are estimated from shelf life on add), undated last, ties by name.
  const me = await (await page.request.get(`${app.server.baseURL}/api/me`)).json();
  const items: { expiresOn: string | null; product: { name: string } }[] = await (
    await page.request.get(`${app.server.baseURL}/api/pantry/${me.householdId}`)
  ).json();
  const byExpiry = [...items].sort(
    (a, b) => (a.expiresOn ?? "9999").localeCompare(b.expiresOn ?? "9999") || a.product.name.localeCompare(b.product.name),
  );
  await expect(page.locator('[data-testid="pantry-item"] h3')).toHaveText(byExpiry.map((i) => i.product.name));
  await shot(page, "own-items");
});

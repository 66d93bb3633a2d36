import { readFileSync } from "node:fs";
import { expect, test, type Page, type Response } from "@playwright/test";
import { phoneApp } from "./support/phone-app";
import { addPantryItem, ownItem, pantryView } from "./support/pantry";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";

/**
 * Settings and History on a phone (issue 8): the onboarding card after sign-up, saving allergies
 * and seeing the recipe ideas change, the History screen's stat cards, charts and activity list,
 * and deleting the account behind its typed-e-mail confirmation.
 */
const app = phoneApp();

/** Names of every ingredient of the ideas in a POST /api/ai/recipe-ideas answer. */
async function ideaIngredients(res: Response): Promise<{ titles: string[]; ingredients: string[] }> {
  const body = (await res.json()) as { recipes: { title: string; allIngredients: { name: string }[] }[] };
  return {
    titles: body.recipes.map((r) => r.title),
    ingredients: body.recipes.flatMap((r) => r.allIngredients.map((i) => i.name.toLowerCase())),
  };
}

/** Click the ideas button and read the answer the screen shows. */
async function generateIdeas(page: Page) {
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/ai/recipe-ideas") && r.request().method() === "POST");
  await page.getByRole("button", { name: /^(Generate recipe ideas|Regenerate)$/ }).click();
  const ideas = await ideaIngredients(await answer);
  await expect(page.getByTestId("idea-card").first()).toBeVisible();
  return ideas;
}

/** True when the page is no wider than the phone screen (nothing pushes it sideways). */
const fitsScreen = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const DAIRY_WORD = /\b(milk|cheese|cheddar|butter|cream|yogh?urt|parmesan|mozzarella)\b/;
/** A dairy ingredient; the engine's stand-ins ("vegan cheese", "oat milk") do not count. */
const isDairy = (name: string) =>
  DAIRY_WORD.test(name) && !/\b(vegan|dairy-free|non-dairy|plant-based|lactose-free|oat|soy|almond|coconut)\b/.test(name);

test("settings and history on a phone: onboarding, allergies change ideas, charts, delete account", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  const email = `settings-${Date.now()}@example.com`;
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email, firstName: "Sasha" });

  // Onboarding card on the first landing, with the settings below it.
  await expect(page.getByRole("heading", { name: "Welcome to Pantry → Meals, Sasha!" })).toBeVisible();
  await expect(page.getByLabel("Email", { exact: true })).toHaveValue(email);
  await expect(page.getByLabel("Household size")).toHaveValue("2");
  expect(await fitsScreen(page)).toBe(true);
  await phoneShot(page, "phone-settings-onboarding");

  // A pantry with dairy: ideas use it.
  await page.goto(`${app.server.baseURL}/`);
  await addPantryItem(page, "Butter", "1");
  await addPantryItem(page, "Parmesan", "200", "g");
  await addPantryItem(page, "Chicken breast", "3");
  await pantryView(page, "Cards"); // 'Use 1' is on the cards (a phone starts with compact rows)
  await ownItem(page, "Chicken breast").getByRole("button", { name: "Use 1" }).click();
  const before = await generateIdeas(page);
  expect(before.ingredients.some(isDairy)).toBe(true);

  // Allergies and household size in Settings.
  await page.goto(`${app.server.baseURL}/settings`);
  await expect(page.getByRole("heading", { name: /Welcome to Pantry/ })).toHaveCount(0);
  const size = page.getByLabel("Household size");
  await size.fill("21");
  await expect(page.getByText("Household size must be between 1 and 20")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save settings" })).toBeDisabled();
  await size.fill("3");
  const allergies = page.getByRole("group", { name: "Allergies" });
  await allergies.getByRole("button", { name: "Dairy/Lactose" }).click();
  await expect(allergies.getByRole("button", { name: "Dairy/Lactose" })).toHaveAttribute("aria-pressed", "true");
  await page.getByLabel("Dietary constraints").fill("No mushrooms");
  await page.getByRole("button", { name: "Save settings" }).click();
  await expect(page.getByText("Settings saved", { exact: true })).toBeVisible();
  await allergies.getByRole("button", { name: "Dairy/Lactose" }).scrollIntoViewIfNeeded();
  await phoneShot(page, "phone-settings-allergies", { keepToasts: true });
  await page.reload();
  await expect(page.getByRole("group", { name: "Allergies" }).getByRole("button", { name: "Dairy/Lactose" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(page.getByLabel("Household size")).toHaveValue("3");

  // The ideas change: no dairy any more.
  await page.goto(`${app.server.baseURL}/`);
  const after = await generateIdeas(page);
  expect(after.ingredients.filter(isDairy)).toEqual([]);
  expect(after.titles).not.toEqual(before.titles);

  // History: stat cards, charts, recent activity.
  await page.goto(`${app.server.baseURL}/history`);
  const cards = page.getByTestId("stat-card");
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(1)).toContainText("Added");
  await expect(cards.nth(1)).toContainText("3");
  await expect(cards.nth(2)).toContainText("1");
  await expect(page.getByTestId("chart-per-day").locator("svg.recharts-surface[role=application]")).toBeVisible();
  await expect(page.getByTestId("chart-per-day").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByTestId("chart-per-category").locator("svg.recharts-surface[role=application]")).toBeVisible();
  await expect(page.getByTestId("chart-uses")).toBeVisible();
  await expect(page.getByTestId("history-record").first()).toContainText("Chicken breast");
  await expect(page.getByTestId("history-record").first()).toContainText("Used 1 piece");
  expect(await fitsScreen(page)).toBe(true);
  await phoneShot(page, "phone-history-top");
  await page.getByTestId("chart-per-category").scrollIntoViewIfNeeded();
  await phoneShot(page, "phone-history-charts");
  await page.getByRole("heading", { name: "Recent activity" }).scrollIntoViewIfNeeded();
  await phoneShot(page, "phone-history-activity");

  // Delete account: the button waits for the typed e-mail.
  await page.goto(`${app.server.baseURL}/settings`);
  await page.getByRole("heading", { name: "Household members" }).scrollIntoViewIfNeeded();
  await expect(page.getByRole("list", { name: "Members" })).toContainText("Sasha");
  await phoneShot(page, "phone-settings-members-data");

  // Export: a JSON file with the household's pantry, history and settings.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export data" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pantry-meals-export-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = JSON.parse(readFileSync(await file.path(), "utf8"));
  expect(exported.pantryItems).toHaveLength(3);
  expect(exported.history).toHaveLength(4);
  expect(exported.settings).toMatchObject({ householdSize: 3, allergies: ["Dairy/Lactose"], dietaryConstraints: "No mushrooms" });
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete your account?" });
  const confirm = dialog.getByRole("button", { name: "Delete account forever" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill("someone-else@example.com");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel(/to confirm/).fill(email.toUpperCase());
  await expect(confirm).toBeEnabled();
  await phoneShot(page, "phone-settings-delete-dialog");
  await confirm.click();
  await expect(page.getByRole("button", { name: "Get started" })).toBeVisible();
  const me = await page.request.get(`${app.server.baseURL}/api/me`);
  expect(me.status()).toBe(401);
  // The address can sign up again from scratch: the old account is gone.
  const again = await page.request.post(`${app.server.baseURL}/auth/magic-link`, {
    data: { email },
    headers: { origin: app.server.baseURL },
  });
  expect(again.ok()).toBe(true);
});

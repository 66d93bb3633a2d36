import { expect, test, type Page } from "@playwright/test";
import { startAppServer } from "./support/app-server";
import { addPantryItem } from "./support/pantry";
import { signUp as signUpAs } from "./support/sign-up";
import { startSmtpCapture } from "./support/smtp-capture";

/**
 * The whole loop as a new user lives it: create an account in the browser, open the link from
 * a real SMTP delivery, confirm, add pantry items, generate ideas, save one, plan it for tomorrow's
 * dinner, see it on /enhanced-planner, reload (still signed in), sign out. Then a second account
 * tries to read and change the first household's data.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: Awaited<ReturnType<typeof startAppServer>>;

test.beforeAll(async () => {
  smtp = await startSmtpCapture();
  server = await startAppServer({ SMTP_URL: smtp.url, MAIL_FROM: "Pantry <pantry@localhost>" });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

/** Screenshot artifact (not committed): whole page for screens, the viewport for dialogs. */
const shot = (page: Page, name: string, fullPage = true) =>
  page.screenshot({ path: `e2e/artifacts/${test.info().project.name}-${name}.png`, fullPage });

function signUp(page: Page, email: string, firstName: string, withShots = true) {
  return signUpAs(page, { baseURL: server.baseURL, smtp, email, firstName, shot: withShots ? (name) => shot(page, name) : undefined });
}

test("a new user goes from sign-up to a planned dinner, and another household cannot touch it", async ({ page, browser }) => {
  const email = `cook-${test.info().project.name}@example.com`;
  await signUp(page, email, "Casey");

  // Pantry
  await page.goto(`${server.baseURL}/`);
  for (const [name, qty] of [
    ["Chicken breast", "2"],
    ["Broccoli", "1"],
    ["Bell pepper", "2"],
    ["Rice", "1"],
    ["Soy sauce", "1"],
    ["Garlic", "3"],
  ]) {
    await addPantryItem(page, name, qty);
  }

  // Ideas
  await page.getByRole("button", { name: "Generate recipe ideas" }).click();
  const firstIdea = page.getByTestId("idea-card").first();
  await expect(firstIdea).toBeVisible();
  await expect(page.getByTestId("idea-card")).not.toHaveCount(0);
  await shot(page, "pantry-ideas");
  const firstTitle = (await firstIdea.getByRole("heading").first().textContent())!.trim();
  await page.getByRole("button", { name: "Regenerate" }).click();
  await expect(page.getByTestId("idea-card").first().getByRole("heading").first()).not.toHaveText(firstTitle);

  // Open an idea, save it, plan it for tomorrow's dinner
  const idea = page.getByTestId("idea-card").first();
  const title = (await idea.getByRole("heading").first().textContent())!.trim();
  await idea.click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  await shot(page, "idea-dialog", false);
  await dialog.getByRole("button", { name: "Save recipe" }).click();
  await expect(page.getByText("Recipe saved").first()).toBeVisible();
  // Once saved, the idea links to our own saved copy.
  const savedHref = await dialog.getByRole("link", { name: "Open your saved copy" }).getAttribute("href");
  expect(savedHref).toMatch(/^\/recipes\?open=[0-9a-f-]{36}$/);
  await dialog.getByRole("button", { name: "Add to meal plan" }).click();

  const planDialog = page.getByRole("dialog", { name: "Add to Meal Plan" });
  await expect(planDialog).toBeVisible();
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  if (tomorrow.getDate() === 1) await planDialog.getByRole("button", { name: /next month/i }).click();
  await planDialog
    .getByRole("gridcell", { name: String(tomorrow.getDate()), exact: true })
    .getByRole("button")
    .click();
  await expect(planDialog.getByText(/^Selected: /)).toHaveText(`Selected: ${longDateWithOrdinal(tomorrow)}`);
  await expect(planDialog.getByRole("combobox")).toContainText(/dinner/i);
  await shot(page, "add-to-plan", false);
  await planDialog.getByRole("button", { name: "Add to Plan" }).click();
  await expect(page.getByText("Added to meal plan").first()).toBeVisible();
  await page.keyboard.press("Escape");

  // Planner
  await page.getByRole("link", { name: "Planner" }).first().click();
  await page.waitForURL(/\/enhanced-planner/);
  const cell = page.getByTestId(`plan-cell-${toDay(tomorrow)}-dinner`);
  await expect(cell).toContainText(title);
  await shot(page, "planner");

  // Reload: still signed in
  await page.reload();
  await expect(page.getByTestId(`plan-cell-${toDay(tomorrow)}-dinner`)).toContainText(title);

  // The saved copy opens in Recipes
  await page.goto(`${server.baseURL}${savedHref}`);
  await expect(page.getByRole("dialog").getByRole("heading", { name: title })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page).toHaveURL(/\/recipes$/);

  // Another household: cannot read or change this household's data
  const me = await (await page.request.get(`${server.baseURL}/api/me`)).json();
  const items = await (await page.request.get(`${server.baseURL}/api/pantry/${me.householdId}`)).json();
  const other = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const otherPage = await other.newPage();
  await signUp(otherPage, `other-${test.info().project.name}@example.com`, "Olly", false);
  const api = otherPage.request;
  const headers = { origin: server.baseURL, "content-type": "application/json" };
  expect((await api.get(`${server.baseURL}/api/pantry/${me.householdId}`)).status()).toBe(404);
  expect(
    (
      await api.get(`${server.baseURL}/api/meal-plans/${me.householdId}?startDate=${toDay(new Date())}&endDate=${toDay(tomorrow)}`)
    ).status(),
  ).toBe(404);
  expect((await api.put(`${server.baseURL}/api/pantry/${items[0].id}`, { data: { qty: "99" }, headers })).status()).toBe(404);
  expect((await api.delete(`${server.baseURL}/api/pantry/${items[0].id}`, { headers })).status()).toBe(404);
  await otherPage.goto(server.baseURL);
  // A new household sees only the sample items (seeded automatically), none of the first household's.
  await expect(otherPage.locator('[data-testid="pantry-item"][data-source="sample"]')).toHaveCount(8);
  await expect(otherPage.locator('[data-testid="pantry-item"]:not([data-source="sample"])')).toHaveCount(0);
  await expect(otherPage.getByRole("heading", { name: "Chicken breast" })).toHaveCount(0);
  await other.close();
  const after = await (await page.request.get(`${server.baseURL}/api/pantry/${me.householdId}`)).json();
  expect(after).toEqual(items);

  // Sign out
  await page
    .getByRole("link", { name: /profile|settings/i })
    .first()
    .click();
  await page.waitForURL(/\/settings/);
  await expect(page.getByText(email).first()).toBeVisible();
  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page.getByRole("button", { name: "Get started" })).toBeVisible();
  // Issue 23: signing out leaves /settings for the start page.
  expect(new URL(page.url()).pathname).toBe("/");
  await page.reload();
  await expect(page.getByRole("button", { name: "Get started" })).toBeVisible();
  expect((await page.request.get(`${server.baseURL}/api/me`)).status()).toBe(401);
});

function toDay(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

/** "Monday, November 23rd, 2026" — written out here independently of the app's formatter. */
function longDateWithOrdinal(d: Date): string {
  const n = d.getDate();
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? "th" : (({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10] ?? "th");
  const weekday = d.toLocaleDateString("en-US", { weekday: "long" });
  const month = d.toLocaleDateString("en-US", { month: "long" });
  return `${weekday}, ${month} ${n}${suffix}, ${d.getFullYear()}`;
}

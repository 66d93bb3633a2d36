import { expect, test, type Page } from "@playwright/test";
import { waitForAnyLink } from "./support/mail-link";
import { ownItem } from "./support/pantry";
import { ok, localDay } from "./support/page-api";
import { phoneApp } from "./support/phone-app";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";

/**
 * The shopping loop (issue 11) with two members of one household signed in at once, each on
 * their own phone: plan three meals, build the list from the plan (only what the pantry lacks),
 * tick on one phone and watch the other follow without a reload, 'Done shopping', see the new
 * stock in the pantry, cook a meal and watch the stock drop again.
 */
const app = phoneApp();

const line = (page: Page, name: string) => page.getByTestId("shopping-line").filter({ has: page.getByText(name, { exact: true }) });
const box = (page: Page, name: string) => page.getByRole("checkbox", { name: new RegExp(`^${name}(,|$)`) });
/** Ticks a line the way a thumb does: a tap on the row (the checkbox's label). */
async function tick(page: Page, name: string): Promise<void> {
  await line(page, name).locator("label").click();
  await expect(box(page, name)).toBeChecked();
}

test("two members shop together: plan → missing only → live ticks → Done shopping → pantry → cook", async ({ page, browser }) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  test.setTimeout(120_000);
  const base = app.server.baseURL;
  const stamp = Date.now();
  const guestEmail = `shop-guest-${stamp}@example.com`;
  await signUp(page, { baseURL: base, smtp: app.smtp, email: `shop-host-${stamp}@example.com`, firstName: "Hana" });
  const me = await ok<{ householdId: string }>(page, "GET", "/api/me");
  for (const [productName, qty, unit] of [
    ["Flour", "500", "g"],
    ["Eggs", "2", "pieces"],
    ["Milk", "1", "l"],
    ["Butter", "250", "g"],
  ])
    await ok(page, "POST", "/api/pantry", { productName, qty, unit, source: "manual" });
  const recipe = async (title: string, servings: number, ingredients: { name: string; qty: string; unit: string }[]) =>
    (await ok<{ id: string }>(page, "POST", "/api/recipes/manual", { recipe: { title, servings, instructions: "Cook it.", ingredients } }))
      .id;
  const pancakes = await recipe("Pancakes", 2, [
    { name: "plain flour", qty: "200", unit: "g" },
    { name: "eggs", qty: "2", unit: "piece" },
    { name: "milk", qty: "300", unit: "ml" },
  ]);
  const omelette = await recipe("Tomato omelette", 1, [
    { name: "eggs", qty: "2", unit: "piece" },
    { name: "butter", qty: "10", unit: "g" },
    { name: "cherry tomatoes", qty: "100", unit: "g" },
  ]);
  const rice = await recipe("Butter rice", 2, [
    { name: "basmati rice", qty: "300", unit: "g" },
    { name: "butter", qty: "20", unit: "g" },
  ]);
  // Three meals: pancakes for 6 tonight, the omelette for 2 tomorrow, rice for 2 the day after.
  await ok(page, "POST", "/api/meal-plans", { recipeId: pancakes, day: localDay(), mealType: "dinner", servings: 6 });
  await ok(page, "POST", "/api/meal-plans", { recipeId: omelette, day: localDay(1), mealType: "breakfast", servings: 2 });
  await ok(page, "POST", "/api/meal-plans", { recipeId: rice, day: localDay(2), mealType: "lunch", servings: 2 });

  // The second member is invited, signs up on their own phone, accepts, and opens the list.
  const mailsBefore = app.smtp.mails.length;
  await ok(page, "POST", "/api/households/invites", { email: guestEmail });
  const inviteLink = await waitForAnyLink(app.smtp, guestEmail, mailsBefore, 10_000, "invite");
  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const guest = await guestContext.newPage();
  await signUp(guest, { baseURL: base, smtp: app.smtp, email: guestEmail, firstName: "Gil" });
  await guest.goto(inviteLink);
  await expect(guest.getByRole("heading", { name: "Household invitation" })).toBeVisible();
  await guest.getByRole("button", { name: "Accept and join" }).click();
  await guest.waitForURL((url) => url.pathname === "/");
  await guest.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link", { name: "Shopping" }).click();
  await expect(guest.getByRole("heading", { name: "Nothing to buy yet" })).toBeVisible();

  // The host builds the list from the plan.
  await page.goto(`${base}/shopping`);
  await expect(page.getByRole("heading", { name: "Shopping list" })).toBeVisible();
  await phoneShot(page, "phone-shopping-empty");
  await page.getByRole("button", { name: "Add what's missing" }).first().click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("From")).toHaveValue(localDay());
  await expect(dialog.getByLabel("To")).toHaveValue(localDay(6));
  await phoneShot(page, "phone-shopping-from-plan");
  await dialog.getByRole("button", { name: "Add to list" }).click();
  await expect(page.getByRole("status").getByText("Shopping list updated")).toBeVisible();
  await expect(page.getByRole("status").getByText("4 added · 2 already in your pantry")).toBeVisible();

  // Only what is missing: flour 600 − 500 g, eggs 6 + 4 − 2; tomatoes and rice not in the pantry at all;
  // milk (900 ml of 1 l) and butter (40 of 250 g) are covered.
  await expect(page.getByTestId("shopping-line")).toHaveCount(4);
  await expect(box(page, "Plain flour")).toHaveAccessibleName("Plain flour, 100 g");
  await expect(box(page, "Eggs")).toHaveAccessibleName("Eggs, 8 pieces");
  await expect(box(page, "Cherry tomatoes")).toHaveAccessibleName("Cherry tomatoes, 200 g");
  await expect(box(page, "Basmati rice")).toHaveAccessibleName("Basmati rice, 300 g");
  await expect(line(page, "Eggs")).toContainText("Pancakes");
  await expect(line(page, "Eggs")).toContainText("Tomato omelette");
  await expect(page.getByText("Milk", { exact: true })).toHaveCount(0);
  await expect(page.getByText("Butter", { exact: true })).toHaveCount(0);
  // Store-aisle order: produce first, then dairy & eggs, then dry goods.
  await expect(page.getByRole("heading", { level: 2 })).toHaveText([/Produce/, /Dairy & eggs/, /Pantry & dry goods/]);
  await phoneShot(page, "phone-shopping-list");

  // Running it again changes nothing.
  await page.getByRole("button", { name: "Add what's missing" }).first().click();
  await dialog.getByRole("button", { name: "Add to list" }).click();
  await expect(page.getByRole("status").getByText("4 updated · 2 already in your pantry")).toBeVisible();
  await expect(page.getByTestId("shopping-line")).toHaveCount(4);

  // The guest's phone shows the list without a reload; ticks travel both ways.
  await expect(guest.getByTestId("shopping-line")).toHaveCount(4);
  await tick(page, "Plain flour");
  await tick(page, "Eggs");
  await expect(box(guest, "Plain flour")).toBeChecked();
  await expect(box(guest, "Eggs")).toBeChecked();
  await expect(line(guest, "Eggs")).toContainText("In Hana's cart");
  await tick(guest, "Basmati rice");
  await expect(box(page, "Basmati rice")).toBeChecked();
  await expect(page.getByRole("heading", { name: /In the cart/ })).toBeVisible();
  await phoneShot(guest, "phone-shopping-guest-ticked");
  await guest.setViewportSize({ width: 1280, height: 800 });
  await phoneShot(guest, "desktop-shopping-list");
  await guest.setViewportSize({ width: 390, height: 844 });

  // Done shopping puts the three ticked lines into the pantry.
  await page.getByRole("button", { name: "Done shopping (3)" }).click();
  await expect(dialog.getByRole("list", { name: "Bought" }).getByRole("listitem")).toHaveCount(3);
  await phoneShot(page, "phone-shopping-done-dialog");
  await dialog.getByRole("button", { name: "Put in pantry" }).click();
  await expect(page.getByRole("status").getByText("3 items added to your pantry")).toBeVisible();
  await expect(page.getByTestId("shopping-line")).toHaveCount(1);
  await expect(guest.getByTestId("shopping-line")).toHaveCount(1);
  await expect(box(guest, "Cherry tomatoes")).not.toBeChecked();
  await phoneShot(page, "phone-shopping-after-done", { keepToasts: true });

  type Item = { product: { name: string }; qty: string; unit: string; source: string };
  const stock = async () =>
    Object.fromEntries((await ok<Item[]>(page, "GET", `/api/pantry/${me.householdId}`)).map((i) => [i.product.name, `${i.qty} ${i.unit}`]));
  expect(await stock()).toMatchObject({ Flour: "600 g", Eggs: "10 pieces", "Basmati rice": "300 g" });
  await page.goto(`${base}/`);
  await expect(ownItem(page, "Flour").getByTestId("item-qty")).toContainText("600");
  await expect(ownItem(page, "Basmati rice")).toBeVisible();

  // Cooking tonight's pancakes takes the stock down again.
  await page.goto(`${base}/enhanced-planner`);
  const dinner = page.getByTestId(`plan-cell-${localDay()}-dinner`).getByTestId("meal-entry");
  await dinner.getByRole("button", { name: "Mark cooked" }).click();
  await dialog.getByRole("button", { name: "Mark cooked" }).click();
  await expect(dinner).toHaveAttribute("data-cooked", "true");
  await expect.poll(stock).toMatchObject({ Flour: "0 g", Eggs: "4 pieces" });
  await page.goto(`${base}/`);
  await expect(ownItem(page, "Flour").getByTestId("item-qty")).toContainText("0");

  // 'Add missing' from a recipe: the rice is all there now; the pancakes need flour again (2 servings: 200 g).
  await page.goto(`${base}/recipes`);
  await page
    .getByTestId("recipe-card")
    .filter({ hasText: "Butter rice" })
    .getByRole("button", { name: "Butter rice", exact: true })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "Add missing" }).click();
  await expect(page.getByRole("status").getByText("Nothing missing")).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Close", exact: true }).click();
  await page.getByTestId("recipe-card").filter({ hasText: "Pancakes" }).getByRole("button", { name: "Pancakes", exact: true }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Add missing" }).click();
  await expect(page.getByRole("status").getByText("Added to your shopping list")).toBeVisible();
  await phoneShot(page, "phone-recipe-add-missing", { keepToasts: true });
  await expect(box(guest, "Plain flour")).toHaveAccessibleName("Plain flour, 200 g");
  await guestContext.close();
});

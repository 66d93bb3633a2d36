import { expect, test, type Page } from "@playwright/test";
import { ok, localDay } from "./support/page-api";
import { phoneApp } from "./support/phone-app";
import { ownItem } from "./support/pantry";
import { watchOrigin } from "./support/same-origin";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";

/**
 * Plan and cook on a phone (issue 7): plan a week with the three tabs of the weekly planner,
 * move a meal, mark one cooked in the four-day view (the dialog shows what the pantry gives),
 * see the pantry drop and the history record, undo, and see it restored.
 */
const app = phoneApp();

const cell = (page: Page, day: string, mealType: string) => page.getByTestId(`plan-cell-${day}-${mealType}`);
type Item = { id: string; qty: string; product: { name: string } };

test("plan a week with three tabs, move a meal, cook in the four-day view, undo", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  test.setTimeout(120_000);
  const watch = watchOrigin(page.context(), app.server.baseURL);
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `planner-${Date.now()}@example.com`, firstName: "Pia" });
  const me = await ok<{ householdId: string }>(page, "GET", "/api/me");
  for (const [productName, qty, unit] of [
    ["Rice", "1", "kg"],
    ["Eggs", "6", "pieces"],
    ["Peas", "500", "g"],
    ["Onions", "3", "pieces"],
    ["Carrots", "4", "pieces"],
  ])
    await ok(page, "POST", "/api/pantry", { productName, qty, unit, source: "manual" });
  await ok(page, "POST", "/api/recipes/manual", {
    recipe: {
      title: "Egg fried rice",
      servings: 2,
      instructions: "Cook the rice, fry with eggs and peas.",
      ingredients: [
        { name: "rice", qty: "2", unit: "cup" },
        { name: "eggs", qty: "2", unit: "piece" },
        { name: "peas", qty: "100", unit: "g" },
      ],
    },
  });
  const today = localDay();
  const tomorrow = localDay(1);

  // Weekly planner: Sunday-first week, breakfast/lunch/dinner only.
  await page.goto(`${app.server.baseURL}/planner`);
  await expect(page.getByRole("heading", { name: "Weekly planner" })).toBeVisible();
  const days = page.locator('[data-testid^="plan-day-"]');
  await expect(days).toHaveCount(7);
  await expect(days.first().getByRole("heading", { level: 2 })).toHaveText("Sunday");
  await expect(page.locator(`[data-testid="plan-cell-${today}-snack"]`)).toHaveCount(0);

  // Saved Recipes → today's dinner.
  await cell(page, today, "dinner")
    .getByRole("button", { name: /^Add dinner/ })
    .click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("tab", { name: "Saved Recipes" })).toBeVisible();
  await expect(dialog.getByRole("tab", { name: "AI Suggestions" })).toBeVisible();
  await phoneShot(page, "phone-planner-add-saved");
  await dialog.getByRole("button", { name: /Egg fried rice/ }).click();
  await expect(cell(page, today, "dinner").getByText("Egg fried rice")).toBeVisible();

  // AI Suggestions → today's lunch (ideas for the lunch slot).
  await cell(page, today, "lunch")
    .getByRole("button", { name: /^Add lunch/ })
    .click();
  await dialog.getByRole("tab", { name: "AI Suggestions" }).click();
  const idea = dialog.getByRole("list", { name: "AI suggestions" }).getByRole("button").first();
  await expect(idea).toBeVisible({ timeout: 20_000 });
  await phoneShot(page, "phone-planner-add-ai");
  const ideaTitle = (await idea.locator("span span").first().textContent())!.trim();
  await idea.click();
  await expect(cell(page, today, "lunch").getByText(ideaTitle)).toBeVisible();

  // Custom Meal → today's breakfast (title required).
  await cell(page, today, "breakfast")
    .getByRole("button", { name: /^Add breakfast/ })
    .click();
  await dialog.getByRole("tab", { name: "Custom Meal" }).click();
  await expect(dialog.getByRole("button", { name: "Add meal" })).toBeDisabled();
  await dialog.getByLabel("Meal title").fill("Porridge with berries");
  await dialog.getByLabel("Notes (optional)").fill("Use the oat milk");
  await phoneShot(page, "phone-planner-add-custom");
  await dialog.getByRole("button", { name: "Add meal" }).click();
  await expect(cell(page, today, "breakfast").getByText("Porridge with berries")).toBeVisible();

  // The reminder service worker installs from our own origin under the CSP.
  const worker = await page.evaluate(async () => {
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    return (await navigator.serviceWorker.ready).active?.scriptURL ?? null;
  });
  expect(worker).toBe(`${app.server.baseURL}/sw.js`);

  // Meal reminder switches are saved; without a subscribed device the test notification fails (SPEC §8 toast).
  const dinnerReminder = page.getByRole("switch", { name: "Dinner reminder" });
  await dinnerReminder.scrollIntoViewIfNeeded();
  await expect(dinnerReminder).toHaveAttribute("aria-checked", "false");
  await dinnerReminder.click();
  await expect(dinnerReminder).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Dinner reminder time").fill("18:30");
  await expect
    .poll(
      async () => (await ok<{ meals: { dinner: { enabled: boolean; time: string } } }>(page, "GET", "/api/push/reminders")).meals.dinner,
    )
    .toEqual({ enabled: true, time: "18:30" });
  await page.getByRole("button", { name: "Send test notification" }).click();
  await expect(page.getByRole("status").getByText("Failed to send test notification")).toBeVisible();
  await phoneShot(page, "phone-planner-reminders", { keepToasts: true });

  // Move the custom meal to tomorrow's lunch.
  await cell(page, today, "breakfast").getByRole("button", { name: "Move Porridge with berries", exact: true }).click();
  await dialog.getByLabel("Day").fill(tomorrow);
  await dialog.getByRole("combobox", { name: "Meal" }).click();
  await page.getByRole("option", { name: "Lunch" }).click();
  await dialog.getByRole("button", { name: "Move", exact: true }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(cell(page, today, "breakfast").getByText("Nothing planned")).toBeVisible();
  await page.goto(`${app.server.baseURL}/enhanced-planner`);
  await expect(cell(page, tomorrow, "lunch").getByText("Porridge with berries")).toBeVisible();

  // Four-day view: a repeating custom snack (ingredients required), then one day of it removed.
  const dayAfter = localDay(2);
  await cell(page, today, "snack")
    .getByRole("button", { name: /^Add snack/ })
    .click();
  await dialog.getByRole("combobox", { name: "Repeat" }).click();
  await page.getByRole("option", { name: "Every day" }).click();
  await dialog.getByRole("tab", { name: "Custom Meal" }).click();
  await dialog.getByLabel("Meal title (optional)").fill("Green smoothie");
  await dialog.getByRole("button", { name: "Add meal" }).click();
  await expect(page.getByRole("status").getByText("Missing ingredients")).toBeVisible();
  await dialog.getByLabel("Ingredients").fill("spinach, banana, yoghurt");
  await dialog.getByLabel("Servings").fill("1");
  await phoneShot(page, "phone-planner-custom-repeat");
  await dialog.getByRole("button", { name: "Add meal" }).click();
  for (const day of [today, tomorrow, dayAfter]) await expect(cell(page, day, "snack").getByText("Green smoothie")).toBeVisible();
  await cell(page, tomorrow, "snack").getByRole("button", { name: "Remove Green smoothie", exact: true }).click();
  await dialog.getByRole("button", { name: "This day only" }).click();
  await expect(cell(page, tomorrow, "snack").getByText("Nothing planned")).toBeVisible();
  await expect(cell(page, dayAfter, "snack").getByText("Green smoothie")).toBeVisible();

  // Four-day view: mark today's dinner cooked; the dialog shows what the pantry gives.
  const dinner = cell(page, today, "dinner").getByTestId("meal-entry");
  await expect(dinner).toHaveAttribute("data-cooked", "false");
  await dinner.getByRole("button", { name: "Mark cooked" }).click();
  const taken = dialog.getByRole("list", { name: "Taken from the pantry" });
  await expect(taken.getByLabel("Amount of Rice to take")).toHaveValue(/^0\.4\d*$/);
  await expect(taken.getByLabel("Amount of Eggs to take")).toHaveValue("2");
  await taken.getByLabel("Amount of Peas to take").fill("150");
  await phoneShot(page, "phone-planner-cook-dialog");
  await dialog.getByRole("button", { name: "Mark cooked" }).click();
  await expect(dinner).toHaveAttribute("data-cooked", "true");
  await expect(dinner.getByRole("button", { name: "Mark cooked" })).toHaveCount(0);
  await expect(page.getByRole("status").getByText("Marked as cooked")).toBeVisible();
  await phoneShot(page, "phone-planner-cooked", { keepToasts: true });

  const stock = async () =>
    Object.fromEntries((await ok<Item[]>(page, "GET", `/api/pantry/${me.householdId}`)).map((i) => [i.product.name, i.qty]));
  const after = await stock();
  expect(Number(after.Rice)).toBeCloseTo(0.598, 2);
  expect(after).toMatchObject({ Eggs: "4", Peas: "350" });

  // Undo from the toast gives everything back.
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(dinner).toHaveAttribute("data-cooked", "false");
  await expect.poll(stock).toMatchObject({ Rice: "1", Eggs: "6", Peas: "500" });

  // Cook again and look at the pantry and the history screens.
  await dinner.getByRole("button", { name: "Mark cooked" }).click();
  await expect(taken.getByLabel("Amount of Eggs to take")).toHaveValue("2");
  await dialog.getByRole("button", { name: "Mark cooked" }).click();
  await expect(dinner).toHaveAttribute("data-cooked", "true");
  await page.goto(`${app.server.baseURL}/`);
  await expect(ownItem(page, "Eggs")).toContainText("4 pieces");
  await expect(ownItem(page, "Rice")).toContainText("0.6 kg");
  await phoneShot(page, "phone-planner-pantry-after");
  await page.goto(`${app.server.baseURL}/history`);
  const used = page.getByTestId("history-record").filter({ hasText: "Rice" }).filter({ hasText: "Used" });
  await expect(used.first()).toContainText(/Used 0\.4 kg/);
  await used.first().evaluate((el) => window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - 200, behavior: "instant" }));
  await phoneShot(page, "phone-planner-history");
  expect(watch.csp).toEqual([]);
  expect(watch.offOrigin).toEqual([]);
});

/** YYYY-MM-DD of a local date. */
const dayOf = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

test("the weekly planner opens with today in view and takes no new meals on past days (issue 23)", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `planner-week-${Date.now()}@example.com`, firstName: "Wes" });
  // The browser's clock on the coming Friday (or today, a Friday): five days of its week are past.
  const friday = new Date();
  friday.setDate(friday.getDate() + ((5 - friday.getDay() + 7) % 7));
  friday.setHours(12, 0, 0, 0);
  await page.clock.setFixedTime(friday);
  const thursday = new Date(friday);
  thursday.setDate(friday.getDate() - 1);
  const saturday = new Date(friday);
  saturday.setDate(friday.getDate() + 1);
  const [today, yesterday, tomorrow] = [dayOf(friday), dayOf(thursday), dayOf(saturday)];

  await page.goto(`${app.server.baseURL}/planner`);
  const todayColumn = page.getByTestId(`plan-day-${today}`);
  await expect(todayColumn.getByText("Today", { exact: true })).toBeVisible();
  // Scrolled down to today; Sunday's column (first) is out of sight above.
  await expect(todayColumn.getByRole("heading", { level: 2 })).toBeInViewport();
  await expect(page.locator('[data-testid^="plan-day-"]').first().getByRole("heading", { level: 2 })).not.toBeInViewport();
  await phoneShot(page, "phone-planner-today-in-view");
  // The keyboard tip is for screen readers only on a touch screen (it showed as text on phones).
  const tip = page.getByText("Tip: the arrow keys move between meal slots");
  await expect(tip).toBeAttached();
  expect((await tip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);

  // Past days take no new meals (as the Add to Meal Plan calendar) and say why; today and later do.
  await expect(cell(page, yesterday, "dinner").getByRole("button", { name: /^Add dinner/ })).toHaveCount(0);
  await expect(page.getByTestId(`plan-day-${yesterday}`).getByText("Past day: no new meals")).toBeAttached();
  await expect(cell(page, today, "dinner").getByRole("button", { name: /^Add dinner/ })).toBeVisible();
  await expect(cell(page, tomorrow, "breakfast").getByRole("button", { name: /^Add breakfast/ })).toBeAttached();

  // The two planners are one segmented control, the shown one marked current.
  const views = page.getByRole("navigation", { name: "Planner view" });
  await expect(views.getByRole("link", { name: "Week" })).toHaveAttribute("aria-current", "page");
  await views.getByRole("link", { name: "Four days" }).click();
  await expect(page).toHaveURL(/\/enhanced-planner$/);
  await expect(page.getByRole("navigation", { name: "Planner view" }).getByRole("link", { name: "Four days" })).toHaveAttribute("aria-current", "page");
});

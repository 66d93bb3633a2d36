import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { call, ok } from "./support/page-api";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";
import { appWithMail } from "./support/phone-app";

/**
 * Issue 23 item 1, cook mode, on a phone and a desktop: open a recipe, 'Cook', steps advance
 * (button and arrow key), the step's ingredients show, a timer started from the step text counts
 * down and rings (the page clock is fast-forwarded), the screen wake lock is requested (a stub
 * records the call), and 'Mark cooked' takes the onions out of the pantry. Screenshots light and dark.
 */
const app = appWithMail();

const project = () => test.info().project.name;

async function shoot(page: Page, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await phoneShot(page, `${project()}-cook-mode-${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

test("cook mode: steps, step ingredients, a timer from the text, wake lock, mark cooked", async ({ page }) => {
  test.setTimeout(120_000);
  // A stub Screen Wake Lock API that records each request (headless Chromium has none that works).
  await page.addInitScript(() => {
    const calls: string[] = [];
    (window as unknown as { __wakeLockCalls: string[] }).__wakeLockCalls = calls;
    Object.defineProperty(navigator, "wakeLock", {
      configurable: true,
      value: {
        request: async (type: string) => {
          calls.push(type);
          return { released: false, release: async () => {}, addEventListener: () => {} };
        },
      },
    });
  });
  await page.clock.install();
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `cook-${project()}-${randomUUID().slice(0, 6)}@example.com`, firstName: "Cleo" });
  await page.goto(`${app.server.baseURL}/recipes`);
  const onion = await ok<{ id: string }>(page, "POST", "/api/pantry", { productName: "Onions", qty: "10", unit: "pieces", source: "manual" });
  const recipe = await ok<{ id: string }>(page, "POST", "/api/recipes/manual", {
    recipe: {
      title: "Onion soup",
      instructions: "Slice the onions thinly.\nFry the onions in the butter for 5–7 min.\nAdd the stock and simmer 20 minutes.",
      servings: 2,
      prepMin: 10,
      cookMin: 30,
      ingredients: [
        { name: "onions", qty: "4", unit: "piece" },
        { name: "butter", qty: "2", unit: "tbsp" },
        { name: "vegetable stock", qty: "1", unit: "cup" },
      ],
    },
  });

  await page.goto(`${app.server.baseURL}/recipes?open=${recipe.id}`);
  await page.getByRole("dialog", { name: "Onion soup" }).getByRole("button", { name: "Cook" }).click();
  await expect(page).toHaveURL(new RegExp(`/cook/${recipe.id}\\?servings=\\d+`));
  const servings = Number(new URL(page.url()).searchParams.get("servings"));
  await expect(page.getByTestId("cook-position")).toContainText("Step 1 of 3");
  await expect(page.getByTestId("cook-step-text")).toHaveText("Slice the onions thinly.");
  await expect(page.getByRole("region", { name: "Ingredients for this step" })).toContainText("onions");
  await expect.poll(() => page.evaluate(() => (window as unknown as { __wakeLockCalls: string[] }).__wakeLockCalls)).toContain("screen");
  await expect(page.getByText("Your screen may turn off")).toHaveCount(0);
  await shoot(page, "step");

  // Next (button), then the arrow key; a range offers both ends.
  await page.getByRole("button", { name: "Next" }).click();
  await expect(page.getByTestId("cook-position")).toContainText("Step 2 of 3");
  await expect(page.getByRole("button", { name: "Start 5 min timer" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Start 7 min timer" })).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByTestId("cook-position")).toContainText("Step 3 of 3");

  // A timer from "simmer 20 minutes": counts down, and is done after 20 minutes of page time.
  await page.getByRole("button", { name: "Start 20 min timer" }).click();
  const timer = page.getByTestId("cook-timer");
  await expect(timer).toContainText(/20:00|19:5\d/);
  await page.clock.fastForward("05:00");
  await expect(timer).toContainText(/1[45]:\d\d/);
  await shoot(page, "timer");
  await page.clock.fastForward("15:05");
  await expect(timer).toContainText("Done");
  await expect(page.getByRole("button", { name: /Dismiss timer/ })).toBeVisible();

  // Finish → Mark cooked: the onions come out of the pantry (4 per 2 servings, scaled).
  await page.getByRole("button", { name: "Finish" }).click();
  await expect(page.getByText("That was the last step")).toBeVisible();
  await page.getByRole("button", { name: "Mark cooked" }).click();
  const done = page.getByTestId("cook-done");
  await expect(done).toContainText("Taken from your pantry");
  await expect(done).toContainText("Onions");
  await shoot(page, "done");
  const pantry = await call<{ id: string; qty: string }[]>(page, "GET", `/api/pantry/${await householdId(page)}`);
  const left = Number(pantry.body.find((i) => i.id === onion.id)?.qty);
  expect(left).toBe(10 - Math.min(10, 2 * servings));

  // Back leaves cook mode for the recipe.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/recipes/);
});

async function householdId(page: Page): Promise<string> {
  return (await ok<{ householdId: string }>(page, "GET", "/api/me")).householdId;
}

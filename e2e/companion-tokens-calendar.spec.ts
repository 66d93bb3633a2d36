import { randomUUID } from "node:crypto";
import { expect, test, type Locator, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { appWithMail } from "./support/phone-app";
import { localDay, ok } from "./support/page-api";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";

/**
 * Issue 23 items 3 and 5, on a phone and on a desktop:
 * - API tokens: made in Settings (shown once, copied with the Copy button), used by a script
 *   (Playwright's `request`: no cookies) to read the pantry and add an item, revoked in Settings
 *   after a question → the script gets 401.
 * - Calendar feed: the private link copied from Settings, fetched without a session and read with
 *   a real iCalendar parser (ical.js); the weekly meal planned here is one event with an RRULE
 *   that expands to the planned days.
 * Screenshots of both cards, light and dark, in e2e/artifacts.
 */

const app = appWithMail();

const project = () => test.info().project.name;
const email = (what: string) => `${what}-${project()}-${randomUUID().slice(0, 6)}@example.com`;

/** The Settings card (a region named by its heading) called `title`. */
const card = (page: Page, title: string) => page.getByRole("region", { name: title });

/** Screenshots of one card in both colour schemes (light first, back to light after). */
async function shootCard(page: Page, heading: Locator, name: string) {
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    // The card's top just below the sticky header.
    await heading.evaluate((el) => el.scrollIntoView({ block: "start" }));
    await page.evaluate(() => window.scrollBy(0, -96));
    await phoneShot(page, `${project()}-settings-${name}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** Every visible button inside `scope` is at least 44 × 44 px. */
async function expectTouchTargets(scope: Locator) {
  for (const b of await scope.getByRole("button").all()) {
    if (!(await b.isVisible())) continue;
    const box = (await b.boundingBox())!;
    expect([await b.textContent(), box.height >= 44 && box.width >= 44]).toEqual([await b.textContent(), true]);
  }
}

/** The text the Copy button put on the clipboard. */
async function copied(page: Page, scope: Locator): Promise<string> {
  await scope.getByRole("button", { name: "Copy", exact: true }).click();
  await expect(scope.getByRole("button", { name: "Copied", exact: true })).toBeVisible();
  return page.evaluate(() => navigator.clipboard.readText());
}

test("API tokens: create in Settings, read and add to the pantry with it, revoke → 401", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.server.baseURL });
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: email("tokens"), firstName: "Tia" });
  const me = await ok<{ householdId: string }>(page, "GET", "/api/me");
  await ok(page, "POST", "/api/pantry", { productName: "Basmati rice", qty: "1", unit: "kg", source: "manual" });

  await page.goto(`${app.server.baseURL}/settings`);
  const heading = page.getByRole("heading", { name: "API tokens" });
  await heading.scrollIntoViewIfNeeded();
  const tokens = card(page, "API tokens");
  await expect(tokens.getByText("No tokens yet.", { exact: false })).toBeVisible();
  await tokens.getByLabel("Token name").fill("Home Assistant");
  await tokens.getByRole("button", { name: "Create token" }).click();
  await expect(tokens.getByText("it won’t be shown again", { exact: false })).toBeVisible();
  const token = await copied(page, tokens);
  expect(token).toMatch(/^pmk_[A-Za-z0-9_-]{43}$/);
  await expect(tokens.getByLabel("Your new token")).toHaveValue(token);
  await expectTouchTargets(tokens);
  await shootCard(page, heading, "api-token-new");

  // The script: no cookies, only the token.
  const auth = { Authorization: `Bearer ${token}` };
  const pantry = await request.get(`${app.server.baseURL}/api/pantry/${me.householdId}`, { headers: auth });
  expect(pantry.status()).toBe(200);
  expect(JSON.stringify(await pantry.json())).toContain("Basmati rice");
  const added = await request.post(`${app.server.baseURL}/api/pantry`, {
    headers: auth,
    data: { productName: "Oat milk", qty: "2", unit: "bottle" },
  });
  expect(added.status()).toBe(201);
  expect((await request.get(`${app.server.baseURL}/api/recipes`, { headers: auth })).status()).toBe(403);

  // Listed with "last used"; the secret is gone once dismissed.
  await tokens.getByRole("button", { name: "I’ve copied it" }).click();
  await page.reload();
  await heading.scrollIntoViewIfNeeded();
  const row = tokens.getByRole("list", { name: "Your API tokens" }).getByRole("listitem").filter({ hasText: "Home Assistant" });
  await expect(row).toContainText("Last used");
  await expect(page.getByText(token)).toHaveCount(0);
  await expectTouchTargets(tokens);
  await shootCard(page, heading, "api-tokens-list");

  // Revoke asks first; then the script is locked out.
  await row.getByRole("button", { name: "Revoke Home Assistant" }).click();
  const dialog = page.getByRole("dialog", { name: "Revoke “Home Assistant”?" });
  await expect(dialog).toBeVisible();
  await phoneShot(page, `${project()}-settings-api-token-revoke`);
  await dialog.getByRole("button", { name: "Revoke token" }).click();
  await expect(dialog).toBeHidden();
  await expect(tokens.getByText("No tokens yet.", { exact: false })).toBeVisible();
  const after = await request.get(`${app.server.baseURL}/api/pantry/${me.householdId}`, { headers: auth });
  expect(after.status()).toBe(401);

  // The item the script added is in the pantry.
  await page.goto(`${app.server.baseURL}/`);
  await expect(page.getByText("Oat milk").first()).toBeVisible();
});

test("Calendar feed: copy the private link, fetch it, and find the weekly meal as an RRULE", async ({ page, context, request }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.server.baseURL });
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: email("calendar"), firstName: "Cal" });
  const first = localDay(1);
  await ok(page, "POST", "/api/meal-plans", {
    customMealTitle: "Pizza night, with friends",
    mealType: "dinner",
    day: first,
    status: "planned",
    recurrenceRule: "FREQ=WEEKLY;COUNT=4",
  });
  await ok(page, "POST", "/api/meal-plans", { customMealTitle: "Pancakes", mealType: "breakfast", day: localDay(2), status: "planned" });

  await page.goto(`${app.server.baseURL}/settings`);
  const heading = page.getByRole("heading", { name: "Calendar feed" });
  await heading.scrollIntoViewIfNeeded();
  const feed = card(page, "Calendar feed");
  await feed.getByRole("button", { name: "Create calendar link" }).click();
  await expect(feed.getByText("shown only once", { exact: false })).toBeVisible();
  const url = await copied(page, feed);
  expect(url).toMatch(new RegExp(`^${app.server.baseURL.replace(/[.:/]/g, "\\$&")}/api/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
  await expectTouchTargets(feed);
  await shootCard(page, heading, "calendar-feed-new");

  // A calendar app fetches it: no session.
  const res = await request.get(url);
  expect(res.status()).toBe(200);
  expect(res.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  const text = await res.text();
  expect(text).toContain("\r\n");
  const cal = new ICAL.Component(ICAL.parse(text));
  const events = cal.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
  expect(events.map((e) => e.summary).sort()).toEqual(["Breakfast: Pancakes", "Dinner: Pizza night, with friends"]);
  const pizza = events.find((e) => e.summary.startsWith("Dinner"))!;
  expect(pizza.isRecurring()).toBe(true);
  const it = pizza.iterator();
  const days: string[] = [];
  for (let next = it.next(); next; next = it.next()) days.push(next.toString().slice(0, 10));
  expect(days).toEqual([0, 7, 14, 21].map((d) => localDay(1 + d)));

  // Reset asks first; the old link answers 404 and a new one is shown.
  await page.reload();
  await heading.scrollIntoViewIfNeeded();
  await expect(feed.getByText("Your link was made", { exact: false })).toBeVisible();
  await expectTouchTargets(feed);
  await shootCard(page, heading, "calendar-feed-made");
  await feed.getByRole("button", { name: "Reset link" }).click();
  const dialog = page.getByRole("dialog", { name: "Reset the calendar link?" });
  await dialog.getByRole("button", { name: "Reset link" }).click();
  await expect(feed.getByLabel("Calendar link")).toBeVisible();
  const newUrl = await feed.getByLabel("Calendar link").inputValue();
  expect(newUrl).not.toBe(url);
  expect((await request.get(url)).status()).toBe(404);
  expect((await request.get(newUrl)).status()).toBe(200);
});

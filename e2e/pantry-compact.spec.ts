import { expect, test, type Locator } from "@playwright/test";
import { localDay, ok } from "./support/page-api";
import { ownItem, pantryView } from "./support/pantry";
import { signUp } from "./support/sign-up";
import { appWithMail } from "./support/phone-app";

/**
 * Issue 23: "The pantry list is too tall on a phone" — 14 items took about 3,500 px and came after
 * the ideas and the add form. Phones now start with the compact list (one row per item) and show
 * the list first; desktops keep cards and their layout. Screenshots, light and dark, go to
 * e2e/artifacts/<project>-pantry-<view>-<theme>.png.
 */
const app = appWithMail();

/** Fourteen items of different kinds, amounts and dates (issue 23 counted 14 on a real phone). */
const FOURTEEN: [name: string, qty: string, unit: string, expiresIn: number | null][] = [
  ["Basmati rice", "1", "kg", null],
  ["Eggs", "6", "pieces", 12],
  ["Whole milk", "1", "l", 1],
  ["Cheddar cheese", "200", "g", 20],
  ["Chicken thighs", "600", "g", 2],
  ["Baby spinach", "150", "g", -1],
  ["Cherry tomatoes", "250", "g", 4],
  ["Frozen peas", "500", "g", 180],
  ["Orange juice", "1", "l", 9],
  ["Dark chocolate", "100", "g", 90],
  ["Honey", "6", "tablespoons", 300],
  ["Lemons", "12", "pieces", 14],
  ["Rolled oats", "750", "g", null],
  ["Extra virgin olive oil from a small family grove", "500", "ml", null],
];

const top = async (l: Locator) => (await l.boundingBox())!.y;

test("compact list (issue 23): 14 items under 1,200 px on a phone, list first, a row opens the edit dialog; cards on desktop", async ({
  page,
}) => {
  const project = test.info().project.name;
  const phone = project === "phone";
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `compact-${project}-${Date.now()}@example.com`, firstName: "Pat" });
  for (const [productName, qty, unit, days] of FOURTEEN) {
    await ok(page, "POST", "/api/pantry", { productName, qty, unit, source: "manual", expiresOn: days === null ? null : localDay(days) });
  }
  await page.goto(`${app.server.baseURL}/`);
  const list = page.getByRole("list", { name: "Pantry items" });
  const items = list.getByTestId("pantry-item");
  await expect(items).toHaveCount(14);
  const pantryHeading = page.locator("#pantry-heading");
  const form = page.getByRole("form", { name: "Add pantry item" });
  const ideas = page.locator("#ideas-heading");
  const compactButton = page.getByRole("group", { name: "List view" }).getByRole("button", { name: "Compact", exact: true });
  const shoot = async (name: string) => {
    for (const theme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: theme });
      await page.screenshot({ path: `e2e/artifacts/${project}-pantry-${name}-${theme}.png`, fullPage: phone });
    }
    await page.emulateMedia({ colorScheme: "light" });
  };

  if (!phone) {
    // Desktop keeps its layout: cards, the ideas above, the add form beside the list.
    await expect(compactButton).toHaveAttribute("aria-pressed", "false");
    await expect(ownItem(page, "Eggs").getByRole("button", { name: "Use 1" })).toBeVisible();
    expect(await top(ideas)).toBeLessThan(await top(pantryHeading));
    expect((await form.boundingBox())!.x).toBeGreaterThan((await list.boundingBox())!.x + (await list.boundingBox())!.width);
    await shoot("cards");
    await pantryView(page, "Compact");
    await expect(items.first()).toHaveAttribute("data-view", "compact");
    await shoot("compact");
    return;
  }

  // A phone starts compact: one row per item, 56–64 px each, the whole list under 1,200 px.
  await expect(compactButton).toHaveAttribute("aria-pressed", "true");
  await expect(list.locator('[data-testid="pantry-item"][data-view="compact"]')).toHaveCount(14);
  const heights = await items.evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
  for (const h of heights) expect(h, `row heights ${heights.join(", ")}`).toBeGreaterThanOrEqual(56);
  for (const h of heights) expect(h, `row heights ${heights.join(", ")}`).toBeLessThanOrEqual(64);
  const compactHeight = (await list.boundingBox())!.height;
  expect(compactHeight).toBeLessThan(1200);

  // List first, then the add form, then the ideas.
  expect(await top(pantryHeading)).toBeLessThan(await top(form));
  expect(await top(form)).toBeLessThan(await top(ideas));

  // Every button in the list is at least 44×44 px.
  const small = await list.locator("button").evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()).filter((r) => r.width < 44 || r.height < 44).length,
  );
  expect(small).toBe(0);

  // The steppers line up (one left edge whatever the unit) and no best-before date or amount
  // ("12 pieces", "6 tablespoons" beside "1 l") is cut off (text read out only is not shown).
  const stepperLefts = await list.getByRole("group").evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().left)));
  expect(new Set(stepperLefts).size, `stepper left edges ${stepperLefts.join(", ")}`).toBe(1);
  const clipped = await items.evaluateAll((els) =>
    els.flatMap((e) =>
      [...e.querySelectorAll("[id$='-detail'], [data-testid='item-qty'], [data-testid='item-qty'] *")]
        .filter((d) => !d.classList.contains("sr-only") && d.scrollWidth > d.clientWidth)
        .map((d) => d.textContent),
    ),
  );
  expect(clipped).toEqual([]);
  await shoot("compact");

  // The stepper is its own button: it changes the amount and opens nothing.
  const eggs = ownItem(page, "Eggs");
  await eggs.getByRole("button", { name: "Increase Eggs" }).click();
  await expect(eggs.getByTestId("item-qty")).toHaveText("7 pieces");
  await expect(page.getByRole("dialog")).toHaveCount(0);

  // Tapping the row (on its name) opens that item's edit dialog; closing it returns focus to the row.
  const rice = ownItem(page, "Basmati rice");
  await rice.click({ position: { x: 40, y: 20 } });
  const dialog = page.getByRole("dialog", { name: "Edit item" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Name")).toHaveValue("Basmati rice");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(rice.getByRole("button", { name: "Edit Basmati rice" })).toBeFocused();

  // The dialog offers Delete for rows (they have no Delete button); Undo brings the item back.
  await ownItem(page, "Lemons").getByRole("button", { name: "Edit Lemons" }).click();
  await dialog.getByRole("button", { name: "Delete item" }).click();
  await expect(ownItem(page, "Lemons")).toHaveCount(0);
  await page.getByRole("button", { name: "Undo" }).click();
  await expect(ownItem(page, "Lemons")).toBeVisible();

  // "Cards" is remembered on this device.
  await pantryView(page, "Cards");
  await page.reload();
  await expect(items).toHaveCount(14);
  await expect(page.getByRole("button", { name: "Cards", exact: true })).toHaveAttribute("aria-pressed", "true");
  await expect(ownItem(page, "Eggs").getByRole("button", { name: "Use 1" })).toBeVisible();
  const cardsHeight = (await list.boundingBox())!.height;
  console.log(`14 items on a 390 px phone: compact list ${Math.round(compactHeight)} px, cards ${Math.round(cardsHeight)} px`);
  expect(cardsHeight).toBeGreaterThan(compactHeight);
});

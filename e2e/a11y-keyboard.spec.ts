import { expect, test, type Locator, type Page } from "@playwright/test";
import { seedHousehold } from "./support/seed-household";
import { startAppServer } from "./support/app-server";
import { localDay } from "./support/page-api";
import { ownItem } from "./support/pantry";
import { signUp } from "./support/sign-up";
import { startSmtpCapture } from "./support/smtp-capture";

/**
 * Keyboard use (issue 10 item 4), desktop project: the pantry add form, a dialog (Enter submits,
 * Escape closes and focus goes back to the button that opened it), the quantity stepper, and the
 * planner grid (one Tab stop, arrow keys between slots, Enter adds a meal) — no mouse at all.
 */
let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
let server: Awaited<ReturnType<typeof startAppServer>>;

test.beforeAll(async () => {
  if (test.info().project.name !== "desktop") return;
  smtp = await startSmtpCapture();
  server = await startAppServer({ SMTP_URL: smtp.url, MAIL_FROM: "Pantry <pantry@localhost>" });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});
test.beforeEach(async ({ page }) => {
  test.skip(test.info().project.name !== "desktop", "a hardware keyboard: desktop project");
  await signUp(page, { baseURL: server.baseURL, smtp, email: `keys-${Date.now()}@example.com`, firstName: "Kay" });
});

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? "Shift+Tab" : "Tab");
  }
  throw new Error(`${target} not reached with ${max} ${back ? "Shift+Tab" : "Tab"} presses`);
}

test("pantry: add, edit in a dialog, Escape returns focus, stepper — keyboard only", async ({ page }) => {
  await page.goto(`${server.baseURL}/`);
  const form = page.getByRole("form", { name: "Add pantry item" });

  // The add form: type, pick the unit in the listbox by keys, submit with Enter.
  await tabTo(page, form.getByLabel("Name", { exact: true }));
  await page.keyboard.type("Lentils");
  await page.keyboard.press("Tab");
  await expect(form.getByLabel("Quantity")).toBeFocused();
  await page.keyboard.type("3");
  await page.keyboard.press("Tab");
  const unit = form.getByRole("combobox", { name: "Unit" });
  await expect(unit).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listbox")).toBeVisible();
  // As a user sees it: the list is open with the chosen unit highlighted before typing to pick.
  await expect(page.getByRole("option", { selected: true })).toBeFocused();
  await page.keyboard.type("kg");
  // Radix moves the highlight on a timer after typing: Enter picks what is highlighted.
  await expect(page.getByRole("option", { name: "kg", exact: true })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(unit).toHaveText("kg");
  await expect(unit).toBeFocused();
  await tabTo(page, form.getByRole("button", { name: "Add", exact: true }));
  await page.keyboard.press("Enter");
  const card = ownItem(page, "Lentils");
  await expect(card.getByTestId("item-qty")).toHaveText("3 kg");

  // A dialog opened by Enter takes focus; Escape closes it and focus returns to its button.
  const edit = card.getByRole("button", { name: "Edit Lentils" });
  await tabTo(page, edit);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "Edit item" });
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(edit).toBeFocused();

  // Again, now renaming: Enter in a field submits the dialog's form; focus comes back too.
  await page.keyboard.press("Space");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel("Name", { exact: true }));
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("Red lentils");
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  const renamed = ownItem(page, "Red lentils");
  await expect(renamed).toBeVisible();
  await expect(renamed.getByRole("button", { name: "Edit Red lentils" })).toBeFocused();

  // The stepper's buttons are Tab stops; Enter and Space both step (0.1 kg a step: issue 22).
  const qty = renamed.getByTestId("item-qty");
  await tabTo(page, renamed.getByRole("button", { name: "Increase Red lentils" }));
  await page.keyboard.press("Enter");
  await expect(qty).toHaveText("3.1 kg");
  await page.keyboard.press("Space");
  await expect(qty).toHaveText("3.2 kg");
  await tabTo(page, renamed.getByRole("button", { name: "Decrease Red lentils" }), { back: true });
  await page.keyboard.press("Enter");
  await expect(qty).toHaveText("3.1 kg");
});

test("planner grid: one Tab stop, arrow keys between slots, Enter adds a meal — keyboard only", async ({ page }) => {
  await page.goto(`${server.baseURL}/planner`);
  await expect(page.locator('[data-testid^="plan-day-"]')).toHaveCount(7);
  const slot = (day: string, meal: string) => page.locator(`[data-slot-day="${day}"][data-slot-meal="${meal}"]`);
  const today = localDay();
  const todayIndex = new Date().getDay(); // the week starts on Sunday

  // Tab enters the grid once, on today's first meal; only that slot is in the Tab order.
  const onSlot = () => page.evaluate(() => Boolean(document.activeElement?.hasAttribute("data-slot-day")));
  for (let i = 0; i < 80 && !(await onSlot()); i++) await page.keyboard.press("Tab");
  await expect(slot(today, "breakfast")).toBeFocused();
  await expect(page.locator('[data-slot-day][tabindex="0"]')).toHaveCount(1);

  // Home/End: the first day that takes meals (today: past days take none, issue 23) and the last
  // day; Right: next day; Down/Up: the meals, running into the next day.
  await page.keyboard.press("Home");
  await expect(slot(today, "breakfast")).toBeFocused();
  await page.keyboard.press("End");
  await expect(slot(localDay(6 - todayIndex), "breakfast")).toBeFocused();
  await page.keyboard.press("Home");
  await expect(slot(today, "breakfast")).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  const dinner = slot(today, "dinner");
  await expect(dinner).toBeFocused();
  if (todayIndex < 6) {
    await page.keyboard.press("ArrowDown");
    await expect(slot(localDay(1), "breakfast")).toBeFocused();
    await page.keyboard.press("ArrowUp");
  }
  await expect(dinner).toBeFocused();
  await expect(page.locator('[data-slot-day][tabindex="0"]')).toHaveCount(1);
  await expect(dinner).toHaveAttribute("tabindex", "0");

  // Enter opens the add-meal dialog; arrow keys pick the Custom Meal tab; the form submits by keys.
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole("tab", { name: "Saved Recipes" }));
  await page.keyboard.press("End");
  await expect(dialog.getByRole("tab", { name: "Custom Meal" })).toBeFocused();
  await tabTo(page, dialog.getByLabel("Meal title"));
  await page.keyboard.type("Keyboard curry");
  await tabTo(page, dialog.getByRole("button", { name: "Add meal" }));
  await page.keyboard.press("Enter");
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId(`plan-cell-${today}-dinner`).getByText("Keyboard curry")).toBeVisible();
  await expect(dinner).toBeFocused();

  // Tab leaves the slots at once: the next stop is not another slot's add button.
  await page.keyboard.press("Tab");
  expect(await onSlot()).toBe(false);
});

/**
 * What the focused element looks like: a description and whether a focus ring shows — its own
 * visible outline, or a ring (a box-shadow layer with no offset or blur and a visible spread, what
 * Tailwind's ring-* draws; ordinary drop shadows do not count) on it or on one of its four nearest
 * ancestors that ring on focus-within (a card that rings when its title button has focus), after
 * any CSS transition under way has finished.
 */
function focusRing(page: Page) {
  return page.evaluate(async () => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    // Judged as the user sees it: after the next frame has painted, and once a ring that fades
    // in (a card's transition-all) has finished.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const fading: Animation[] = [];
    for (let node: Element | null = el, up = 0; node && up <= 4; node = node.parentElement, up++)
      fading.push(...node.getAnimations().filter((a) => a instanceof CSSTransition));
    await Promise.all(fading.map((a) => a.finished.catch(() => undefined)));
    const invisible = (c: string) => c === "transparent" || /rgba\([^)]*,\s*0\)$/.test(c);
    const hasRing = (node: Element) =>
      getComputedStyle(node)
        .boxShadow.split(/,(?![^(]*\))/)
        .some((layer) => {
          const m = /^(.*?)\s*0px 0px 0px ([\d.]+)px/.exec(layer.trim());
          return m !== null && Number(m[2]) > 0 && !invisible(m[1]);
        });
    const css = getComputedStyle(el);
    let ring = css.outlineStyle !== "none" && parseFloat(css.outlineWidth) > 0 && !invisible(css.outlineColor);
    for (let node: Element | null = el, up = 0; !ring && node && up <= 4; node = node.parentElement, up++)
      ring = hasRing(node) && (up === 0 || (node.getAttribute("class") ?? "").includes("focus-within:"));
    const name = el.getAttribute("aria-label") ?? el.textContent?.trim().slice(0, 40) ?? "";
    const role = el.getAttribute("role");
    return { ring, what: `${el.tagName.toLowerCase()}${role ? `[role=${role}]` : ""} "${name}"` };
  });
}

/** Tabs through up to `max` stops from the top of the page (or an open dialog) and lists each stop without a visible ring. */
async function stopsWithoutRing(page: Page, max = 60): Promise<string[]> {
  const missing: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    const stop = await focusRing(page);
    if (!stop) continue;
    if (seen.has(stop.what)) break; // wrapped around
    seen.add(stop.what);
    if (!stop.ring) missing.push(stop.what);
  }
  return missing;
}

test("every Tab stop shows a focus ring: pantry, recipes, planner, shopping, settings and a dialog", async ({ page }) => {
  await seedHousehold(page);
  const missing: string[] = [];
  for (const path of ["/", "/recipes", "/enhanced-planner", "/shopping", "/history", "/settings"]) {
    await page.goto(`${server.baseURL}${path}`);
    await page.waitForLoadState("networkidle");
    missing.push(...(await stopsWithoutRing(page, 150)).map((m) => `${path}: ${m}`));
  }
  await page.goto(`${server.baseURL}/recipes`);
  await tabTo(page, page.getByRole("button", { name: "Add Recipe" }));
  await page.keyboard.press("Enter");
  missing.push(...(await stopsWithoutRing(page, 30)).map((m) => `add recipe dialog, from URL: ${m}`));
  await tabTo(page, page.getByRole("dialog").getByRole("tab", { name: "From URL" }), { back: true });
  // Four tabs now (issue 21: several links, paste text): from the first, ArrowLeft wraps to the last.
  await page.keyboard.press("ArrowLeft");
  // Radix moves focus along the tab list on a timer: the next Tab starts from the new tab.
  const manualTab = page.getByRole("dialog").getByRole("tab", { name: "Create Manually" });
  await expect(manualTab).toBeFocused();
  await expect(manualTab).toHaveAttribute("aria-selected", "true");
  missing.push(...(await stopsWithoutRing(page, 40)).map((m) => `add recipe dialog: ${m}`));
  expect(missing, "focusable elements without a visible focus ring").toEqual([]);
});

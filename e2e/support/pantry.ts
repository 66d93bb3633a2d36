import { expect, type Locator, type Page } from "@playwright/test";

/** The card of one of the household's own items (not a sample) whose name is exactly `name`. */
export function ownItem(page: Page, name: string): Locator {
  return page
    .locator('[data-testid="pantry-item"]:not([data-source="sample"])')
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/**
 * Switches the pantry list to one-line "Compact" rows or full "Cards" (issue 23: phones start
 * compact, where 'Use 1', 'Use ½' and the card's Delete are not shown). The choice is kept in
 * localStorage, so it lasts through reloads. Both views use the same test id, heading, "Edit …",
 * stepper and item-qty, so ownItem works in either.
 */
export async function pantryView(page: Page, view: "Compact" | "Cards"): Promise<void> {
  const toggle = page.getByRole("group", { name: "List view" }).getByRole("button", { name: view, exact: true });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
}

/** The card of a sample item named exactly `name`. */
export function sampleItem(page: Page, name: string): Locator {
  return page
    .locator('[data-testid="pantry-item"][data-source="sample"]')
    .filter({ has: page.getByRole("heading", { name, exact: true }) });
}

/** Adds an item through the manual add form (unit: one of the form's units) and waits for its card. */
export async function addPantryItem(page: Page, name: string, qty: string, unit?: string): Promise<Locator> {
  const form = page.getByRole("form", { name: "Add pantry item" });
  await form.getByLabel("Name", { exact: true }).fill(name);
  await form.getByLabel("Quantity").fill(qty);
  if (unit) {
    await form.getByRole("combobox", { name: "Unit" }).click();
    await page.getByRole("option", { name: unit, exact: true }).click();
  }
  await form.getByRole("button", { name: "Add", exact: true }).click();
  const card = ownItem(page, name);
  await expect(card).toBeVisible();
  return card;
}

import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { ok } from "./support/page-api";
import { phoneApp } from "./support/phone-app";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";

/**
 * Issue 22 item 2, acceptance: a real shop receipt (SROIE scan sroie-014 from
 * ../shared/testdata/receipts: chocolate, bread, a lime sweet, orange and lemon drinks) is read
 * in the browser, reviewed and added to a pantry that already holds the foods its lines could be
 * mistaken for (Limes, Oranges, Lemons, Dark chocolate, Tomatoes, Milk). The review shows its
 * checks and says where each line goes; after adding, no existing item has changed: every line
 * is a new item or joins an earlier line of the same name (none of them is one of those foods).
 * Skipped when the test data is absent.
 */
const app = phoneApp();

const RECEIPT = path.resolve(import.meta.dirname, "../../shared/testdata/receipts/sroie-014.jpg");

/** The household's items before the receipt: name, qty, unit. */
const PANTRY: [string, string, string][] = [
  ["Limes", "4", "pieces"],
  ["Oranges", "5", "pieces"],
  ["Lemons", "3", "pieces"],
  ["Dark chocolate", "100", "g"],
  ["Tomatoes", "6", "pieces"],
  ["Milk", "1", "pieces"],
];

type Item = { qty: string; unit: string; source: string; product: { name: string } };

test("a real receipt is read, reviewed with its checks and added without growing a wrong item", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  test.skip(!existsSync(RECEIPT), `Receipt test data not found at ${RECEIPT}: skipping.`);
  test.setTimeout(240_000);
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `real-receipt-${Date.now()}@example.com`, firstName: "Ria" });
  const { householdId } = await ok<{ householdId: string }>(page, "GET", "/api/me");
  for (const [productName, qty, unit] of PANTRY) await ok(page, "POST", "/api/pantry", { productName, qty, unit, source: "manual" });
  await page.goto(`${app.server.baseURL}/`);
  await expect(page.locator('[data-testid="pantry-item"]').filter({ hasText: "Limes" })).toBeVisible();

  await page.getByRole("button", { name: "Scan receipt" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan receipt" });
  await dialog
    .getByLabel("Choose a receipt image")
    .setInputFiles({ name: "receipt.jpg", mimeType: "image/jpeg", buffer: readFileSync(RECEIPT) });
  await expect(dialog.getByRole("progressbar", { name: "Reading receipt" })).toBeVisible();
  const review = dialog.getByRole("list", { name: "Items on the receipt" });
  await expect(review).toBeVisible({ timeout: 120_000 });

  // The review: cleaned names, the checks in words, and where each line goes.
  const lines = dialog.getByTestId("receipt-line");
  const count = await lines.count();
  expect(count, "lines read from the receipt").toBeGreaterThanOrEqual(4);
  const flags = dialog.locator('[data-testid^="receipt-flag-"]');
  expect(await flags.count(), "lines the review asks to check").toBeGreaterThan(0);
  await expect(dialog.getByText(/\d+ lines? to check/)).toBeVisible();
  const destinations = await dialog.getByTestId("receipt-destination").allTextContents();
  expect(destinations).toHaveLength(count);
  // A repeated line may go to the item its first copy makes ("… (on this receipt)"), never to a pantry item.
  expect(
    destinations.filter((d) => d !== "New item" && !d.includes("(on this receipt)")),
    "lines the review would add to a pantry item",
  ).toEqual([]);
  const names = await lines.getByLabel("Name", { exact: true }).evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  for (const name of names)
    expect(name, "a name keeps no item code, count or price").not.toMatch(/^\s*(?:[A-Z]{1,2}\s?\d{3,}|\d{4,})\b|\bRM\s?\d|\d+[.,]\d{2}\b/);
  await flags.first().scrollIntoViewIfNeeded();
  await phoneShot(page, "phone-receipt-real-review");

  await dialog.getByRole("button", { name: `Add ${count} items` }).click();
  await expect(dialog).toHaveCount(0, { timeout: 30_000 });

  const after = await ok<Item[]>(page, "GET", `/api/pantry/${householdId}`);
  for (const [name, qty, unit] of PANTRY) {
    expect(
      after.filter((i) => i.product.name === name).map((i) => [i.qty, i.unit]),
      `${name} is unchanged`,
    ).toEqual([[qty, unit]]);
  }
  expect(
    after.filter((i) => i.source === "receipt").length,
    "every receipt line is its own new item (repeated lines merge with each other)",
  ).toBeGreaterThan(0);
  const fromReceipt = after.filter((i) => i.source === "receipt").map((i) => i.product.name.toLowerCase());
  expect(new Set(fromReceipt)).toEqual(new Set(names.map((n) => n.toLowerCase())));
});

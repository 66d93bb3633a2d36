import { afterEach, describe, expect, it, vi } from "vitest";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { button, click, fakeApi, renderWithClient, settle } from "../../../../../test/web/fake-api";
import { PANTRY_VIEW_KEY } from "../hooks/use-pantry-view-mode";
import { PantryList } from "./pantry-list";

/**
 * Issue 23: on a phone the pantry list is compact (one row per item: name, best-before, stepper;
 * the row opens the edit dialog), with a "Compact / Cards" switch remembered on the device.
 */
const HOUSEHOLD = "00000000-0000-4000-8000-00000000aaaa";
const item = (n: number, name: string, qty: string, unit: string, expiresOn: string | null = null): PantryItem => ({
  id: `00000000-0000-4000-8000-0000000000${String(n).padStart(2, "0")}`,
  qty,
  unit,
  source: "manual",
  expiresOn,
  minQty: null,
  dietFlags: [],
  product: { id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, "0")}`, name, brand: null, category: "pantry", imageUrl: null },
});
const ITEMS = [
  item(1, "Rice", "1", "kg", "2020-01-01"),
  item(2, "Lemons", "3", "pieces"),
  item(3, "Cream", "300", "ml"),
  item(4, "Oats", "500", "g"),
  item(5, "Eggs", "6", "pieces"),
];

/** A screen as wide as a phone (matches `(max-width: 639.98px)`) or a desktop. */
function screen(phone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: phone && query.includes("max-width"),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  localStorage.clear();
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function renderList() {
  const calls = fakeApi({
    [`GET /api/pantry/${HOUSEHOLD}`]: () => ({ status: 200, body: ITEMS }),
    [`PUT /api/pantry/${ITEMS[1]!.id}`]: (body) => ({ status: 200, body: { ...ITEMS[1], ...(body as object) } }),
    [`DELETE /api/pantry/${ITEMS[1]!.id}`]: () => ({ status: 204, body: null }),
  });
  const r = await renderWithClient(<PantryList householdId={HOUSEHOLD} />);
  for (let i = 0; i < 5; i++) await settle(); // deferred value and sliced mounting
  unmount = r.unmount;
  return { host: r.host, calls };
}

const rows = (host: HTMLElement) => [...host.querySelectorAll<HTMLElement>('[data-testid="pantry-item"]')];
const pressed = (name: string) => button(name)?.getAttribute("aria-pressed");

describe("compact pantry list", () => {
  it("is the default on a phone: one row per item with name, expiry and stepper, no 'Use' buttons", async () => {
    screen(true);
    const { host } = await renderList();
    expect(rows(host).map((r) => r.dataset.view)).toEqual(Array(5).fill("compact"));
    expect(rows(host).map((r) => r.querySelector("h3")?.textContent)).toEqual(["Rice", "Cream", "Eggs", "Lemons", "Oats"]);
    expect(rows(host)[0]!.textContent).toContain("Expired");
    expect(rows(host)[0]!.querySelector('[data-testid="item-qty"]')?.textContent).toBe("1 kg");
    expect(button("Increase Lemons")).toBeDefined();
    expect(button("Use 1")).toBeUndefined();
    expect(pressed("Compact")).toBe("true");
    expect(pressed("Cards")).toBe("false");
  });

  it("tapping a row opens the edit dialog for that item; the stepper is its own button and does not", async () => {
    screen(true);
    const { calls } = await renderList();
    await click(button("Increase Lemons"));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(calls.filter((c) => c.method === "PUT").map((c) => c.body)).toEqual([{ qty: "4" }]);

    const row = button("Edit Lemons")!;
    expect(row.closest('[data-testid="pantry-item"]')?.querySelector("h3")?.textContent).toBe("Lemons");
    await click(row);
    for (let i = 0; i < 100 && !document.querySelector('[role="dialog"]'); i++) await settle(); // lazy dialog
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain("Edit item");
    expect(dialog?.querySelector<HTMLInputElement>("#edit-name")?.value).toBe("Lemons");

    // The row has no Delete of its own: the dialog offers it, and it removes that item.
    await click(button("Delete item"));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual([`/api/pantry/${ITEMS[1]!.id}`]);
  });

  it("'Cards' switches to full cards and is remembered on the next visit", async () => {
    screen(true);
    const first = await renderList();
    await click(button("Cards"));
    expect(rows(first.host).every((r) => r.dataset.view === undefined)).toBe(true);
    expect(button("Use 1")).toBeDefined();
    expect(localStorage.getItem(PANTRY_VIEW_KEY)).toBe("cards");
    unmount!();

    const again = await renderList();
    expect(pressed("Cards")).toBe("true");
    expect(rows(again.host)[0]!.dataset.view).toBeUndefined();
  });

  it("shows cards by default on a wider screen, and Compact there is remembered too", async () => {
    screen(false);
    const { host } = await renderList();
    expect(rows(host)[0]!.dataset.view).toBeUndefined();
    expect(pressed("Cards")).toBe("true");
    await click(button("Compact"));
    expect(rows(host).map((r) => r.dataset.view)).toEqual(Array(5).fill("compact"));
    expect(localStorage.getItem(PANTRY_VIEW_KEY)).toBe("compact");
  });
});

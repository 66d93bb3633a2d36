import { act } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { controlledFetch, testQueryClient } from "../../../../../test/web/test-hook";
import { PantryItemCard } from "./pantry-item-card";

/**
 * Issue 22 item 3: the stepper and 'Use 1' move by a step that suits the unit — 500 g of chicken
 * went to 499 g. What the card sends is what the server stores.
 */
const item = (qty: string, unit: string, name: string): PantryItem => ({
  id: "00000000-0000-4000-8000-0000000000c1",
  qty,
  unit,
  source: "manual",
  expiresOn: null,
  minQty: null,
  dietFlags: [],
  product: { id: "00000000-0000-4000-8000-0000000000d1", name, brand: null, category: "meat", imageUrl: null },
});

let cleanup: (() => void) | undefined;
afterEach(() => {
  cleanup?.();
  vi.unstubAllGlobals();
});

async function render(pantryItem: PantryItem): Promise<HTMLElement> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () =>
    root.render(
      <QueryClientProvider client={testQueryClient()}>
        <PantryItemCard item={pantryItem} today="2026-01-10" />
      </QueryClientProvider>,
    ),
  );
  cleanup = () => {
    act(() => root.unmount());
    host.remove();
  };
  return host;
}

const button = (host: HTMLElement, label: string) =>
  [...host.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === label || b.textContent === label)!;

describe("pantry card steps by the unit's step", () => {
  it.each([
    ["500", "g", "Chicken breast", "400", "600"],
    ["300", "ml", "Cream", "250", "350"],
    ["1", "cups", "Rice", "0.75", "1.25"],
    ["3", "pieces", "Lemons", "2", "4"],
  ])("%s %s of %s: 'Use 1' and − send %s, + sends %s", async (qty, unit, name, down, up) => {
    const net = controlledFetch();
    const host = await render(item(qty, unit, name));
    // Changes run one at a time (update-pantry-item.ts): each is answered before the next is sent.
    for (const label of ["Use 1", `Decrease ${name}`, `Increase ${name}`]) {
      await act(async () => button(host, label).click());
      await net.respond(200, item(qty, unit, name));
    }
    expect(net.calls.map((c) => (c.body as { qty: string }).qty)).toEqual([down, down, up]);
  });
});

import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { controlledFetch, renderHook } from "../../../../../test/web/test-hook";
import { pantryKeys } from "../../../lib/query-keys";
import { useUpdatePantryItem } from "./update-pantry-item";

const KEY = pantryKeys.list("00000000-0000-4000-8000-000000000001");
const ITEM = "00000000-0000-4000-8000-0000000000c1";

const qtyInCache = (client: { getQueryData: (k: readonly unknown[]) => unknown }) =>
  (client.getQueryData(KEY) as Pick<PantryItem, "id" | "qty">[]).map((i) => i.qty);

afterEach(() => vi.unstubAllGlobals());

describe("useUpdatePantryItem (pantry quantity stepper)", () => {
  it("changes the quantity at once, then rolls back with 'Failed to update item' when the server refuses", async () => {
    const net = controlledFetch();
    const h = await renderHook(useUpdatePantryItem);
    h.client.setQueryData(KEY, [
      { id: ITEM, qty: "2", unit: "pcs" },
      { id: "other", qty: "5", unit: "g" },
    ]);

    await act(async () => h.result().mutate({ itemId: ITEM, qty: "3" }));
    expect(net.calls[0]).toMatchObject({ method: "PUT", url: `/api/pantry/${ITEM}`, body: { qty: "3" } });
    expect(qtyInCache(h.client)).toEqual(["3", "5"]);

    await net.respond(400, { error: "Quantity must be a number" });
    expect(qtyInCache(h.client)).toEqual(["2", "5"]);
    expect(h.toasts()[0]).toMatchObject({ title: "Failed to update item", description: "Quantity must be a number" });
    h.unmount();
  });

  it("keeps the new quantity when the server accepts it", async () => {
    const net = controlledFetch();
    const h = await renderHook(useUpdatePantryItem);
    h.client.setQueryData(KEY, [{ id: ITEM, qty: "2", unit: "pcs" }]);
    await act(async () => h.result().mutate({ itemId: ITEM, qty: "1" }));
    await net.respond(200, { id: ITEM, qty: "1", unit: "pcs" });
    expect(qtyInCache(h.client)).toEqual(["1"]);
    expect(h.toasts()).toEqual([]);
    h.unmount();
  });
});

import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { CreatePantryItem, PantryItem } from "../../../../shared/schemas/pantry";
import { errorMessage, requestJson } from "../../../lib/api-client";
import { pantryKeys } from "../../../lib/query-keys";
import { toast } from "../../../components/ui/use-toast";
import { displayQty, displayUnit } from "../lib/format";

/**
 * POST /api/pantry {productName | productId, qty, unit, source, expiresOn?} — the manual add form
 * sends a product by name (SPEC §7); Undo after delete re-adds a product the household already has
 * by id (products outlive their items). Answers 201 with a new item, or 200 with the existing item
 * the amount was merged into (same product, compatible unit).
 */
export function addPantryItem(body: CreatePantryItem): Promise<PantryItem> {
  return requestJson<PantryItem>("POST", "/api/pantry", body);
}

/** Puts the server's item into every cached pantry list: replaces it in place, or appends it. */
function upsertCached(queryClient: QueryClient, item: PantryItem): void {
  queryClient.setQueriesData<PantryItem[]>({ queryKey: pantryKeys.all }, (old) => {
    if (!old) return old;
    return old.some((i) => i.id === item.id) ? old.map((i) => (i.id === item.id ? item : i)) : [...old, item];
  });
}

/** The manual add form's mutation; a merge is announced with the new total. */
export function useAddPantryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPantryItem,
    onSuccess: (item) => {
      const cached = queryClient.getQueriesData<PantryItem[]>({ queryKey: pantryKeys.all });
      const merged = cached.some(([, list]) => list?.some((i) => i.id === item.id));
      upsertCached(queryClient, item);
      if (merged)
        toast({
          title: `Added to ${item.product.name}`,
          description: `You now have ${displayQty(item.qty)} ${displayUnit(item.qty, item.unit)}.`,
        });
      // Refetch (samples may go away at 5 own items) without holding up the caller.
      void queryClient.invalidateQueries({ queryKey: pantryKeys.all });
    },
    onError: (err) => toast({ title: "Failed to add item", description: errorMessage(err), variant: "destructive" }),
  });
}

/**
 * Undo of a delete: shows the item again where it was, then re-adds its product with the same
 * amount, unit, source and best-before day. A failure takes it away again with 'Failed to add item'.
 */
export async function restorePantryItem(queryClient: QueryClient, item: PantryItem, index: number): Promise<void> {
  await queryClient.cancelQueries({ queryKey: pantryKeys.all });
  queryClient.setQueriesData<PantryItem[]>({ queryKey: pantryKeys.all }, (old) => {
    if (!old || old.some((i) => i.id === item.id)) return old;
    const at = Math.min(Math.max(index, 0), old.length);
    return [...old.slice(0, at), item, ...old.slice(at)];
  });
  try {
    const source = item.source === "barcode" || item.source === "receipt" ? item.source : "manual";
    const restored = await addPantryItem({ productId: item.product.id, qty: item.qty, unit: item.unit, source, expiresOn: item.expiresOn });
    queryClient.setQueriesData<PantryItem[]>({ queryKey: pantryKeys.all }, (old) => old?.map((i) => (i.id === item.id ? restored : i)));
    toast({ title: "Item restored", description: item.product.name });
  } catch (err) {
    queryClient.setQueriesData<PantryItem[]>({ queryKey: pantryKeys.all }, (old) => old?.filter((i) => i.id !== item.id));
    toast({ title: "Failed to add item", description: errorMessage(err), variant: "destructive" });
  } finally {
    await queryClient.invalidateQueries({ queryKey: pantryKeys.all });
  }
}

import { categoryFor, matchFood } from "../../../shared/food/match";
import * as repo from "./repository";
import type { Db } from "../../kernel/db";

/**
 * SPEC §4/§9: the 8 sample items a new household sees in front of its own while it has fewer
 * than 5 real items — a small everyday starter set (what the local idea engine can already
 * cook with). Units are the SPEC §5 manual-form units.
 */
export const SAMPLE_ITEMS: readonly { name: string; qty: string; unit: string }[] = [
  { name: "Eggs", qty: "12", unit: "pieces" },
  { name: "Milk", qty: "4", unit: "cups" },
  { name: "Spaghetti", qty: "500", unit: "g" },
  { name: "Canned tomatoes", qty: "2", unit: "pieces" },
  { name: "Onions", qty: "3", unit: "pieces" },
  { name: "Garlic", qty: "1", unit: "pieces" },
  { name: "Cheddar cheese", qty: "200", unit: "g" },
  { name: "Rice", qty: "1", unit: "kg" },
];

/**
 * POST /api/seed-pantry: seed the SPEC §4 sample items, once per household. The household's
 * `samples_seeded_at` is claimed with a conditional UPDATE in the same transaction as the
 * inserts, so concurrent or repeated calls seed exactly once. Sample items get source `sample`,
 * their own sample products (category from the food knowledge base, categoryFor; never reused
 * by real additions) and no best-before day (demo data would soon show as expired). Seeding
 * writes NO history records: samples are not the household's stock.
 * Output: `{ seeded: true }` when this call seeded, `{ seeded: false }` when it was done before.
 */
export async function seedSamples(db: Db, householdId: string): Promise<{ seeded: boolean }> {
  return db.transaction(async (tx) => {
    if (!(await repo.claimSampleSeeding(tx, householdId))) return { seeded: false };
    // Items inserted in one transaction share now(): explicit, increasing times keep the set's order.
    const start = Date.now();
    for (const [i, s] of SAMPLE_ITEMS.entries()) {
      const product = await repo.insertProduct(tx, {
        householdId,
        name: s.name,
        category: categoryFor(s.name),
        foodId: matchFood(s.name)?.food.id ?? null,
        isSample: true,
      });
      const createdAt = new Date(start + i);
      await repo.insertItem(tx, { householdId, productId: product.id, qty: s.qty, unit: s.unit, source: "sample", createdAt, updatedAt: createdAt });
    }
    return { seeded: true };
  });
}

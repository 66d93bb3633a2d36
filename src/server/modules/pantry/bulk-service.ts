import { bulkAddItemSchema, type BulkAddResult } from "../../../shared/schemas/pantry";
import { AppError } from "../../../shared/errors";
import { yieldToEventLoop } from "../../lib/yield-to-event-loop";
import { addOne } from "./add-service";
import type { Db } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";

/** Every zod issue of a bad bulk item as one line: "qty: Quantity cannot be negative; unit: Unit is required". */
function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues.map((i) => (i.path.length ? `${i.path.map(String).join(".")}: ${i.message}` : i.message)).join("; ");
}

/**
 * POST /api/pantry/bulk-add (SPEC §7 {items, source}; the receipt flow): adds each item to the
 * caller's household — never another's — exactly as POST /api/pantry by name does (merging,
 * expiry estimate, `add` history record with meta.source = `source`), each item in its own
 * transaction so one bad item does not lose the others, with a turn of the event loop between
 * items (issue 19: other requests run meanwhile).
 * Input: up to BULK_ADD_MAX_ITEMS raw items (checked one by one with bulkAddItemSchema) and a source.
 * Output: `{results}` in input order: `{index, ok: true, merged, item}` or `{index, ok: false, error}`
 * where `error` lists every issue of that item. Unexpected failures are reported through
 * `onError` and answered as "Could not add this item."
 */
export async function bulkAdd(
  db: Db,
  user: SessionUser,
  input: { items: unknown[]; source: string },
  onError: (err: unknown) => void = () => {},
): Promise<BulkAddResult> {
  const results: BulkAddResult["results"] = [];
  for (const [index, raw] of input.items.entries()) {
    // Issue 19: each item is a few queries; on PGlite 200 of them in a row would never let another request run.
    if (index > 0) await yieldToEventLoop();
    const parsed = bulkAddItemSchema.safeParse(raw);
    if (!parsed.success) {
      results.push({ index, ok: false, error: describeIssues(parsed.error.issues) });
      continue;
    }
    try {
      const out = await db.transaction((tx) => addOne(tx, user, { ...parsed.data, source: input.source }));
      results.push({ index, ok: true, merged: out.merged, item: out.item });
    } catch (err) {
      if (!(err instanceof AppError)) onError(err);
      results.push({ index, ok: false, error: err instanceof AppError ? err.message : "Could not add this item." });
    }
  }
  return { results };
}

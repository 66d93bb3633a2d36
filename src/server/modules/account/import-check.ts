import { z } from "zod";
import { AppError, type ErrorIssue } from "../../../shared/errors";
import {
  IMPORT_ROW_SCHEMAS,
  type HouseholdImport,
  type ImportFileEnvelope,
  type ImportList,
} from "../../../shared/schemas/account-import";
import { chunked } from "../../lib/yield-to-event-loop";

/**
 * Rows checked per turn of the event loop. Checking a row costs about 5–40 µs (a recipe with many
 * ingredient lines the most), so 250 rows stay far under the 200 ms limit of issue 19 even on a
 * busy machine; checking a 5,000-row list in one piece took 210–270 ms there.
 */
export const CHECK_SLICE_ROWS = 250;

/**
 * Check every row of an import file a slice at a time, with a turn of the event loop between
 * slices, by the same row schemas the whole-file schema uses (shared/schemas/account-import.ts).
 * Input: the body as the route read it (lists bounded in length, rows unchecked).
 * Output: the file with every row checked and mapped (defaults, trimmed text), as
 * householdImportSchema would give it.
 * @throws AppError VALIDATION (400) listing every issue of every row, each with its path as the
 *   route's own validation names it ("body.history.12.unit").
 */
export async function checkImportFile(body: ImportFileEnvelope): Promise<HouseholdImport> {
  const issues: ErrorIssue[] = [];
  const checked: Partial<Record<ImportList, unknown[]>> = {};
  for (const list of Object.keys(IMPORT_ROW_SCHEMAS) as ImportList[]) {
    const slices = z.array(IMPORT_ROW_SCHEMAS[list] as z.ZodType);
    const parts = await chunked(body[list], CHECK_SLICE_ROWS, async (rows, offset) => {
      const r = slices.safeParse(rows);
      if (r.success) return r.data;
      for (const issue of r.error.issues) {
        const [index, ...rest] = issue.path;
        const at = typeof index === "number" ? [list, offset + index, ...rest] : [list, ...issue.path];
        issues.push({ path: ["body", ...at].map(String).join("."), message: issue.message });
      }
      return [];
    });
    checked[list] = parts.flat();
  }
  if (issues.length > 0) throw new AppError("VALIDATION", issues.map((i) => i.message).join("; "), issues);
  return { ...body, ...checked } as HouseholdImport;
}

/**
 * CSV exports (Plan to Eat, My Recipe Box), read with csv-parse (https://csv.js.org/parse/, MIT):
 * RFC 4180 quoting, fields with line breaks, a byte-order mark, rows longer or shorter than the
 * header. Each row becomes a record keyed by the header cell in lower case without spaces
 * ("Prep Time" → "preptime"); cells past the header are listed in `extra`.
 */
import { parse } from "csv-parse/sync";
import { extension, type ArchiveFile } from "../files";
import type { ArchiveReader, ArchiveRecipe } from "../types";

export interface CsvRow {
  cells: ReadonlyMap<string, string>;
  /** Cells beyond the header's length, or under an empty header cell, in order. */
  extra: string[];
}

/** Normalised header key: lower case, letters and digits only. */
export const headerKey = (cell: string): string => cell.toLowerCase().replace(/[^a-z0-9]/g, "");

/**
 * A CSV text → its header keys and rows. Output rows skip lines that are empty.
 * @throws Error from csv-parse for text that is not CSV (an unclosed quote).
 */
export function readCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const records = parse(text, { bom: true, relax_column_count: true, skip_empty_lines: true }) as string[][];
  const header = (records[0] ?? []).map(headerKey);
  const rows = records.slice(1).map((cells) => {
    const map = new Map<string, string>();
    const extra: string[] = [];
    cells.forEach((cell, i) => {
      const key = header[i];
      if (key) map.set(key, cell);
      else if (cell.trim() !== "") extra.push(cell);
    });
    return { cells: map, extra };
  });
  return { header, rows };
}

/** The first line of a text, for header checks without parsing the whole file. */
export const firstLine = (text: string): string => text.slice(0, Math.min(text.length, 4096)).split(/\r?\n/)[0] ?? "";

/** Files that may be CSV: `.csv` by name, or the one uploaded file. */
export const csvFiles = (files: readonly ArchiveFile[]): ArchiveFile[] =>
  files.length === 1 ? [...files] : files.filter((f) => extension(f.name) === "csv");

/**
 * A reader for one app's CSV export: `isHeader` recognises its first line, `toRecipe` reads a row.
 * A file that csv-parse cannot read is reported and skipped.
 */
export function csvReader(format: string, isHeader: (line: string) => boolean, toRecipe: (row: CsvRow) => ArchiveRecipe): ArchiveReader {
  return {
    format,
    async detect(files, ctx) {
      const file = csvFiles(files)[0];
      const text = file ? await ctx.text(file, true) : null;
      return text !== null && isHeader(firstLine(text));
    },
    async read(files, ctx) {
      const out: ArchiveRecipe[] = [];
      for (const file of csvFiles(files)) {
        const text = await ctx.text(file);
        if (text === null || !isHeader(firstLine(text))) continue;
        let rows: CsvRow[];
        try {
          rows = readCsv(text).rows;
        } catch (err) {
          ctx.skip(file.name, `The CSV cannot be read (${err instanceof Error ? err.message : String(err)}).`);
          continue;
        }
        for (const row of rows) {
          await ctx.tick();
          out.push(toRecipe(row));
        }
      }
      return out;
    },
  };
}

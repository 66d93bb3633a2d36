import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { createGunzip } from "node:zlib";
import { z } from "zod";
import { DUMP_FORMAT, DUMP_VERSION, dumpEndSchema, dumpFileSchema, dumpHeaderSchema, dumpRowSchema, type DumpHeader } from "./dump-format";

/** One entry of a backup after the header. */
export type DumpEntry =
  | { kind: "row"; table: string; row: Record<string, unknown> }
  | { kind: "file"; file: string; bytes: Buffer }
  | { kind: "end"; rows: number; files: number };

/** The lines of `file`, gunzipped when it starts with the gzip magic bytes (plain JSON lines also work); `close` stops reading. */
async function lines(file: string): Promise<{ it: AsyncIterableIterator<string>; close: () => void }> {
  const fh = await open(file, "r");
  const magic = Buffer.alloc(2);
  await fh.read(magic, 0, 2, 0);
  await fh.close();
  const raw = createReadStream(file);
  let stream: Readable = raw;
  if (magic[0] === 0x1f && magic[1] === 0x8b) {
    const gunzip = createGunzip();
    raw.on("error", (err) => gunzip.destroy(err));
    stream = raw.pipe(gunzip);
  }
  const rl = createInterface({ input: stream, crlfDelay: Infinity });
  return {
    it: rl[Symbol.asyncIterator](),
    close: () => {
      rl.close();
      stream.destroy();
      raw.destroy();
    },
  };
}

function parse<T>(schema: z.ZodType<T>, line: string, where: string): T {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    throw new Error(`Not a backup file: ${where} is not JSON`);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    throw new Error(
      `Not a backup file: ${where} is malformed (${parsed.error.issues[0]?.path.join(".") || "value"}: ${parsed.error.issues[0]?.message})`,
    );
  return parsed.data;
}

/**
 * Open a backup written by `writeDump`: reads and checks the header, then yields the rows and
 * files in file order. The iterator checks as it goes that rows come in the header's table order
 * with the header's counts and that the file ends with its end line.
 * @throws Error "Not a backup file: …" / "The backup is incomplete: …" on a damaged or foreign file;
 *   "…newer backup format…" when the format version is newer than this build reads
 */
export async function openDump(file: string): Promise<{ header: DumpHeader; entries: AsyncGenerator<DumpEntry>; close: () => void }> {
  const { it, close } = await lines(file);
  try {
    return await readHeader(it, close);
  } catch (err) {
    close();
    throw err;
  }
}

async function readHeader(it: AsyncIterableIterator<string>, close: () => void) {
  const first = await it.next().catch((err: Error) => {
    throw new Error(`Not a backup file: ${err.message}`);
  });
  if (first.done) throw new Error("Not a backup file: it is empty");
  const kind = parse(z.looseObject({ format: z.string(), version: z.number() }), first.value, "line 1");
  if (kind.format !== DUMP_FORMAT) throw new Error("Not a backup file");
  if (kind.version > DUMP_VERSION)
    throw new Error(`This backup uses a newer backup format (version ${kind.version}); upgrade Pantry → Meals to restore it`);
  const header: DumpHeader = parse(dumpHeaderSchema, first.value, "line 1");

  async function* entries(): AsyncGenerator<DumpEntry> {
    const tables = Object.keys(header.tables);
    const seen = new Map<string, number>();
    let tableIndex = 0;
    let lineNo = 1;
    let files = 0;
    try {
      for await (const line of { [Symbol.asyncIterator]: () => it }) {
        lineNo++;
        if (line.startsWith('{"table"')) {
          const { table, row } = parse(dumpRowSchema, line, `line ${lineNo}`);
          while (tableIndex < tables.length && tables[tableIndex] !== table) tableIndex++;
          if (tableIndex === tables.length || files > 0)
            throw new Error(`Not a backup file: line ${lineNo}: rows of ${table} out of order`);
          seen.set(table, (seen.get(table) ?? 0) + 1);
          yield { kind: "row", table, row };
        } else if (line.startsWith('{"file"')) {
          const { file: rel, data } = parse(dumpFileSchema, line, `line ${lineNo}`);
          files++;
          yield { kind: "file", file: rel, bytes: Buffer.from(data, "base64") };
        } else {
          const end = parse(dumpEndSchema, line, `line ${lineNo}`);
          const rows = [...seen.values()].reduce((a, b) => a + b, 0);
          const short = tables.find((t) => (seen.get(t) ?? 0) !== header.tables[t]);
          if (short) throw new Error(`The backup is incomplete: ${short} has ${seen.get(short) ?? 0} of ${header.tables[short]} rows`);
          if (end.rows !== rows || end.files !== files || (header.files?.count ?? 0) !== files)
            throw new Error("The backup is incomplete: counts do not match");
          yield { kind: "end", rows, files };
          return;
        }
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === "Z_BUF_ERROR" || /unexpected end/i.test((err as Error).message)) {
        throw new Error("The backup is incomplete: the file is cut short", { cause: err });
      }
      throw err;
    } finally {
      close();
    }
    throw new Error("The backup is incomplete: the file is cut short");
  }
  return { header, entries: entries(), close };
}

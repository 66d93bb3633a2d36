import { readFile } from "node:fs/promises";
import { decodeBarcodeFile } from "../lib/barcode";

/**
 * `decode-barcode <image>…`: one JSON line per file, `{file, text, format}` or `{file, error}`.
 * Exit code 0 when every file decoded, 1 otherwise, 2 without files.
 */
export async function decodeBarcodeCommand(files: string[]): Promise<number> {
  if (files.length === 0) {
    process.stderr.write("Usage: npm run cli -- decode-barcode <image>…\n");
    return 2;
  }
  let failed = 0;
  for (const file of files) {
    let line: object;
    try {
      const found = await decodeBarcodeFile(await readFile(file));
      line = found ? { file, text: found.text, format: found.format } : { file, error: "No barcode found" };
    } catch (err) {
      line = { file, error: err instanceof Error ? err.message : String(err) };
    }
    if ("error" in line) failed++;
    process.stdout.write(`${JSON.stringify(line)}\n`);
  }
  return failed ? 1 : 0;
}

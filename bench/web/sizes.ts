import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/** Sizes of one built file, bytes. */
export interface FileSize {
  /** Path under dist/web, e.g. "assets/index-CWQVRCov.js". */
  file: string;
  raw: number;
  /** gzip level 9 (what the budget counts; Vite's report uses the same measure). */
  gzip: number;
  /** Brotli quality 11 (what the server actually sends to browsers that accept br). */
  brotli: number;
}

/**
 * Raw, gzip and Brotli sizes of `file` (a path under `webDir`). The build's own .gz/.br copies
 * (scripts/vite-precompress.ts) are used when present, else the bytes are compressed here.
 * @throws Error when the file does not exist.
 */
export function sizeOf(webDir: string, file: string): FileSize {
  const full = path.join(webDir, file);
  const raw = readFileSync(full);
  const gz = existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`).length : gzipSync(raw, { level: 9 }).length;
  const br = existsSync(`${full}.br`)
    ? readFileSync(`${full}.br`).length
    : brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { file, raw: raw.length, gzip: gz, brotli: br };
}

/** Every .js and .css file of dist/web/assets, largest gzip size first. */
export function assetSizes(webDir: string): FileSize[] {
  return readdirSync(path.join(webDir, "assets"))
    .filter((f) => /\.(js|css)$/.test(f))
    .map((f) => sizeOf(webDir, `assets/${f}`))
    .sort((a, b) => b.gzip - a.gzip);
}

/** Bytes → "12.3" in kB of 1000 bytes (as Vite's build report counts; the budget is 170 kB = 170,000 bytes). */
export function kb(bytes: number): string {
  return (bytes / 1000).toFixed(1);
}

/**
 * Markdown chunk table: every JS/CSS file with a gzip size of at least `minGzip` bytes, then one
 * row for the rest, then the totals.
 */
export function chunkTable(sizes: FileSize[], minGzip = 1024): string {
  const big = sizes.filter((s) => s.gzip >= minGzip);
  const small = sizes.filter((s) => s.gzip < minGzip);
  const sum = (list: FileSize[], k: "raw" | "gzip" | "brotli") => list.reduce((n, s) => n + s[k], 0);
  const rows = big.map((s) => `| ${s.file.replace(/^assets\//, "")} | ${kb(s.raw)} | ${kb(s.gzip)} | ${kb(s.brotli)} |`);
  if (small.length)
    rows.push(
      `| ${small.length} files under ${kb(minGzip)} kB gzip | ${kb(sum(small, "raw"))} | ${kb(sum(small, "gzip"))} | ${kb(sum(small, "brotli"))} |`,
    );
  rows.push(
    `| **all ${sizes.length} JS/CSS files** | ${kb(sum(sizes, "raw"))} | ${kb(sum(sizes, "gzip"))} | ${kb(sum(sizes, "brotli"))} |`,
  );
  return ["| file (dist/web/assets) | raw kB | gzip kB | brotli kB |", "|---|---:|---:|---:|", ...rows].join("\n");
}

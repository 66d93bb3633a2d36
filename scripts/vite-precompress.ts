import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin, ResolvedConfig } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text and WebAssembly. Images, fonts and `.gz` data are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|wasm|txt|map)$/;

/** Below this many bytes a compressed copy saves less than its own headers (the usual 1 KiB cut-off). */
const MIN_BYTES = 1024;

/**
 * Brotli quality 11 (the best) costs about 9 s per 4 MB tesseract core on 2 cores; above this
 * size quality 9 is used (≈5 % larger, 10× faster). Measured on this project's build, 2026.
 */
const MAX_BYTES_AT_BEST = 512 * 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? filesUnder(full) : Promise.resolve([full]);
    }),
  );
  return nested.flat();
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of at least 1 KiB in `dir`,
 * each only when smaller than the original. Returns how many files got copies.
 * @throws the first read/write/compress error (the build then fails).
 */
export async function precompressDir(dir: string): Promise<number> {
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f));
  let done = 0;
  for (const file of files) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const raw = await readFile(file);
    const quality = raw.length > MAX_BYTES_AT_BEST ? 9 : constants.BROTLI_MAX_QUALITY;
    const [br, gzipped] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gz(raw, { level: 9 }),
    ]);
    if (br.length < raw.length) await writeFile(`${file}.br`, br);
    if (gzipped.length < raw.length) await writeFile(`${file}.gz`, gzipped);
    done++;
  }
  return done;
}

/**
 * Vite build plugin: after the client build (public files included) is written, adds Brotli and
 * gzip copies so the server can send them without compressing per request (@fastify/static
 * `preCompressed`, src/server/app.ts).
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: "pantry-precompress",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = path.resolve(config.root, config.build.outDir);
      const count = await precompressDir(outDir);
      config.logger.info(`precompressed ${count} files (.br, .gz)`);
    },
  };
}

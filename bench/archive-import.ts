/**
 * Issue 21 item 2: "a file with 1,000 recipes imports in under 60 s on this machine with its
 * pictures (re-encoded as today) and does not stall the server for other users".
 *
 * Builds a Nextcloud Cookbook export in memory (bench/recipe-archive-synthetic.ts recipes: 12
 * ingredient lines and 8 steps each, plus one real JPEG photo per recipe, 800×600, made by sharp
 * from noise so each is a distinct ~100 KB picture), then through the real app (buildApp on PGlite
 * in memory, memory file storage): uploads it (preview), ticks every recipe, and polls progress
 * until done. Meanwhile a 10 ms timer measures how late the event loop answers (what another
 * household's request would wait). Fails (exit 1) when a recipe is missing, the import takes 60 s
 * or more, or the delay's 99th percentile exceeds 200 ms (the event-loop guard's limit,
 * test/server/security/event-loop-probe.ts); the largest delay is reported beside it (on a loaded
 * machine it includes time the process was not scheduled at all). BENCH_DEBUG=1 lists stalls over 100 ms.
 *
 *   npx tsx bench/archive-import.ts [--recipes=1000]
 */
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { getTestServer, PUBLIC_URL } from "../test/server/test-server";
import { makeZip, type TestZipEntry } from "../test/server/fixtures/make-zip";
import { multipartBody } from "../test/server/security/authz-multipart";
import { syntheticRecipes } from "./recipe-archive-synthetic";

const COUNT = Number(process.argv.find((a) => a.startsWith("--recipes="))?.split("=")[1] ?? 1000);
const BUDGET_S = 60;
const STALL_LIMIT_MS = 200;

async function photo(i: number): Promise<Buffer> {
  const noise = { type: "gaussian" as const, mean: 90 + (i % 70), sigma: 35 };
  return sharp({ create: { width: 800, height: 600, channels: 3, background: "#000", noise } }).blur(1.2).jpeg({ quality: 82 }).toBuffer();
}

async function archive(): Promise<Buffer> {
  const entries: TestZipEntry[] = [];
  for (const [i, r] of syntheticRecipes(COUNT).entries()) {
    const json = { "@type": "Recipe", name: r.name, recipeIngredient: r.ingredients, recipeInstructions: r.steps, recipeYield: 4, prepTime: "PT15M", keywords: "dinner, quick" };
    entries.push({ name: `${r.name}/recipe.json`, bytes: JSON.stringify(json) }, { name: `${r.name}/full.jpg`, bytes: await photo(i), store: true });
  }
  return makeZip(entries);
}

async function main() {
  const bytes = await archive();
  const t = await getTestServer();
  const user = await t.signUp("bench-importer@example.com", "Bea");
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  let phase = "preview";
  let last = performance.now();
  const stalls: string[] = [];
  const probe = setInterval(() => {
    const now = performance.now();
    if (now - last > 100 && process.env.BENCH_DEBUG) stalls.push(`${phase} ${(now - last).toFixed(0)} ms`);
    last = now;
  }, 10);
  const form = multipartBody([{ name: "archive", filename: "cookbook.zip", type: "application/zip", data: bytes }]);
  const t0 = performance.now();
  const res = await t.app.inject({
    method: "POST",
    url: "/api/recipes/import-archive",
    headers: { cookie: user.cookie, origin: PUBLIC_URL, "content-type": form.contentType },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`preview: ${res.statusCode} ${res.body.slice(0, 300)}`);
  const preview = res.json() as { importId: string; recipes: { index: number; hasImage: boolean }[] };
  const previewS = (performance.now() - t0) / 1000;
  const t1 = performance.now();
  phase = "import";
  const indices = preview.recipes.map((r) => r.index);
  const start = await t.as(user.cookie)("POST", `/api/recipes/import-archive/${preview.importId}/start`, { indices });
  if (start.statusCode !== 202) throw new Error(`start: ${start.statusCode} ${start.body}`);
  let progress: { status: string; done: number; imported: unknown[]; skipped: unknown[] };
  for (;;) {
    progress = (await t.as(user.cookie)("GET", `/api/recipes/import-archive/${preview.importId}`)).json();
    if (progress.status !== "running") break;
    await new Promise((r) => setTimeout(r, 250));
  }
  const importS = (performance.now() - t1) / 1000;
  delay.disable();
  clearInterval(probe);
  if (stalls.length) console.error(stalls.join("\n"));
  const totalS = previewS + importS;
  const maxStallMs = delay.max / 1e6;
  const withPictures = (await t.as(user.cookie)("GET", "/api/recipes")).json().filter((r: { imageUrl: string | null }) => r.imageUrl).length;
  await t.close();

  console.log(`## Archive import: ${COUNT} recipes with pictures (${(bytes.length / 2 ** 20).toFixed(0)} MB Nextcloud zip)\n`);
  console.log("| recipes | imported | with picture | skipped | preview s | import s | total s | recipes/s | event loop p99 ms | max ms |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
  console.log(
    `| ${COUNT} | ${progress.imported.length} | ${withPictures} | ${progress.skipped.length} | ${previewS.toFixed(1)} | ${importS.toFixed(1)} | ${totalS.toFixed(1)} | ${(COUNT / totalS).toFixed(0)} | ${(delay.percentile(99) / 1e6).toFixed(0)} | ${maxStallMs.toFixed(0)} |`,
  );
  const p99Ms = delay.percentile(99) / 1e6;
  const ok = progress.status === "done" && progress.imported.length === COUNT && totalS < BUDGET_S && p99Ms <= STALL_LIMIT_MS;
  console.log(`\nbudget: all imported, total < ${BUDGET_S} s, event-loop delay p99 ≤ ${STALL_LIMIT_MS} ms → ${ok ? "met" : "MISSED"}`);
  if (!ok) process.exit(1);
}

await main();

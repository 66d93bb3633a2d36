/**
 * Issue 19, the general guard: no request may block the event loop for more than 200 ms (one
 * stalled request stalls every household on the server). Every route of app.routeTable gets its
 * valid sample, the bad-input fuzz corpus, costly valid-looking inputs (extreme days and
 * recurrence rules, text and arrays at their limits, big numbers, the widest date windows) and,
 * where it reads an image, decompression bombs (image-bomb-files.ts); then every GET route is read
 * again over what the writes stored (stored poison must not stall reads). Each request is timed
 * by event-loop-probe.ts; one over the limit is re-run alone and fails only when it blocks again.
 * GUARD_FUZZ_RUNS (default 6), GUARD_MAX_COSTLY (default 40) and FUZZ_SEED change the corpus;
 * GUARD_DEBUG=1 logs every request's numbers.
 */
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import type { RouteEntry } from "../../../src/server/app";
import { routeKey, sendRoute, type Sent } from "./authz-replay";
import { samples, type Sample } from "./authz-routes";
import { BLOCK_LIMIT_MS, guardBlocking, measureBlocking, type Attempt } from "./event-loop-probe";
import { seedFixture } from "./fuzz-fixture";
import { openFuzzServer } from "./fuzz-setup";
import { corpusFor, guardUrl, sendableRoute, type GuardCase } from "./guard-corpus";
import { largestAllowedPhoto, makeImageBombs } from "./image-bomb-files";
import { seedHousehold, type HouseholdIds } from "./seed-household";

const SEED = Number(process.env.FUZZ_SEED ?? 19_0419);
const FUZZ_RUNS = Number(process.env.GUARD_FUZZ_RUNS ?? 6);
const MAX_COSTLY = Number(process.env.GUARD_MAX_COSTLY ?? 40);
/** Per route: room for one stall measured twice on a slow machine before the test gives up. */
const ROUTE_TIMEOUT_MS = 180_000;

const { t } = await openFuzzServer();
afterAll(async () => t.close());
const guard = await seedHousehold(t, "Guard");
const owner = {
  email: guard.ids.ownerEmail,
  cookie: guard.owner.cookie,
  user: { id: guard.ids.userId, householdId: guard.ids.householdId, email: guard.ids.ownerEmail },
};
const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#48c" } })
  .jpeg()
  .toBuffer();
const png = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#8c4" } })
  .png()
  .toBuffer();
const sampleOf = samples(guard.ids, { jpeg, pngDataUrl: `data:image/png;base64,${png.toString("base64")}` });
// The bombs the upload routes take at all (image-bomb-files.ts): real ones and headers that lie,
// and the largest photo they accept (just under 40 MP), which every reader must handle in bounded steps.
const bombs = [...(await makeImageBombs()).filter((b) => b.uploadable), await largestAllowedPhoto()];
const routes = t.app.routeTable.filter((r) => r.method !== "HEAD");
/** Requests measured per route, and image bombs among them (checked by the coverage test). */
const measured = new Map<string, { requests: number; costly: number; bombs: number; worstMs: number; stopped: boolean }>();

function routeSeed(route: RouteEntry): number {
  return [...routeKey(route)].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);
}

/** The guard household's ids, with a fresh pantry item, recipe and plan for a write that names one (an earlier route may have deleted them). */
async function idsFor(route: RouteEntry): Promise<HouseholdIds> {
  if (route.method === "GET" || !route.url.includes(":")) return guard.ids;
  const f = await seedFixture(t, owner);
  return { ...guard.ids, itemId: f.pantryItemId, productId: f.productId, recipeId: f.recipeId, planId: f.mealPlanId };
}

function describeInput(s: Sample): string {
  const form = s.form?.map((p) => ("data" in p ? `${p.name}: ${p.filename} (${p.data.length} bytes)` : `${p.name}=${p.value}`));
  const text = JSON.stringify({ query: s.query, body: s.body, form, raw: s.raw && `${s.raw.contentType}, ${s.raw.payload.length} bytes` });
  return text.length > 400 ? `${text.slice(0, 400)}… (${text.length} chars)` : text;
}

const numbers = (a: Attempt<unknown>) =>
  `${a.blocking.blockedMs} ms (histogram ${a.blocking.histogramMs}, heartbeat ${a.blocking.heartbeatMs}, request took ${a.blocking.elapsedMs})`;

/**
 * Send every case of the route's corpus, measuring each. Output: null, or the first case that
 * blocked the event loop over the limit on both attempts, as a message naming the route, the
 * input and the measured ms.
 */
async function firstBlocking(route: RouteEntry, cases: GuardCase[]): Promise<string | null> {
  const stats = { requests: 0, costly: 0, bombs: 0, worstMs: 0, stopped: false };
  measured.set(routeKey(route), stats);
  for (const c of cases) {
    let input = "";
    let url = "";
    const { blocked, attempts } = await guardBlocking<Sent>(async (previous) => {
      // Said at once: a stall long enough to hit the test timeout would otherwise go unexplained.
      if (previous)
        console.warn(
          `event-loop guard: ${route.method} ${url} — ${c.label}\ninput: ${input}\nblocked ${numbers(previous)}; re-running it alone`,
        );
      const p = await c.prepare();
      input = describeInput(p.sample);
      url = guardUrl(route, p.ids);
      return () => sendRoute(t, sendableRoute(route), p.ids, p.sample, p.cookie);
    });
    stats.requests++;
    if (c.label.startsWith("image bomb")) stats.bombs++;
    if (c.label.startsWith("costly")) stats.costly++;
    stats.worstMs = Math.max(stats.worstMs, ...attempts.map((a) => a.blocking.blockedMs));
    if (process.env.GUARD_DEBUG)
      console.log(`${attempts.map(numbers).join(" / ")} ${attempts[0].value.status} ${route.method} ${url} ${c.label}`);
    stats.stopped = blocked;
    if (blocked)
      return `${route.method} ${url} — ${c.label}\ninput: ${input}\nanswer: ${attempts[0].value.status}\nblocked the event loop ${attempts.map(numbers).join(", then alone ")}; limit ${BLOCK_LIMIT_MS} ms`;
  }
  return null;
}

async function guardRoute(route: RouteEntry): Promise<void> {
  const ids = await idsFor(route);
  const sample = sampleOf[routeKey(route)] ?? {};
  const cases = corpusFor(route, {
    t,
    ids,
    cookie: guard.owner.cookie,
    sample,
    bombs,
    fuzzRuns: FUZZ_RUNS,
    maxCostly: MAX_COSTLY,
    seed: routeSeed(route),
  });
  expect(await firstBlocking(route, cases)).toBeNull();
}

describe("the probe", () => {
  it("sees a 300 ms synchronous stretch and not a 300 ms wait", async () => {
    const spin = async (ms: number) => {
      const end = performance.now() + ms;
      while (performance.now() < end);
    };
    const busy = await measureBlocking(() => spin(300));
    const waiting = await measureBlocking(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(busy.blocking.blockedMs).toBeGreaterThanOrEqual(250);
    expect(waiting.blocking.blockedMs).toBeLessThan(BLOCK_LIMIT_MS);
    expect(waiting.blocking.elapsedMs).toBeGreaterThanOrEqual(290);
  });
});

describe(`no request blocks the event loop over ${BLOCK_LIMIT_MS} ms: every write`, () => {
  for (const route of routes.filter((r) => r.method !== "GET"))
    it(`${route.method} ${route.url}`, () => guardRoute(route), ROUTE_TIMEOUT_MS);
});

describe(`no request blocks the event loop over ${BLOCK_LIMIT_MS} ms: every read, over what the writes stored`, () => {
  for (const route of routes.filter((r) => r.method === "GET"))
    it(`${route.method} ${route.url}`, () => guardRoute(route), ROUTE_TIMEOUT_MS);

  it("measured every route, costly inputs on every schema part and every image bomb on every route that reads an image", () => {
    expect(routes.length).toBeGreaterThan(60);
    expect(routes.filter((r) => !measured.get(routeKey(r))?.requests).map(routeKey)).toEqual([]);
    // Costly variants reached the classes issue 19 names: days and rules, date windows, arrays at their limit, household size.
    const costly = ["POST /api/meal-plans", "PUT /api/meal-plans/:id", "GET /api/meal-plans/:householdId", "POST /api/pantry/bulk-add"];
    costly.push("PUT /api/user-settings", "POST /api/account/import", "POST /api/shopping-list/from-plan", "POST /api/recipes/manual");
    expect(costly.filter((k) => !measured.get(k)?.costly)).toEqual([]);
    const bombed = [...measured].filter(([, s]) => s.bombs > 0);
    expect(bombed.map(([k]) => k).sort()).toEqual([
      "POST /api/ai/recognize-food",
      "POST /api/images/normalize",
      "POST /api/receipts",
      "POST /api/recipes/import-archive",
      "PUT /api/images/uploads/:token",
    ]);
    // A route stopped at its first blocking request has already failed above.
    for (const [key, s] of bombed) if (!s.stopped) expect(s.bombs, key).toBe(bombs.length);
  });
});

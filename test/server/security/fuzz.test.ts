/**
 * Bad-input fuzzing of every JSON endpoint (issue 9, item 4). Walks `app.routeTable`, so a new
 * route is covered without touching this file. For each route with a JSON body or query schema,
 * fast-check generates a valid input from the schema and then breaks it one way at a time (wrong
 * types, missing and extra fields, prototype keys, limits ±1, tricky strings, deep nesting, whole
 * body replaced). Properties: no 5xx; every 4xx is JSON with `error`; schema-invalid input → 400
 * whose issues name the changed field; a rejected request changes no row; Object.prototype is
 * never polluted. Every route with path params also gets junk ids (traversal, NUL, unicode,
 * over-long, near-misses of a real id): 400 naming the param, or 404, never 5xx.
 * Inputs are fixed by a seed per route: FUZZ_SEED=<n> picks others, FUZZ_RUNS=<n> (default 16)
 * runs more; fast-check prints the counterexample; FUZZ_DEBUG=1 logs every request.
 */
import fc from "fast-check";
import { afterAll, describe, it } from "vitest";
import type { z } from "zod";
import type { RouteEntry } from "../../../src/server/app";
import { snapshotDb, type DbSnapshot } from "./fuzz-db";
import { openFuzzServer, partsOf } from "./fuzz-setup";
import { casesFor, namedPath, queryCasesFor, toQuery, type FuzzCase } from "./fuzz-cases";
import { fillUrl, idFor, seedFixture, type FuzzIds } from "./fuzz-fixture";
import { expectNoProblems, parseQuery, sendAndCheck, type FuzzRequest } from "./fuzz-request";
import { repair } from "./fuzz-repair";
import { expandDeep } from "./fuzz-values";
import { validArb, type JsonSchema } from "./fuzz-schema";

const SEED = Number(process.env.FUZZ_SEED ?? 9_0409);
const RUNS = Number(process.env.FUZZ_RUNS ?? 16);

const { t, owner, tables } = await openFuzzServer();
afterAll(async () => t.close());

const fuzzed = t.app.routeTable.filter((r) => r.method !== "HEAD" && (partsOf(r).body || partsOf(r).query));

function routeSeed(route: RouteEntry): number {
  return [...`${route.method} ${route.url}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);
}

describe("every JSON endpoint refuses bad input cleanly", () => {
  it("covers the routes that take JSON bodies or query strings", ({ expect }) => {
    expect(fuzzed.length).toBeGreaterThan(25);
  });

  /** Per route, how many answers had their field naming checked (generation reached a valid base). */
  const namingChecks = new Map<RouteEntry, number>();

  for (const route of fuzzed) {
    it(`${route.method} ${route.url}`, async () => {
      const ids: FuzzIds = await seedFixture(t, owner);
      const parts = partsOf(route);
      const idSource = (name: string) => idFor(ids, route.url, name);
      const paramsArb = parts.params ? validArb(parts.params, idSource) : fc.constant({});
      const withCases = (schema: JsonSchema, zod: unknown, strings: boolean, cases: (base: unknown) => fc.Arbitrary<FuzzCase>) =>
        validArb(schema, idSource)
          .map((b) => repair(zod as z.ZodType, b, strings))
          .chain((base) => cases(base).map((c) => ({ base, c })));
      const bodyArb = parts.body ? withCases(parts.body, route.schema?.body, false, (b) => casesFor(parts.body!, b)) : fc.constant(null);
      const queryArb = parts.query
        ? withCases(parts.query, route.schema?.querystring, true, (b) => queryCasesFor(b as Record<string, unknown>))
        : fc.constant(null);
      const modes = [...(parts.body ? ["body" as const] : []), ...(parts.query ? ["querystring" as const] : [])];
      let snap: DbSnapshot = await snapshotDb(t.db(), tables);

      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...modes), paramsArb, bodyArb, queryArb, async (mode, params, body, query) => {
          // Only the part under test is broken; the other keeps its valid base.
          const bodyValue = body ? (mode === "body" ? body.c.value : body.base) : undefined;
          const queryValue = query ? (mode === "querystring" ? query.c.value : query.base) : {};
          const url = fillUrl(route.url, params as Record<string, string>) + toQuery(queryValue);
          const broken = mode === "body" ? body : query;
          const schema = mode === "body" ? parts.body : parts.query;
          const path = broken && schema ? namedPath(mode, schema, broken.c, broken.base) : null;
          const req: FuzzRequest = {
            route,
            url,
            params: params as Record<string, string>,
            query: parseQuery(url),
            raw: bodyValue === undefined ? undefined : expandDeep(JSON.stringify(bodyValue)),
            mustName: path && baseIsValid(route, mode, broken!.base) ? { part: mode, path } : null,
          };
          const { problems, after, namedChecked } = await sendAndCheck(t, owner.cookie, tables, snap, req);
          snap = after;
          if (namedChecked) namingChecks.set(route, (namingChecks.get(route) ?? 0) + 1);
          expectNoProblems(problems, req);
        }),
        { numRuns: RUNS, seed: routeSeed(route), endOnFailure: true },
      );
    });
  }

  it("checked the field naming on most routes (the generator builds valid inputs, then breaks one field)", ({ expect }) => {
    if (RUNS < 8) return;
    const checked = fuzzed.filter((r) => (namingChecks.get(r) ?? 0) > 0);
    expect(checked.length / fuzzed.length).toBeGreaterThan(0.8);
  });
});

/** Whether the unbroken input already passes the route's zod schema (only then can one change be blamed). */
function baseIsValid(route: RouteEntry, mode: "body" | "querystring", base: unknown): boolean {
  const schema = (mode === "body" ? route.schema?.body : route.schema?.querystring) as { safeParse(v: unknown): { success: boolean } };
  const sent = mode === "body" ? JSON.parse(JSON.stringify(base) ?? "null") : parseQuery(toQuery(base));
  return schema.safeParse(sent).success;
}

/** Path-segment junk: not ids, traversal, NUL, over-long, unicode, near-misses of a real id. */
function junkParams(realId: string): string[] {
  return [
    "not-a-uuid",
    "../../etc/passwd",
    "..",
    "%00",
    "\u0000",
    "x".repeat(100),
    "x".repeat(5000),
    "",
    "🍕",
    "\u202Eevil",
    "00000000-0000-0000-0000-000000000000",
    "ffffffff-ffff-ffff-ffff-ffffffffffff",
    realId.toUpperCase(),
    `${realId}x`,
    ` ${realId}`,
    realId.slice(0, -1),
    "1 OR 1=1",
  ];
}

describe("junk path params are refused cleanly", () => {
  const withParams = t.app.routeTable.filter((r) => r.method !== "HEAD" && r.url.includes(":"));

  for (const route of withParams) {
    it(`${route.method} ${route.url}`, async () => {
      const ids = await seedFixture(t, owner);
      const names = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1]);
      const schema = partsOf(route).params;
      const generated = schema
        ? (fc.sample(
            validArb(schema, (n) => idFor(ids, route.url, n)),
            { numRuns: 1, seed: routeSeed(route) },
          )[0] as Record<string, string>)
        : {};
      const good: Record<string, string> = Object.fromEntries(
        names.map((n) => [n, generated[n] ?? idFor(ids, route.url, n) ?? crypto.randomUUID()]),
      );
      const cases = names.flatMap((name) => junkParams(good[name]).map((junk) => ({ name, junk })));
      let snap = await snapshotDb(t.db(), tables);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...cases), async ({ name, junk }) => {
          const params = { ...good, [name]: junk };
          const url = fillUrl(route.url, params);
          // The router never sees an empty, dot ("..", resolved away) or over-long (find-my-way: 100) segment as this param.
          const routed = junk !== "" && junk !== "." && junk !== ".." && encodeURIComponent(junk).length <= 100;
          const zodChecked = routed && !route.ownValidator && Boolean(route.schema?.params);
          const req: FuzzRequest = {
            route,
            url,
            params,
            query: {},
            raw: undefined,
            routed: zodChecked,
            mustName: zodChecked ? { part: "params", path: `params.${name}` } : null,
          };
          const { problems, after } = await sendAndCheck(t, owner.cookie, tables, snap, req);
          snap = after;
          expectNoProblems(problems, req);
        }),
        { numRuns: Math.min(RUNS, cases.length), seed: routeSeed(route), endOnFailure: true },
      );
    });
  }
});

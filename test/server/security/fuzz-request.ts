import { expect } from "vitest";
import type { z } from "zod";
import type { RouteEntry } from "../../../src/server/app";
import { PUBLIC_URL, type TestServer } from "../test-server";
import { changedTables, snapshotDb, type DbSnapshot } from "./fuzz-db";

/** One request to send: the route, its filled URL (path and query) and the raw JSON body text. */
export interface FuzzRequest {
  route: RouteEntry;
  url: string;
  params: Record<string, string>;
  query: Record<string, string | string[]>;
  /** JSON text, or undefined to send no body. */
  raw: string | undefined;
  /** The dotted issue path a validation answer must contain ("body.items.0.qty"), when known. */
  mustName: { part: "params" | "body" | "querystring"; path: string } | null;
  /** False when the router may not reach the route at all (empty or over-long path segment): no schema expectations. */
  routed?: boolean;
}

interface Issue {
  path: string;
  message: string;
}

/** The query object Fastify will see for a query string: repeated keys become arrays. */
export function parseQuery(url: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  const sp = new URLSearchParams(url.includes("?") ? url.slice(url.indexOf("?") + 1) : "");
  for (const [k, v] of sp) {
    const prev = Object.hasOwn(out, k) ? out[k] : undefined;
    Object.defineProperty(out, k, {
      value: prev === undefined ? v : [prev, v].flat(),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return out;
}

/**
 * Which schema part Fastify will reject first (it validates params, then body, then query), per
 * the route's own zod schemas, with zod's issues for it; null when all parts are valid.
 */
export function firstInvalidPart(req: FuzzRequest): { part: "params" | "body" | "querystring"; issues: z.core.$ZodIssue[] } | null {
  const s = req.route.schema ?? {};
  const checks: ["params" | "body" | "querystring", unknown, unknown][] = [
    ["params", s.params, req.params],
    ["body", s.body, req.raw === undefined ? undefined : JSON.parse(req.raw)],
    ["querystring", s.querystring, req.query],
  ];
  for (const [part, schema, value] of checks) {
    const r = schema ? (schema as z.ZodType).safeParse(value) : null;
    if (r && !r.success) return { part, issues: r.error.issues };
  }
  return null;
}

/**
 * The dotted paths a validation answer may name: the changed field, or — when a rule spanning
 * several fields (a zod refinement, e.g. "Give either productName or productId", "startDate must
 * not be after endDate") is what failed — the field that rule names.
 */
function acceptablePaths(want: string, part: string, issues: z.core.$ZodIssue[]): string[] {
  const crossField = issues.filter((i) => i.code === "custom").map((i) => [part, ...i.path.map(String)].join("."));
  return [want, ...crossField];
}

/** Ways the app answered wrongly, as messages (empty when it behaved). */
export type Problems = string[];

/**
 * Send `req` as the signed-in `cookie` and check the answer: never 5xx; every 4xx a JSON body
 * with an `error` text; a VALIDATION answer lists issues {path, message}; schema-invalid input → 400 VALIDATION whose issues name the changed
 * field (`mustName`); no rejected request changes any row (snapshots before/after); no
 * Object.prototype pollution. Input: the previous snapshot (reused to save a query). Output: the
 * problems found, the new snapshot and whether the field-naming check ran.
 */
export async function sendAndCheck(
  t: TestServer,
  cookie: string,
  tables: string[],
  before: DbSnapshot,
  req: FuzzRequest,
): Promise<{ problems: Problems; after: DbSnapshot; namedChecked: boolean }> {
  const invalid = req.routed === false ? null : firstInvalidPart(req);
  const started = Date.now();
  const res = await t.app.inject({
    method: req.route.method as "POST",
    url: req.url,
    headers: { "content-type": "application/json", origin: PUBLIC_URL, cookie },
    ...(req.raw === undefined ? {} : { payload: req.raw }),
  });
  const sent = Date.now();
  const after = await snapshotDb(t.db(), tables);
  if (process.env.FUZZ_DEBUG)
    console.log(
      `${res.statusCode} [${invalid?.part ?? "ok"} ${req.mustName?.path ?? "-"}] ${sent - started}ms +snap ${Date.now() - sent}ms ${req.route.method} ${req.url.slice(0, 120)} ${(req.raw ?? "").slice(0, 200)}`,
    );
  const problems: Problems = [];
  let namedChecked = false;
  const status = res.statusCode;
  let body: { error?: unknown; code?: unknown; issues?: Issue[] } = {};
  try {
    body = res.json();
  } catch {
    if (status >= 400) problems.push(`${status} answer is not JSON: ${res.body.slice(0, 200)}`);
  }
  if (status >= 500) problems.push(`server error ${status}: ${res.body.slice(0, 300)}`);
  if (status >= 400 && typeof body.error !== "string") problems.push(`${status} answer has no error text: ${res.body.slice(0, 200)}`);
  const wellFormed = (i: Issue) => typeof i?.path === "string" && typeof i?.message === "string" && i.message.length > 0;
  if (body.code === "VALIDATION" && !(Array.isArray(body.issues) && body.issues.length > 0 && body.issues.every(wellFormed)))
    problems.push(`VALIDATION answer without well-formed issues: ${res.body.slice(0, 200)}`);
  if (invalid) {
    if (status !== 400 || body.code !== "VALIDATION")
      problems.push(`schema-invalid ${invalid.part} answered ${status} ${String(body.code)}, expected 400 VALIDATION`);
    else if (!body.issues?.length) problems.push("validation answer lists no issues");
    else if (req.mustName && req.mustName.part === invalid.part) {
      namedChecked = true;
      const wants = acceptablePaths(req.mustName.path, invalid.part, invalid.issues);
      const named = body.issues.some((i) => wants.some((w) => i.path === w || i.path.startsWith(`${w}.`)));
      if (!named) problems.push(`issues ${JSON.stringify(body.issues).slice(0, 300)} do not name ${wants.join(" or ")}`);
    }
  }
  if (status >= 400) {
    const changed = changedTables(before, after);
    if (changed.length > 0) problems.push(`rejected request (${status}) changed tables: ${changed.join(", ")}`);
  }
  const leaked = Object.getOwnPropertyNames(Object.prototype).filter((k) => ["polluted", "isAdmin"].includes(k));
  if (leaked.length > 0 || ({} as Record<string, unknown>).polluted !== undefined)
    problems.push(`Object.prototype polluted: ${leaked.join(", ")}`);
  return { problems, after, namedChecked };
}

/** Fail the test with every problem and the request that caused it. */
export function expectNoProblems(problems: Problems, req: FuzzRequest): void {
  expect(problems, `${req.route.method} ${req.url}\nbody: ${(req.raw ?? "(none)").slice(0, 400)}`).toEqual([]);
}

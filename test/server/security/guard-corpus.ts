/**
 * The requests the event-loop guard (issue 19) sends to one route: its valid sample (the
 * authorization matrix's, authz-routes.ts), the bad-input fuzz corpus (fuzz-cases.ts, from a
 * generated valid base), costly valid-looking variants (costly-inputs.ts) and, for the routes that
 * take an image, decompression bombs: real ones and headers that lie (image-bomb-files.ts).
 */
import fc from "fast-check";
import type { z } from "zod";
import type { RouteEntry } from "../../../src/server/app";
import { PUBLIC_URL, type TestServer } from "../test-server";
import { routeKey } from "./authz-replay";
import { fillPath, type Sample } from "./authz-routes";
import { costlyVariants, type CostlyVariant } from "./costly-inputs";
import { casesFor, queryCasesFor } from "./fuzz-cases";
import { idFor, type FuzzIds } from "./fuzz-fixture";
import { repair } from "./fuzz-repair";
import { validArb, type JsonSchema } from "./fuzz-schema";
import { partsOf } from "./fuzz-setup";
import { sniffImage } from "../../../src/server/lib/image-file";
import type { ImageBomb } from "./image-bomb-files";
import type { HouseholdIds } from "./seed-household";

/** A request ready to send: what (sendRoute's Sample), the ids its path is filled from, and who sends it. */
export interface Prepared {
  sample: Sample;
  ids: HouseholdIds;
  cookie: string;
}

/** One request of the guard, built just before it is sent (unmeasured) so a re-run gets a fresh one. */
export interface GuardCase {
  label: string;
  prepare: () => Promise<Prepared>;
}

/** What the corpus is built from: the server, the guard household's ids, its samples and bombs. */
export interface CorpusContext {
  t: TestServer;
  ids: HouseholdIds;
  cookie: string;
  sample: Sample;
  bombs: ImageBomb[];
  /** Fuzz cases per schema part; costly variants at most per route. */
  fuzzRuns: number;
  maxCostly: number;
  seed: number;
}

/** The FuzzIds view of a seeded household (fuzz-fixture's idFor fills uuid fields from it). */
export const fuzzIdsOf = (ids: HouseholdIds): FuzzIds => ({
  householdId: ids.householdId,
  userId: ids.userId,
  pantryItemId: ids.itemId,
  productId: ids.productId,
  recipeId: ids.recipeId,
  mealPlanId: ids.planId,
});

/** The route with the path segments no household owns fixed (a placeholder's token, a static file's name), ready for fillPath/sendRoute. */
export function sendableRoute(route: RouteEntry): RouteEntry {
  return { ...route, url: route.url.replace(/^\/api\/placeholder\/:token$/, "/api/placeholder/guard-token").replace("*", "index.html") };
}

/** The URL the guard sends for `route`, its path filled from `ids`. */
export const guardUrl = (route: RouteEntry, ids: HouseholdIds): string => fillPath(sendableRoute(route), ids);

/** Every property of an object schema made required, recursively (a base with every optional field present). */
function allRequired(node: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...node };
  if (node.properties) {
    out.properties = Object.fromEntries(Object.entries(node.properties).map(([k, v]) => [k, allRequired(v)]));
    out.required = Object.keys(node.properties);
  }
  if (node.items) out.items = allRequired(node.items);
  for (const key of ["anyOf", "oneOf"] as const) if (node[key]) out[key] = node[key]!.map(allRequired);
  return out;
}

/**
 * A valid base for a schema part: the generated value with every field present, over-written by
 * the sample's own (meaningful) values, then repaired to pass the zod schema. Falls back to the
 * sample when the merge cannot be made valid.
 */
function fullBase(schema: JsonSchema, zod: z.ZodType, given: unknown, ids: HouseholdIds, url: string, seed: number, strings: boolean) {
  const idSource = (name: string) => idFor(fuzzIdsOf(ids), url, name);
  const [generated] = fc.sample(validArb(allRequired(schema), idSource), { numRuns: 1, seed });
  const merged =
    generated && typeof generated === "object" && given && typeof given === "object" && !Array.isArray(given)
      ? { ...generated, ...given }
      : (given ?? generated);
  const fixed = repair(zod, merged, strings);
  return zod.safeParse(fixed).success ? fixed : (given ?? fixed);
}

/** At most `n` items of `list`, spread evenly over it (deterministic). */
function spread<T>(list: T[], n: number): T[] {
  if (list.length <= n) return list;
  return Array.from({ length: n }, (_, i) => list[Math.floor((i * list.length) / n)]);
}

const asQuery = (v: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries((v ?? {}) as Record<string, unknown>).map(([k, x]) => [k, String(x)]));

/** A fresh upload link of the guard household: its path ("/api/images/uploads/{token}"). */
async function freshUpload(t: TestServer, cookie: string): Promise<string> {
  const res = await t.app.inject({ method: "POST", url: "/api/images/upload", headers: { origin: PUBLIC_URL, cookie } });
  if (res.statusCode !== 200) throw new Error(`upload link: ${res.statusCode} ${res.body}`);
  return res.json().uploadURL;
}

/**
 * Bomb cases for the routes that read an image: the data URL of POST /api/ai/recognize-food, the
 * file part of a multipart form, the raw body of PUT /api/images/uploads/:token, and the stored
 * upload that POST /api/images/normalize re-encodes (uploaded unmeasured first). [] for others.
 */
function bombCases(route: RouteEntry, ctx: CorpusContext): GuardCase[] {
  const { t, cookie, sample, ids } = ctx;
  const send = (s: Sample, over: Partial<HouseholdIds> = {}): Prepared => ({ sample: s, ids: { ...ids, ...over }, cookie });
  return ctx.bombs.flatMap((bomb): GuardCase[] => {
    const label = `image bomb: ${bomb.name}`;
    const type = `image/${sniffImage(bomb.bytes) ?? "png"}`;
    const dataUrl = `data:${type};base64,${bomb.bytes.toString("base64")}`;
    if (sample.body && typeof sample.body === "object" && "imageData" in sample.body)
      return [{ label, prepare: async () => send({ ...sample, body: { imageData: dataUrl } }) }];
    if (sample.form) {
      const form = sample.form.map((p) => ("data" in p ? { ...p, type, data: bomb.bytes } : p));
      return [{ label, prepare: async () => send({ ...sample, form }) }];
    }
    if (sample.raw) {
      const raw = { contentType: type, payload: bomb.bytes };
      return [{ label, prepare: async () => send({ raw }, { uploadToken: (await freshUpload(t, cookie)).split("/").at(-1)! }) }];
    }
    if (routeKey(route) !== "POST /api/images/normalize") return [];
    const prepare = async () => {
      const uploadURL = await freshUpload(t, cookie);
      const headers = { origin: PUBLIC_URL, cookie, "content-type": type };
      // Refused already at upload (a fixed server may check the size here)? Normalize then finds nothing: also fine.
      await t.app.inject({ method: "PUT", url: uploadURL, headers, payload: bomb.bytes });
      return send({ body: { uploadURL } });
    };
    return [{ label, prepare }];
  });
}

/**
 * Every request the guard sends to `route` (see the file comment): the sample, `fuzzRuns` fuzz
 * cases per schema part, at most `maxCostly` costly variants, and the image bombs.
 * Input: the route and CorpusContext. Output: GuardCases, labelled for the failure message.
 */
export function corpusFor(route: RouteEntry, ctx: CorpusContext): GuardCase[] {
  const { sample, ids, fuzzRuns, seed } = ctx;
  const parts = partsOf(route);
  const url = guardUrl(route, ids);
  // Routes that act on the caller's own account (log out, delete, leave, import) get a new user each time.
  const fresh = sample.caller === "throwaway" || sample.caller === "empty" || sample.caller === "member";
  const constant = (label: string, s: Sample): GuardCase => ({
    label,
    prepare: async () => ({ sample: s, ids, cookie: fresh ? (await ctx.t.signUp()).cookie : ctx.cookie }),
  });
  const cases: GuardCase[] = [constant("the valid sample", sample)];
  const costly: CostlyVariant[] = [];
  const budget = Math.floor((route.bodyLimit ?? ctx.t.app.initialConfig.bodyLimit ?? 1 << 20) * 0.9);
  if (parts.body) {
    const zod = route.schema!.body as z.ZodType;
    const base = fullBase(parts.body, zod, sample.body, ids, url, seed, false);
    for (const c of fc.sample(casesFor(parts.body, base), { numRuns: fuzzRuns, seed }))
      cases.push(constant(`fuzz ${c.kind} ${c.path?.join(".") ?? ""}`, { ...sample, body: c.value }));
    costly.push(...costlyVariants(parts.body, zod, base, budget).map((v) => ({ ...v, value: { ...sample, body: v.value } })));
  }
  if (parts.query) {
    const zod = route.schema!.querystring as z.ZodType;
    const base = fullBase(parts.query, zod, sample.query ?? {}, ids, url, seed, true) as Record<string, unknown>;
    for (const c of fc.sample(queryCasesFor(base), { numRuns: fuzzRuns, seed }))
      cases.push(constant(`fuzz query ${c.kind} ${c.path?.join(".") ?? ""}`, { ...sample, query: asQuery(c.value) }));
    costly.push(
      ...costlyVariants(parts.query, zod, base, 2000, true).map((v) => ({ ...v, value: { ...sample, query: asQuery(v.value) } })),
    );
  }
  for (const v of spread(costly, ctx.maxCostly)) cases.push(constant(`costly ${v.label}`, v.value as Sample));
  return [...cases, ...bombCases(route, ctx)];
}

import { z } from "zod";
import type { RouteEntry } from "../../../src/server/app";
import { PUBLIC_URL, type TestServer } from "../test-server";
import { multipartBody } from "./authz-multipart";
import { fillPath, pathId, type Sample } from "./authz-routes";
import type { HouseholdIds } from "./seed-household";

/** One request of the replay and its answer, as text (for the leak check). */
export interface Sent {
  label: string;
  status: number;
  request: string;
  response: string;
  error?: string;
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.url}`;

/**
 * Send `route` with its path parameters taken from `pathIds` and the sample's body/query/form,
 * as the session `cookie` (none: anonymous), same-origin like the app's own client.
 * Output: Sent (the request text is URL + body, so a leak check can skip what the caller sent).
 */
export async function sendRoute(t: TestServer, route: RouteEntry, pathIds: HouseholdIds, sample: Sample, cookie?: string): Promise<Sent> {
  const query = sample.query && Object.keys(sample.query).length ? `?${new URLSearchParams(sample.query)}` : "";
  const url = fillPath(route, pathIds) + query;
  const headers: Record<string, string> = { origin: PUBLIC_URL, ...(cookie ? { cookie } : {}) };
  let payload: string | Buffer | undefined;
  let requestBody = "";
  if (sample.form) {
    const form = multipartBody(sample.form);
    headers["content-type"] = form.contentType;
    payload = form.payload;
    requestBody = JSON.stringify(sample.form.map((p) => ("value" in p ? p.value : p.filename)));
  } else if (sample.raw) {
    headers["content-type"] = sample.raw.contentType;
    payload = sample.raw.payload;
  } else if (sample.body !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(sample.body);
    requestBody = payload;
  }
  const method = route.method as "GET" | "HEAD" | "POST" | "PUT" | "DELETE";
  const res = await t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
  let error: string | undefined;
  try {
    error = res.json().error;
  } catch {
    error = undefined;
  }
  return { label: `${route.method} ${url}`, status: res.statusCode, request: url + requestBody, response: res.body, error };
}

/** Names of id-like fields: ids, the push endpoint, upload and image URLs. */
const ID_LIKE = /^(id|endpoint|uploadURL|imageUrl|url)$|Ids?$/;
/** Id-like names that are no household's: `foodId` names a food of the built-in knowledge base ("rice"). */
const NOT_HOUSEHOLD_IDS = new Set(["foodId"]);

/** Every property name (at any depth) of a zod schema's input JSON Schema that looks like an id. */
export function idLikeFields(schema: unknown): string[] {
  const names = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    for (const [k, v] of Object.entries(node)) {
      if (k === "properties" && v && typeof v === "object") for (const name of Object.keys(v)) if (ID_LIKE.test(name) && !NOT_HOUSEHOLD_IDS.has(name)) names.add(name);
      walk(v);
    }
  };
  walk(z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }));
  return [...names];
}

/** The string values of every `key` property anywhere in `value` (form parts count by name). */
export function valuesOf(value: unknown, key: string): string[] {
  const out: string[] = [];
  const walk = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(walk);
    if (!node || typeof node !== "object") return;
    const rec = node as Record<string, unknown>;
    if (rec.name === key && typeof rec.value === "string") out.push(rec.value);
    for (const [k, v] of Object.entries(rec)) {
      if (k === key) out.push(...[v].flat().filter((x): x is string => typeof x === "string"));
      walk(v);
    }
  };
  walk(value);
  return out;
}

/**
 * Problems that keep the matrix from covering `route`: a path parameter without an id, a body or
 * query without a sample, an id-like body field the sample does not fill with one of A's ids.
 * Output: messages (empty when covered).
 */
export function coverageProblems(route: RouteEntry, sample: Sample | undefined, a: HouseholdIds, aIds: string[]): string[] {
  const problems: string[] = [];
  for (const [, p] of route.url.matchAll(/:([A-Za-z]+)/g)) {
    try {
      pathId(route, p, a);
    } catch (e) {
      problems.push((e as Error).message);
    }
  }
  const schema = route.schema ?? {};
  if ((schema.body || schema.querystring) && !sample) problems.push(`no sample body for ${routeKey(route)}: add one to samples() in authz-routes.ts`);
  if (schema.body && sample) {
    const given = sample.form ?? sample.body;
    for (const field of idLikeFields(schema.body)) {
      const vals = valuesOf(given, field);
      if (!vals.some((v) => aIds.some((id) => v.includes(id))))
        problems.push(`${routeKey(route)}: id-like field "${field}" is not filled with one of A's ids in its sample`);
    }
  }
  return problems;
}

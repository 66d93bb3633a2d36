import type { RouteEntry } from "../../../src/server/app";
import { getTestServer, type TestServer } from "../test-server";
import { listTables } from "./fuzz-db";
import { inputJsonSchema, type JsonSchema } from "./fuzz-schema";

const HIGH = 1_000_000;

/**
 * The real app on a fresh test database (PGlite, or PostgreSQL under TEST_DB=postgres) with rate
 * limits out of the way (a fuzz run sends many requests; the limits have their own tests), one
 * signed-in owner and the list of tables to snapshot.
 */
export async function openFuzzServer(): Promise<{ t: TestServer; owner: Awaited<ReturnType<TestServer["signUp"]>>; tables: string[] }> {
  const t = await getTestServer({ rateLimits: { aiPerUser: HIGH, sendPerEmail: HIGH, sendPerIp: HIGH, verifyPerIp: HIGH } });
  const owner = await t.signUp("fuzz-owner@example.com", "Fuzz");
  return { t, owner, tables: await listTables(t.db()) };
}

/** Methods that may change state (CSRF-checked, body-carrying). */
export const UNSAFE = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A route's zod-validated schema parts as JSON Schema. `body` only when it is a JSON body with
 * something to violate (not multipart, raw bytes, or an accept-anything `{}`); nothing for routes
 * whose schema only documents (they bring their own validator).
 */
export function partsOf(route: RouteEntry): { params: JsonSchema | null; body: JsonSchema | null; query: JsonSchema | null } {
  if (route.ownValidator) return { params: null, body: null, query: null };
  const body = inputJsonSchema(route.schema?.body);
  const jsonBody =
    body && !JSON.stringify(body).includes('"format":"binary"') && Object.keys(body).some((k) => k !== "$schema") ? body : null;
  return { params: inputJsonSchema(route.schema?.params), body: jsonBody, query: inputJsonSchema(route.schema?.querystring) };
}

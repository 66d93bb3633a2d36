import type { z } from "zod";
import type { ValuePath } from "./fuzz-schema";

const TODAY = new Date().toISOString().slice(0, 10);

/**
 * Ordinary values a form would send (numbers, units, a real date, a time, a zone, a name, a
 * URL). Rules beyond JSON Schema (refinements: "a real number", "a real date", "a known unit")
 * are met by trying these, so the generator needs no per-route knowledge.
 */
const PLAUSIBLE: unknown[] = [
  1,
  2,
  "1",
  "2",
  "g",
  "kg",
  "pieces",
  TODAY,
  "12:00",
  "UTC",
  "Rice",
  "https://example.com/a",
  null,
  false,
  [],
  {},
];

function clone<T>(v: T): T {
  return v === undefined ? v : JSON.parse(JSON.stringify(v));
}

function setAt(root: unknown, path: PropertyKey[], value: unknown, remove = false): unknown {
  const copy = clone({ root }) as Record<string, unknown>;
  let parent = copy as Record<PropertyKey, unknown>;
  const full = ["root", ...path];
  for (const k of full.slice(0, -1)) {
    const next = parent[k];
    if (next === null || typeof next !== "object") return root;
    parent = next as Record<PropertyKey, unknown>;
  }
  const last = full[full.length - 1];
  if (remove) delete parent[last];
  else parent[last] = value;
  return copy.root;
}

const key = (i: z.core.$ZodIssue) => `${i.path.join(".")}|${i.message}`;

/**
 * Turn a value that satisfies a schema's JSON Schema into one that also passes its zod
 * refinements: for each remaining issue (first first), try plausible values at the issue's
 * path, then removing that key, and keep the first that leaves no issue at that path. Gives up after
 * `maxSteps` or when an issue cannot be cleared. Input: the zod schema, a JSON value; `strings`
 * limits candidates to strings (query strings). Output: the repaired value (possibly still invalid).
 */
export function repair(schema: z.ZodType, value: unknown, strings = false, maxSteps = 12): unknown {
  let v = clone(value);
  const candidates = strings ? PLAUSIBLE.filter((c) => typeof c === "string") : PLAUSIBLE;
  for (let step = 0; step < maxSteps; step++) {
    const r = schema.safeParse(v);
    if (r.success) return v;
    const issue = r.error.issues[0];
    const path: ValuePath = issue.path.filter((p): p is string | number => typeof p !== "symbol");
    if (path.length === 0) return v;
    const tries = [...candidates.map((c) => setAt(v, path, c)), setAt(v, path, undefined, true)];
    const at = path.join(".");
    // A candidate must leave no issue at all at that path (not just swap one message for another).
    const fixed = tries.find((w) => {
      const again = schema.safeParse(w);
      return again.success || !again.error.issues.some((i) => key(i) === key(issue) || i.path.join(".") === at);
    });
    if (fixed === undefined) return v;
    v = fixed;
  }
  return v;
}

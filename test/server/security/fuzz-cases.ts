import fc from "fast-check";
import { badQueryValueArb, badValueArb, boundaryValues } from "./fuzz-values";
import { resolvePath, type JsonSchema, type ValuePath } from "./fuzz-schema";

/**
 * One generated input for one schema part. `value` undefined = nothing sent. `path` is where
 * the single change was made (null for a whole-value replacement or the untouched valid base);
 * a validation answer must name it (see `namedPath`).
 */
export interface FuzzCase {
  kind: "valid" | "replace" | "remove" | "extra" | "boundary" | "whole";
  value: unknown;
  path: ValuePath | null;
}

const EXTRA_KEYS = ["__proto__", "constructor", "prototype", "unexpectedField", "k".repeat(300), ""];

/** Every path inside a JSON value (objects and arrays, at most `maxDepth` deep). */
export function pathsOf(v: unknown, maxDepth = 6, prefix: ValuePath = []): ValuePath[] {
  if (v === null || typeof v !== "object" || prefix.length >= maxDepth) return [];
  const keys: (string | number)[] = Array.isArray(v) ? v.map((_, i) => i) : Object.keys(v);
  return keys.flatMap((k) => [[...prefix, k], ...pathsOf((v as Record<string | number, unknown>)[k], maxDepth, [...prefix, k])]);
}

function get(v: unknown, path: ValuePath): unknown {
  return path.reduce<unknown>((o, k) => (o as Record<string | number, unknown>)?.[k], v);
}

/** A deep copy of `base` with `change` applied to the parent of `path` (own keys, even `__proto__`). */
export function edit(base: unknown, path: ValuePath, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = JSON.parse(JSON.stringify({ root: base }));
  const full: ValuePath = ["root", ...path];
  change(get(copy, full.slice(0, -1)) as Record<string | number, unknown>, full[full.length - 1]);
  return copy.root;
}

function setOwn(parent: Record<string | number, unknown>, key: string | number, value: unknown): void {
  Object.defineProperty(parent, key, { value, enumerable: true, writable: true, configurable: true });
}

/**
 * Inputs for a body-like part: the valid base, one field replaced by a bad value, one field
 * removed, an extra (or prototype) key added, one field set at/just past its limits, or the
 * whole body replaced (null, array, string, deep nesting, nothing at all).
 */
export function casesFor(schema: JsonSchema, base: unknown): fc.Arbitrary<FuzzCase> {
  const paths = pathsOf(base);
  const objectPaths: ValuePath[] = [
    [],
    ...paths.filter((p) => {
      const v = get(base, p);
      return v !== null && typeof v === "object" && !Array.isArray(v);
    }),
  ];
  const keyPaths = paths.filter((p) => typeof p[p.length - 1] === "string");
  const options: fc.Arbitrary<FuzzCase>[] = [
    fc.constant<FuzzCase>({ kind: "valid", value: base, path: null }),
    fc.oneof(badValueArb(), fc.constant(undefined)).map<FuzzCase>((value) => ({ kind: "whole", value, path: null })),
  ];
  if (base !== null && typeof base === "object") {
    options.push(
      fc.tuple(fc.constantFrom(...objectPaths), fc.constantFrom(...EXTRA_KEYS), badValueArb()).map<FuzzCase>(([p, key, v]) => ({
        kind: "extra",
        value: p.length === 0 && Array.isArray(base) ? base : edit(base, [...p, key], (parent, k) => setOwn(parent, k, v)),
        path: p,
      })),
    );
  }
  if (paths.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...paths), badValueArb())
        .map<FuzzCase>(([p, v]) => ({ kind: "replace", value: edit(base, p, (parent, k) => setOwn(parent, k, v)), path: p })),
    );
    const boundary = paths.flatMap((p) => boundaryValues(resolvePath(schema, p, base).node ?? {}, get(base, p)).map((v) => ({ p, v })));
    if (boundary.length > 0) {
      options.push(
        fc
          .constantFrom(...boundary)
          .map<FuzzCase>(({ p, v }) => ({ kind: "boundary", value: edit(base, p, (parent, k) => setOwn(parent, k, v)), path: p })),
      );
    }
  }
  const rootBoundary = boundaryValues(schema, base);
  if (rootBoundary.length > 0)
    options.push(fc.constantFrom(...rootBoundary).map<FuzzCase>((v) => ({ kind: "boundary", value: v, path: [] })));
  if (keyPaths.length > 0) {
    options.push(
      fc
        .constantFrom(...keyPaths)
        .map<FuzzCase>((p) => ({ kind: "remove", value: edit(base, p, (parent, k) => delete parent[k]), path: p })),
    );
  }
  return fc.oneof(...options);
}

/** Inputs for a query string: like `casesFor`, with string (or repeated-key) values only. */
export function queryCasesFor(base: Record<string, unknown>): fc.Arbitrary<FuzzCase> {
  const keys = Object.keys(base);
  const options: fc.Arbitrary<FuzzCase>[] = [
    fc.constant<FuzzCase>({ kind: "valid", value: base, path: null }),
    fc.constant<FuzzCase>({ kind: "whole", value: {}, path: null }),
    fc
      .tuple(fc.constantFrom(...EXTRA_KEYS.filter(Boolean)), badQueryValueArb())
      .map<FuzzCase>(([k, v]) => ({ kind: "extra", value: edit(base, [k], (p, key) => setOwn(p, key, v)), path: [] })),
  ];
  if (keys.length > 0) {
    options.push(
      fc
        .tuple(fc.constantFrom(...keys), badQueryValueArb())
        .map<FuzzCase>(([k, v]) => ({ kind: "replace", value: { ...base, [k]: v }, path: [k] })),
      fc.constantFrom(...keys).map<FuzzCase>((k) => ({ kind: "remove", value: edit(base, [k], (p, key) => delete p[key]), path: [k] })),
    );
  }
  return fc.oneof(...options);
}

/**
 * The dotted issue path a validation answer must name for a case (prefixed with the schema part,
 * e.g. "body.recipe.title"): the changed spot, cut back to the nearest enclosing union with two
 * or more real branches (zod names a failing union at the union). Null when nothing specific
 * was changed.
 */
export function namedPath(part: string, schema: JsonSchema, c: FuzzCase, base: unknown): string | null {
  if (c.path === null) return c.kind === "whole" ? part : null;
  const { namedDepth } = resolvePath(schema, c.path, base);
  return [part, ...c.path.slice(0, namedDepth)].join(".");
}

/** A query string (`?a=1&a=2&b=x`) from an object of string or string-array values. */
export function toQuery(q: unknown): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries((q ?? {}) as Record<string, unknown>)) for (const x of [v].flat()) sp.append(k, String(x));
  const s = sp.toString();
  return s ? `?${s}` : "";
}

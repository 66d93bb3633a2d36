import fc from "fast-check";
import { z } from "zod";

/** The JSON Schema subset zod 4's `toJSONSchema` emits for our API contracts. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** A path into a JSON value: object keys and array indices. */
export type ValuePath = (string | number)[];

/** Supplies real ids (the fixture household's) for uuid fields by name; undefined = any uuid. */
export type IdSource = (fieldName: string) => string | undefined;

/**
 * The input-side JSON Schema of a zod schema (what a client may send), or null when `schema` is
 * not a zod type (e.g. a route without that schema part). Unrepresentable parts become `{}`.
 */
export function inputJsonSchema(schema: unknown): JsonSchema | null {
  if (!(schema instanceof z.ZodType)) return null;
  return z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
}

/** The branches of a union node without the `null` branch (zod's `.nullable()`), else null. */
export function unionBranches(node: JsonSchema): JsonSchema[] | null {
  const list = node.anyOf ?? node.oneOf;
  return list ? list.filter((b) => b.type !== "null") : null;
}

/** The JSON type name of a value as JSON Schema spells it. */
export function jsonType(v: unknown): string {
  if (v === null) return "null";
  if (Array.isArray(v)) return "array";
  if (typeof v === "number") return Number.isInteger(v) ? "integer" : "number";
  return typeof v;
}

function typeFits(node: JsonSchema, v: unknown): boolean {
  if (node.const !== undefined) return node.const === v;
  if (node.enum) return node.enum.includes(v);
  const types = node.type === undefined ? [] : [node.type].flat();
  if (types.length === 0) return (unionBranches(node) ?? [node]).some((b) => b === node || typeFits(b, v));
  const t = jsonType(v);
  return types.includes(t) || (t === "integer" && types.includes("number"));
}

/**
 * The schema node that describes the value at `path` (for unions, the branch the value's type
 * fits), and how deep the path may be named in a validation issue: zod reports a failing union
 * at the union itself, so a violation below a union with two or more real branches is named at
 * the union's path. Output: `{ node, namedDepth }`, node undefined when the path leaves the schema.
 */
export function resolvePath(root: JsonSchema, path: ValuePath, value: unknown): { node?: JsonSchema; namedDepth: number } {
  let node: JsonSchema | undefined = root;
  let v: unknown = value;
  let namedDepth = path.length;
  for (let i = 0; i <= path.length && node; i++) {
    const branches = unionBranches(node);
    if (branches) {
      if (branches.length > 1 && i < path.length) namedDepth = Math.min(namedDepth, i);
      node = branches.find((b) => typeFits(b, v)) ?? branches[0];
      i--;
      continue;
    }
    if (i === path.length) break;
    const seg = path[i];
    if (typeof seg === "number") node = node.items;
    else node = node.properties?.[seg] ?? (typeof node.additionalProperties === "object" ? node.additionalProperties : undefined);
    v = v === null || typeof v !== "object" ? undefined : (v as Record<string | number, unknown>)[seg];
  }
  return { node, namedDepth };
}

const SMALL = 1_000_000;

function stringArb(node: JsonSchema, key: string, ids: IdSource): fc.Arbitrary<string> {
  const min = node.minLength ?? 0;
  const max = Math.min(node.maxLength ?? min + 24, min + 24);
  if (node.format === "uuid") {
    const id = ids(key);
    return id ? fc.constant(id) : fc.uuid();
  }
  if (node.pattern) {
    const re = new RegExp(node.pattern);
    return fc.stringMatching(re).filter((s) => s.length >= min && s.length <= (node.maxLength ?? Infinity));
  }
  if (/email/i.test(key)) return fc.stringMatching(/^[a-z]{1,8}@example\.com$/);
  // Lengths are built in, never filtered: a filter that rarely passes would stall generation.
  const shortMax = Math.max(min, Math.min(max, min + 3));
  return fc.oneof(
    fc.string({ minLength: min, maxLength: max }),
    fc.string({ unit: fc.constantFrom(..."0123456789"), minLength: Math.max(min, 1), maxLength: Math.max(min, 1, shortMax) }),
    fc.string({ unit: fc.constantFrom(..."abcdefghij "), minLength: min, maxLength: max }),
  );
}

function numberArb(node: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(node.minimum ?? (node.exclusiveMinimum ?? -SMALL - 1) + 1, -SMALL);
  const max = Math.min(node.maximum ?? (node.exclusiveMaximum ?? SMALL + 1) - 1, SMALL);
  const ints = fc.integer({ min: Math.ceil(min), max: Math.floor(max) });
  if (integer) return ints;
  return fc.oneof(ints, fc.double({ min, max, noNaN: true, noDefaultInfinity: true }));
}

/**
 * An arbitrary of values that satisfy `node` as far as JSON Schema can say (zod refinements beyond
 * it are checked by the caller with the zod schema itself). Uuid fields take real ids from `ids`
 * by field name; strings and arrays stay short. Input: schema node, its field name.
 */
export function validArb(node: JsonSchema, ids: IdSource, key = ""): fc.Arbitrary<unknown> {
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum) return fc.constantFrom(...node.enum);
  const branches = node.anyOf ?? node.oneOf;
  if (branches) return fc.oneof(...branches.map((b) => validArb(b, ids, key)));
  if (Array.isArray(node.type)) return fc.oneof(...node.type.map((t) => validArb({ ...node, type: t }, ids, key)));
  switch (node.type) {
    case "string":
      return stringArb(node, key, ids);
    case "integer":
    case "number":
      return numberArb(node, node.type === "integer");
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array": {
      const minLength = node.minItems ?? 0;
      return fc.array(node.items ? validArb(node.items, ids, key) : fc.jsonValue({ maxDepth: 1 }), {
        minLength,
        maxLength: Math.min(node.maxItems ?? minLength + 3, minLength + 3),
      });
    }
    case "object": {
      const props = node.properties ?? {};
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, s] of Object.entries(props)) record[k] = validArb(s, ids, k);
      return fc.record(record, { requiredKeys: (node.required ?? []).filter((k) => k in props) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

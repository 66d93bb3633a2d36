import fc from "fast-check";
import type { JsonSchema } from "./fuzz-schema";

/** `[[[ … ]]]` nested `depth` levels deep. */
export function nested(depth: number): unknown {
  let v: unknown = "bottom";
  for (let i = 0; i < depth; i++) v = [v];
  return v;
}

/** Stands for a 20,000-level nested array; `expandDeep` swaps it in after JSON.stringify (which could not build it). */
export const DEEP = "@@deep-nesting@@";

/** The JSON text with every `DEEP` marker string replaced by `[[[…]]]` nested `depth` levels. */
export function expandDeep(raw: string, depth = 20_000): string {
  return raw.split(JSON.stringify(DEEP)).join("[".repeat(depth) + "]".repeat(depth));
}

/**
 * Objects carrying prototype-pollution keys as own properties (JSON.parse keeps `__proto__` as a
 * plain key, exactly as the server's JSON parser will see it).
 */
export const PROTO_VALUES: unknown[] = [
  JSON.parse('{"__proto__": {"polluted": "yes"}}'),
  JSON.parse('{"constructor": {"prototype": {"polluted": "yes"}}}'),
  JSON.parse('{"__proto__": {"toString": "x", "isAdmin": true}, "prototype": {}}'),
];

/** Strings that look like numbers, dates, ids or paths but are not what a field wants. */
export const TRICKY_STRINGS: string[] = [
  "",
  " ",
  "NaN",
  "Infinity",
  "-Infinity",
  "-0",
  "-1",
  "1e308",
  "1e999",
  "0x1F",
  "1,5",
  " 2 ",
  "9".repeat(400),
  "2023-02-29",
  "2024-13-01",
  "0000-00-00",
  "9999-12-31",
  "2024-1-1",
  "24:00",
  "not-a-date",
  "00000000-0000-0000-0000-000000000000",
  "../../../etc/passwd",
  "..%2F..%2Fetc",
  "a\u0000b",
  "\u0000",
  "🍕💥👩‍👩‍👧",
  "\u202Eevil\u202C",
  "مرحبا",
  "\uD800",
  "<script>alert(1)</script>",
  "'; drop table pantry_item; --",
  "${7*7}{{7*7}}",
  "x".repeat(10_001),
];

const FIXED_BAD: unknown[] = [
  null,
  true,
  false,
  0,
  -0,
  -1,
  1.5,
  -1e9,
  1e308,
  -1e308,
  5e-324,
  2 ** 53 + 1,
  [],
  [1, "a", null],
  {},
  { a: 1 },
  nested(60),
  DEEP,
  ...PROTO_VALUES,
  ...TRICKY_STRINGS,
];

/**
 * Values that break most schemas: wrong JSON types, extremes, tricky strings (NaN-ish, dates,
 * NUL, emoji, RTL, lone surrogates, 10k chars), deep nesting, prototype keys, and random JSON.
 */
export function badValueArb(): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...FIXED_BAD) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.double() },
  );
}

/** Bad values for a query parameter (always strings; a repeated key arrives as an array). */
export function badQueryValueArb(): fc.Arbitrary<string | string[]> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...TRICKY_STRINGS) },
    { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
    { weight: 1, arbitrary: fc.array(fc.constantFrom("2024-01-01", "x", ""), { minLength: 2, maxLength: 3 }) },
  );
}

/**
 * Values right at and just past a node's limits (string lengths, numeric bounds, integer-ness,
 * array sizes). `current` is the value now at that spot (its elements are reused for arrays).
 * Output: [] when the node declares no limits.
 */
export function boundaryValues(node: JsonSchema, current: unknown): unknown[] {
  const out: unknown[] = [];
  const types = [node.type ?? []].flat();
  if (types.includes("string")) {
    const fill = (n: number) => (n < 0 ? null : "a".repeat(n));
    if (node.minLength !== undefined) out.push(fill(node.minLength), fill(node.minLength - 1));
    if (node.maxLength !== undefined && node.maxLength <= 200_000)
      out.push(fill(node.maxLength), fill(node.maxLength + 1), "é".repeat(node.maxLength), "🍕".repeat(node.maxLength));
  }
  if (types.includes("number") || types.includes("integer")) {
    const step = types.includes("integer") ? 1 : 1e-9;
    if (node.minimum !== undefined) out.push(node.minimum, node.minimum - step, node.minimum - 1);
    if (node.maximum !== undefined && node.maximum < 2 ** 53) out.push(node.maximum, node.maximum + step, node.maximum + 1);
    if (types.includes("integer")) out.push((node.minimum ?? 0) + 0.5);
  }
  if (types.includes("array")) {
    const item = Array.isArray(current) && current.length > 0 ? current[0] : null;
    const many = (n: number) => (n < 0 ? null : Array.from({ length: n }, () => item));
    if (node.minItems !== undefined) out.push(many(node.minItems), many(node.minItems - 1));
    if (node.maxItems !== undefined && node.maxItems <= 10_000) out.push(many(node.maxItems), many(node.maxItems + 1));
  }
  return out.filter((v) => v !== null);
}

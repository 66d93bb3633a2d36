/**
 * Safe lookups in plain-object tables keyed by text that comes from outside (a category, unit,
 * meal type or word from the server, a file or a user). `table[key]` on a plain object also finds
 * what every object inherits: `table["constructor"]` is the `Object` function, `table["__proto__"]`
 * is `Object.prototype`, `table["toString"]` a function. Such a "hit" crashed the pantry screen
 * (React error #130 on a category `__proto__`, issue 19 finding 6) and made parsers mis-read
 * words. These helpers only ever answer the table's OWN entries. Lint (eslint.config.js,
 * "no-restricted-syntax") points computed lookups in UPPER_CASE tables here.
 */

/**
 * The value stored under `key` in `table` itself, or undefined when `key` is not one of the
 * table's own keys (never an inherited member such as `constructor` or `__proto__`).
 * Input: any object table and a string or number key (compared exactly, no case folding).
 */
export function ownValue<V>(
  table: Readonly<Record<string, V>> | Readonly<Partial<Record<string, V>>>,
  key: string | number,
): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/**
 * True when `key` is one of `table`'s own keys (a type guard, so the key can then index the table
 * with its precise type). Inherited names (`__proto__`, `constructor`, `toString` …) are false.
 */
export function isOwnKey<T extends object>(table: T, key: PropertyKey): key is keyof T {
  return Object.hasOwn(table, key);
}

/**
 * Test support (issue 19 finding 6): the names every plain object inherits from Object.prototype.
 * `table[key]` finds something for each of them, so a lookup keyed by outside text must never use
 * a plain object. The one list the prototype-key tests on the server, in shared code and on the
 * web run through.
 */
export const PROTOTYPE_KEYS = ["__proto__", "constructor", "prototype", "toString", "hasOwnProperty", "valueOf", "isPrototypeOf"] as const;

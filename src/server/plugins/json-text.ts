import { AppError } from "../../shared/errors";

/** An unpaired UTF-16 surrogate (half of an emoji, e.g. "\ud800" in JSON). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a piece of text for storage, or null when nothing is. */
function textProblem(s: string): string | null {
  if (s.includes("\u0000")) return "Text must not contain NUL characters";
  if (LONE_SURROGATE.test(s)) return "Text must be valid Unicode";
  return null;
}

/**
 * The first string or object key in a parsed JSON body that PostgreSQL cannot store: one holding
 * NUL (U+0000; text and jsonb refuse it) or an unpaired surrogate (jsonb refuses the `\ud800`
 * escape JSON.stringify writes for it). Output: `{ path, message }` with the dotted path prefixed
 * `body`, or null. Walks iteratively, so deeply nested bodies cannot overflow the stack.
 */
export function badTextIn(body: unknown): { path: string; message: string } | null {
  // Each entry knows its parent and key; the dotted path is built only for the bad one (building
  // it for every node of a 25 MB import cost tens of ms of the one event loop).
  interface Node {
    v: unknown;
    parent: Node | null;
    key: string;
  }
  const pathOf = (n: Node): string => (n.parent ? `${pathOf(n.parent)}.${n.key}` : "body");
  const stack: Node[] = [{ v: body, parent: null, key: "" }];
  while (stack.length > 0) {
    const node = stack.pop()!;
    const v = node.v;
    if (typeof v === "string") {
      const message = textProblem(v);
      if (message) return { path: pathOf(node), message };
    } else if (v !== null && typeof v === "object") {
      for (const k in v) {
        if (!Object.hasOwn(v, k)) continue;
        const message = textProblem(k);
        if (message) return { path: pathOf(node), message };
        stack.push({ v: (v as Record<string, unknown>)[k], parent: node, key: k });
      }
    }
  }
  return null;
}

/**
 * The 400 for a parsed JSON body holding text PostgreSQL cannot store (AppError VALIDATION whose
 * issue names the field), or null when the body is fine. Such text used to fail deep in a query
 * as a 500 (found by the input fuzzer).
 */
export function badTextError(body: unknown): AppError | null {
  const bad = badTextIn(body);
  return bad ? new AppError("VALIDATION", bad.message, [bad]) : null;
}

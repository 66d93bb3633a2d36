import { AppError } from "../../shared/errors";

/**
 * The dotted path (prefixed `body`) of the first string or object key in a parsed JSON body that
 * contains a NUL character (U+0000), or null when there is none. PostgreSQL text and jsonb cannot
 * store NUL, so such a value would otherwise fail deep in a query as a 500. Walks iteratively, so
 * deeply nested bodies cannot overflow the stack.
 */
export function nulTextPath(body: unknown): string | null {
  const stack: { v: unknown; path: string }[] = [{ v: body, path: "body" }];
  while (stack.length > 0) {
    const { v, path } = stack.pop()!;
    if (typeof v === "string") {
      if (v.includes("\u0000")) return path;
    } else if (v !== null && typeof v === "object") {
      for (const [k, child] of Object.entries(v)) {
        if (k.includes("\u0000")) return path;
        stack.push({ v: child, path: `${path}.${k}` });
      }
    }
  }
  return null;
}

/**
 * The 400 for a parsed JSON body holding a NUL character anywhere (AppError VALIDATION whose
 * issue names the field), or null when the body is free of them.
 */
export function nulTextError(body: unknown): AppError | null {
  const path = nulTextPath(body);
  const message = "Text must not contain NUL characters";
  return path ? new AppError("VALIDATION", message, [{ path, message }]) : null;
}

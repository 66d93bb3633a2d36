import { expect, type Page } from "@playwright/test";

/** A same-origin JSON call from the signed-in page (cookie and Origin as the app sends them). Answers status and body. */
export async function call<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ([m, p, b]) => {
      const res = await fetch(p as string, {
        method: m as string,
        credentials: "include",
        headers: b === undefined ? {} : { "Content-Type": "application/json" },
        body: b === undefined ? undefined : JSON.stringify(b),
      });
      const text = await res.text();
      return { status: res.status, body: text ? JSON.parse(text) : null };
    },
    [method, path, body] as const,
  ) as Promise<{ status: number; body: T }>;
}

/** `call`, expecting a 2xx answer. */
export async function ok<T = unknown>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const res = await call<T>(page, method, path, body);
  expect(res.status, `${method} ${path} → ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body;
}

/** Today in the machine's time zone (the browser's too) as YYYY-MM-DD. */
export function localDay(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;
}

import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { vi } from "vitest";
import { testQueryClient } from "./test-hook";

/** Test-only: a tiny in-memory API behind a stubbed fetch, and a renderer for a component under a QueryClient. */

export type Handler = (body: unknown) => { status: number; body: unknown };

/**
 * Stub `fetch` with `routes` ("METHOD /path" → handler). Unknown calls answer 404. Output: the
 * calls made ({method, url, body}) for assertions.
 */
export function fakeApi(routes: Record<string, Handler>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, url, body });
      const handler = routes[`${method} ${url}`];
      const answer = handler ? handler(body) : { status: 404, body: { error: "Not found" } };
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { "Content-Type": "application/json" } });
    }),
  );
  return calls;
}

/** Render `node` into the document under a fresh QueryClient; returns the host and an unmount. */
export async function renderWithClient(node: ReactNode): Promise<{ host: HTMLElement; unmount: () => void }> {
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  await act(async () => root.render(<QueryClientProvider client={testQueryClient()}>{node}</QueryClientProvider>));
  await settle();
  return {
    host,
    unmount: () => {
      act(() => root.unmount());
      host.remove();
    },
  };
}

/** Let fetches, React and the query cache finish. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 3; i++) await act(async () => new Promise((r) => setTimeout(r, 0)));
}

/** Click an element and settle. */
export async function click(el: Element | null | undefined): Promise<void> {
  if (!el) throw new Error("nothing to click");
  await act(async () => (el as HTMLElement).click());
  await settle();
}

/** The button whose text or aria-label is `name`, anywhere in the document (dialogs are portalled). */
export function button(name: string): HTMLButtonElement | undefined {
  return [...document.querySelectorAll("button")].find((b) => b.getAttribute("aria-label") === name || b.textContent?.trim() === name);
}

/** Type into an input the way React sees it (native value setter, then an input event). */
export async function typeInto(el: HTMLInputElement, text: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  await act(async () => {
    setter.call(el, text);
    el.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

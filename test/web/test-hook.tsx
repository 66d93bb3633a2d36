import { act } from "react";
import { createRoot } from "react-dom/client";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { vi } from "vitest";
import { dismissToast, useToasts, type ToastData } from "../../src/web/components/ui/use-toast";

/** Test-only helpers (never imported by the app): run a hook inside a real QueryClientProvider in happy-dom. */

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

export interface HookHarness<T> {
  /** The hook's latest return value. */
  result: () => T;
  /** The open toasts (SPEC §9: at most one), newest first; earlier tests' toasts are closed at mount. */
  toasts: () => ToastData[];
  client: QueryClient;
  unmount: () => void;
}

/** A QueryClient with the app's SPEC §9 defaults that matter here: no retries, data never stale. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } } });
}

/** Mounts `useHook` (and the toast store) under a provider for `client`; returns accessors to the latest values. */
export async function renderHook<T>(useHook: () => T, client: QueryClient = testQueryClient()): Promise<HookHarness<T>> {
  let latest: T | undefined;
  let toasts: ToastData[] = [];
  dismissToast();
  function Probe() {
    latest = useHook();
    toasts = useToasts();
    return null;
  }
  const root = createRoot(document.createElement("div"));
  await act(async () => {
    root.render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
  });
  return {
    result: () => latest as T,
    toasts: () => toasts.filter((t) => t.open),
    client,
    unmount: () => act(() => root.unmount()),
  };
}

/** A fetch stub whose answers the test releases by hand: `respond(status, body)` answers the oldest pending call. */
export function controlledFetch() {
  const pending: ((res: Response) => void)[] = [];
  const calls: { url: string; method: string; body: unknown }[] = [];
  const fetchMock = vi.fn((url: string, init?: RequestInit) => {
    calls.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : undefined });
    return new Promise<Response>((resolve) => pending.push(resolve));
  });
  vi.stubGlobal("fetch", fetchMock);
  return {
    calls,
    /** Answers the oldest unanswered call and lets React and the query cache settle. */
    async respond(status: number, body: unknown): Promise<void> {
      const resolve = pending.shift();
      if (!resolve) throw new Error("no fetch call is waiting for an answer");
      await act(async () => {
        resolve(new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } }));
        await new Promise((r) => setTimeout(r, 0));
      });
    },
  };
}

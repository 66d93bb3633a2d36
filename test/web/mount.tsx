import { act, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { renderToStaticMarkup } from "react-dom/server";
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { afterEach } from "vitest";
import { testQueryClient } from "./test-hook";

/** Test-only: mount a component into the document (happy-dom) and unmount it after the test. */

export interface MountOptions {
  /** Wrap in a QueryClientProvider: `true` for a fresh testQueryClient(), or the client to use (e.g. with data already set). */
  withClient?: boolean | QueryClient;
}

export interface Mounted {
  /** The div the component renders into; it is in `document.body` until unmount. */
  host: HTMLDivElement;
  /** The QueryClient the node renders under (undefined without `withClient`). */
  client: QueryClient | undefined;
  /** Render `node` in place of the first, under the same client, inside a synchronous act(). */
  rerender: (node: ReactNode) => void;
  /** Unmount the root (inside act) and remove the host; safe to call again, and after it the test's end skips this mount. */
  unmount: () => void;
}

const live = new Set<Mounted>();
afterEach(() => {
  for (const view of [...live]) view.unmount();
});

/** A host in the document and a root on it, registered for the after-test cleanup; the caller renders. */
function attach(options: MountOptions): { view: Mounted; render: (node: ReactNode) => void } {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const client = options.withClient === true ? testQueryClient() : options.withClient || undefined;
  const render = (node: ReactNode) => root.render(client ? <QueryClientProvider client={client}>{node}</QueryClientProvider> : node);
  const view: Mounted = {
    host,
    client,
    rerender: (node) => act(() => render(node)),
    unmount: () => {
      if (!live.delete(view)) return;
      act(() => root.unmount());
      host.remove();
    },
  };
  live.add(view);
  return { view, render };
}

/**
 * Mount `node` in a new div appended to `document.body`, rendering it inside a synchronous act().
 * Input: the node, and `withClient` to wrap it in a QueryClientProvider. Output: `{ host, client,
 * rerender, unmount }`. Cleanup: an afterEach of this module unmounts every root still mounted
 * (inside act) and removes its host, so a test need not; an explicit `unmount()` first is fine.
 * Sets IS_REACT_ACT_ENVIRONMENT so act() works without warnings.
 */
export function mount(node: ReactNode, options: MountOptions = {}): Mounted {
  const { view, render } = attach(options);
  act(() => render(node));
  return view;
}

/**
 * As mount(), but renders inside an async act(), which also lets effects' promises (a stubbed
 * fetch, cached queries) settle before it resolves. Same output and cleanup.
 */
export async function mountAsync(node: ReactNode, options: MountOptions = {}): Promise<Mounted> {
  const { view, render } = attach(options);
  await act(async () => render(node));
  return view;
}

/**
 * Server-render `node` to static markup inside a detached div (not in the document, no React
 * root, nothing to clean up), for markup-only assertions. Output: that div.
 */
export function renderStatic(node: ReactNode): HTMLDivElement {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(node);
  return host;
}

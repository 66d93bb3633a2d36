import type { BrowserContext, ConsoleMessage, Page } from "@playwright/test";

/**
 * Watches a browser context (pages and their workers): `offOrigin` gets every request that
 * leaves `baseURL`'s origin (data: and blob: URLs are local), `csp` every Content Security
 * Policy violation the console reports (pages and workers). Both should be empty at the end of a flow.
 */
export function watchOrigin(context: BrowserContext, baseURL: string): { offOrigin: string[]; csp: string[] } {
  const origin = new URL(baseURL).origin;
  const offOrigin: string[] = [];
  const csp: string[] = [];
  context.on("request", (req) => {
    const url = new URL(req.url());
    if (url.protocol === "data:" || url.protocol === "blob:") return;
    if (url.origin !== origin) offOrigin.push(req.url());
  });
  const onConsole = (msg: ConsoleMessage) => {
    if (/Content Security Policy/i.test(msg.text())) csp.push(msg.text());
  };
  const watchWorkers = (page: Page) => page.on("worker", (worker) => worker.on("console", onConsole));
  context.on("console", onConsole);
  context.pages().forEach(watchWorkers);
  context.on("page", watchWorkers);
  return { offOrigin, csp };
}

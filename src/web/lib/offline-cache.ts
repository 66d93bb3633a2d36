/**
 * The page's side of offline reading (issue 10 item 3; the worker is src/web/public/sw.js).
 * registerServiceWorker installs it; clearOfflineData forgets the kept API answers on sign-out.
 */

/** Where the worker is served (the push feature registers the same URL and scope). */
export const SERVICE_WORKER_URL = "/sw.js";

/** Prefix of the caches holding API answers (sw.js names them `pm-api-{build version}`). */
export const API_CACHE_PREFIX = "pm-api-";

/**
 * Registers /sw.js for scope "/" once the page has loaded (so it never competes with the first
 * paint), then hands the worker the /assets/ files this page loaded before the worker could see
 * them, so the whole shell is kept. Production builds only: Vite's dev server has no hashed assets.
 * Never throws; a failure is logged.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === "undefined" || !("serviceWorker" in navigator)) return;
  const register = async () => {
    try {
      await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
      const ready = await navigator.serviceWorker.ready;
      const urls = performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((url) => new URL(url).origin === location.origin && new URL(url).pathname.startsWith("/assets/"));
      ready.active?.postMessage({ type: "cache-assets", urls });
    } catch (err) {
      console.warn("Service worker registration failed:", err);
    }
  };
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/**
 * Deletes every kept API answer (pantry, recipes, plan), so the next person on this device sees
 * nothing of them offline. Tells the worker too, so an answer still in flight is not stored after.
 * Resolves when the caches are gone; never throws (a failure is logged).
 */
export async function clearOfflineData(): Promise<void> {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: "clear-api-cache" });
    if (typeof caches === "undefined") return;
    const names = await caches.keys();
    await Promise.all(names.filter((name) => name.startsWith(API_CACHE_PREFIX)).map((name) => caches.delete(name)));
  } catch (err) {
    console.warn("Could not clear the offline copies:", err);
  }
}

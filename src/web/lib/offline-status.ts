/**
 * Whether the app is offline (issue 10 item 3): the browser says so (`navigator.onLine` false), or
 * the last API call failed for lack of a network, or was answered by the service worker's kept copy
 * (src/web/public/sw.js marks those with FROM_CACHE_HEADER). Any answer from the server ends it, and
 * so does the browser's `online` event.
 */

/** Set by sw.js on an API answer served from its cache instead of the network (same name there). */
export const FROM_CACHE_HEADER = "x-pantry-offline";

let lastCallFailed = false;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** True while the app should say it is offline (see the module comment). */
export function isOffline(): boolean {
  return (typeof navigator !== "undefined" && navigator.onLine === false) || lastCallFailed;
}

/**
 * Records how the last API call went: `true` for an answer from the server, `false` for a network
 * failure or an answer from the offline copy. Listeners run only when the state changes.
 */
export function noteConnection(reachedServer: boolean): void {
  if (lastCallFailed === !reachedServer) return;
  lastCallFailed = !reachedServer;
  emit();
}

/** Calls `listener` whenever isOffline() may have changed; returns the unsubscribe function. */
export function subscribeOffline(listener: () => void): () => void {
  const online = () => {
    lastCallFailed = false;
    listener();
  };
  listeners.add(listener);
  window.addEventListener("online", online);
  window.addEventListener("offline", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("online", online);
    window.removeEventListener("offline", listener);
  };
}

import { useEffect, useRef } from "react";

/** The BroadcastChannel name on which a tab announces that it has just signed in. */
const CHANNEL = "pantry-meals-auth";

/** How often a waiting tab asks GET /api/me whether the session cookie has appeared (ms). */
export const SIGNED_IN_POLL_MS = 3000;

/**
 * Tells the app's other tabs (same origin) that this browser is now signed in, so a tab waiting on
 * "Check your email" can move on. Does nothing where BroadcastChannel is missing.
 */
export function announceSignedIn(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage("signed-in");
  channel.close();
}

/** True when GET /api/me answers with a user: the session cookie is shared by every tab. */
async function isSignedIn(): Promise<boolean> {
  try {
    const res = await fetch("/api/me", { credentials: "same-origin", headers: { accept: "application/json" } });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * Calls `onSignedIn` once when the browser becomes signed in elsewhere — another tab confirmed the
 * e-mailed link. Listens on the BroadcastChannel and, as a fallback (other browser windows, no
 * BroadcastChannel), polls GET /api/me every SIGNED_IN_POLL_MS while the page is visible and when it
 * regains focus.
 */
export function useSignedInElsewhere(onSignedIn: () => void): void {
  const callback = useRef(onSignedIn);
  callback.current = onSignedIn;

  useEffect(() => {
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      callback.current();
    };
    const check = async () => {
      if (done || document.visibilityState !== "visible") return;
      if (await isSignedIn()) finish();
    };
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    if (channel) channel.onmessage = (event) => event.data === "signed-in" && finish();
    const timer = window.setInterval(() => void check(), SIGNED_IN_POLL_MS);
    const onVisible = () => void check();
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("focus", onVisible);
    return () => {
      done = true;
      channel?.close();
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("focus", onVisible);
    };
  }, []);
}

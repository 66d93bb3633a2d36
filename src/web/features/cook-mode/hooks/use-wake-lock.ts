import { useEffect, useState } from "react";

/** The part of the Screen Wake Lock API the cook mode uses (not in every browser's types). */
interface WakeLockSentinelLike {
  released: boolean;
  release(): Promise<void>;
  addEventListener?(type: "release", listener: () => void): void;
}
interface WakeLockLike {
  request(type: "screen"): Promise<WakeLockSentinelLike>;
}

/** What the cook mode tells the cook about the screen: kept awake, or why not. */
export type WakeLockState = "pending" | "active" | "unsupported" | "failed";

/**
 * Keeps the screen awake while the component is shown (Screen Wake Lock API, issue 23): requests
 * a 'screen' lock at once, requests it again when the page becomes visible (browsers drop the
 * lock when the tab is hidden), and releases it on leave. Output: the lock's state; "unsupported"
 * where the browser has no `navigator.wakeLock`, "failed" when the request was refused (e.g. low
 * battery).
 */
export function useWakeLock(): WakeLockState {
  const wakeLock = (typeof navigator === "undefined" ? undefined : (navigator as Navigator & { wakeLock?: WakeLockLike }).wakeLock) ?? null;
  const [state, setState] = useState<WakeLockState>(wakeLock ? "pending" : "unsupported");

  useEffect(() => {
    if (!wakeLock) return;
    let sentinel: WakeLockSentinelLike | null = null;
    let left = false;
    const acquire = async () => {
      if (document.visibilityState !== "visible" || (sentinel && !sentinel.released)) return;
      try {
        const next = await wakeLock.request("screen");
        if (left) {
          void next.release();
          return;
        }
        sentinel = next;
        setState("active");
        next.addEventListener?.("release", () => !left && setState("pending"));
      } catch {
        if (!left) setState("failed");
      }
    };
    const onVisibility = () => void acquire();
    void acquire();
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      left = true;
      document.removeEventListener("visibilitychange", onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  }, [wakeLock]);

  return state;
}

import { getJson, requestJson } from "../../../lib/api-client";

/** Where the service worker is served (src/web/public/sw.js → /sw.js, scope "/"). */
export const SERVICE_WORKER_URL = "/sw.js";

/** True when this browser can receive web push (service workers, PushManager, notifications). */
export function pushSupported(): boolean {
  return typeof window !== "undefined" && "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const b64 = base64url
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const raw = atob(b64);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i += 1) out[i] = raw.charCodeAt(i);
  return out;
}

/** This device's current push subscription, or null (no service worker yet, or not subscribed). */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  const reg = await navigator.serviceWorker.getRegistration("/");
  return (await reg?.pushManager.getSubscription()) ?? null;
}

/**
 * Turn on notifications for this device: ask permission, register the service worker, subscribe
 * with the server's VAPID key (GET /api/push/vapid-public-key) and store it (POST /api/push/subscribe).
 * @throws Error with a readable message when permission is refused or push is unsupported.
 */
export async function subscribeDevice(): Promise<void> {
  if (!pushSupported()) throw new Error("This browser cannot show notifications.");
  const permission = await Notification.requestPermission();
  if (permission !== "granted") throw new Error("Notifications are blocked. Allow them in the browser settings.");
  const reg = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: "/" });
  await navigator.serviceWorker.ready;
  const { publicKey } = await getJson<{ publicKey: string }>("/api/push/vapid-public-key");
  const sub =
    (await reg.pushManager.getSubscription()) ??
    (await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) }));
  await requestJson("POST", "/api/push/subscribe", sub.toJSON());
}

/** Turn off notifications for this device (POST /api/push/unsubscribe, then the browser side). */
export async function unsubscribeDevice(): Promise<void> {
  const sub = await currentSubscription();
  if (!sub) return;
  await requestJson("POST", "/api/push/unsubscribe", { endpoint: sub.endpoint });
  await sub.unsubscribe();
}

import webpush from "web-push";
import type { PushPayload } from "../../../shared/schemas/push";
import type { Db } from "../../db/client";
import { checkPushEndpoint } from "./endpoint-policy";
import { deleteSubscription, type SubscriptionRow } from "./repository";
import type { VapidKeys } from "./vapid";

/** How the sender is configured: VAPID keys and subject, the allow-list, a fetch (tests may wrap it). */
export interface PushSenderConfig {
  vapid: VapidKeys;
  subject: string;
  allowHosts: readonly string[];
}

/** Seconds a push service keeps an undelivered reminder (a reminder is stale after an hour). */
export const PUSH_TTL_SEC = 3600;
/** Milliseconds to wait for a push service. */
export const PUSH_TIMEOUT_MS = 10_000;

export type SendResult = "sent" | "gone" | "refused" | "failed";

/**
 * Send one notification: the payload is encrypted for the subscription (RFC 8291 aes128gcm) and
 * signed with VAPID (RFC 8292) by web-push; the request itself is made here so the endpoint is
 * re-checked against the current allow-list right before sending and redirects are not followed.
 * A 404 or 410 answer means the subscription expired: it is deleted ("gone").
 * Output: "sent" (2xx), "gone", "refused" (endpoint no longer allowed), "failed" (other answers,
 * network errors, timeouts). Never throws.
 */
export async function sendPush(db: Db, cfg: PushSenderConfig, sub: SubscriptionRow, payload: PushPayload): Promise<SendResult> {
  try {
    checkPushEndpoint(sub.endpoint, cfg.allowHosts);
  } catch {
    return "refused";
  }
  try {
    const details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: { subject: cfg.subject, publicKey: cfg.vapid.publicKey, privateKey: cfg.vapid.privateKey },
        TTL: PUSH_TTL_SEC,
        contentEncoding: "aes128gcm",
        urgency: "normal",
      },
    );
    const res = await fetch(details.endpoint, {
      method: details.method,
      // fetch sets Content-Length itself (and refuses the numeric one web-push gives).
      headers: Object.fromEntries(
        Object.entries(details.headers)
          .filter(([k]) => k.toLowerCase() !== "content-length")
          .map(([k, v]) => [k, String(v)]),
      ),
      body: details.body ? new Uint8Array(details.body) : null,
      redirect: "manual",
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
    });
    await res.arrayBuffer().catch(() => undefined);
    if (res.status === 404 || res.status === 410) {
      await deleteSubscription(db, sub.endpoint);
      return "gone";
    }
    return res.ok ? "sent" : "failed";
  } catch {
    return "failed";
  }
}

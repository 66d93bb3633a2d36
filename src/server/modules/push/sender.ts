import webpush from "web-push";
import type { PushPayload } from "../../../shared/schemas/push";
import { safeFetch } from "../../lib/safe-fetch";
import { checkPushEndpoint } from "./endpoint-policy";
import { deleteSubscription, type SubscriptionRow } from "./repository";
import type { VapidKeys } from "./vapid";
import type { Db } from "../../kernel/db";

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
 * signed with VAPID (RFC 8292) by web-push; the request itself is made here, through safeFetch, so
 * the endpoint is re-checked against the current allow-list right before sending (and its
 * addresses by the SSRF guard) and redirects are not followed.
 * A 404 or 410 answer means the subscription expired: it is deleted ("gone").
 * Output: "sent" (2xx), "gone", "refused" (endpoint no longer allowed), "failed" (other answers,
 * network errors, timeouts). Never throws.
 */
export async function sendPush(db: Db, cfg: PushSenderConfig, sub: SubscriptionRow, payload: PushPayload): Promise<SendResult> {
  let url: URL;
  try {
    url = checkPushEndpoint(sub.endpoint, cfg.allowHosts);
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
    // Through the one outbound door: a known push service must resolve to public addresses (the
    // untrusted guard); an operator-listed PUSH_ALLOW_HOSTS service is trusted configuration.
    // Redirects are not followed (a push service answers directly).
    const res = await safeFetch(details.endpoint, {
      method: "POST",
      // undici sets Content-Length itself (and refuses the numeric one web-push gives).
      headers: Object.fromEntries(
        Object.entries(details.headers)
          .filter(([k]) => k.toLowerCase() !== "content-length")
          .map(([k, v]) => [k, String(v)]),
      ),
      body: details.body ? Buffer.from(details.body) : undefined,
      maxRedirects: 0,
      maxBytes: 64 * 1024,
      timeoutMs: PUSH_TIMEOUT_MS,
      trusted: cfg.allowHosts.includes(url.host.toLowerCase()),
    });
    if (res.status === 404 || res.status === 410) {
      await deleteSubscription(db, sub.endpoint);
      return "gone";
    }
    return res.ok ? "sent" : "failed";
  } catch {
    return "failed";
  }
}

/**
 * What a claimed notification's sends mean for its claim: "delivered" when some device accepted
 * it (mark it sent); "retry" when none did and at least one send failed (network, timeout, 5xx:
 * release the claim so the next run tries again); "settled" when every device is gone or refused
 * (trying again cannot help: mark it sent). Input: one SendResult per device.
 */
export function claimOutcome(results: readonly SendResult[]): "delivered" | "retry" | "settled" {
  if (results.includes("sent")) return "delivered";
  return results.includes("failed") ? "retry" : "settled";
}

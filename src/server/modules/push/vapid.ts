import webpush from "web-push";
import type { Tx } from "../../kernel/db";
import { loadOrStoreSetting } from "./repository";

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = "vapid_keys";

/**
 * The instance's VAPID key pair (RFC 8292): generated once and stored in app_setting so every
 * server process signs with the same key (a browser subscription is bound to the public key).
 * Insert-if-absent then read, so concurrent first starts agree on one pair.
 */
export async function loadOrCreateVapidKeys(db: Tx): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  return JSON.parse(await loadOrStoreSetting(db, KEY, JSON.stringify(fresh))) as VapidKeys;
}

/**
 * The VAPID `sub` claim: the public https URL when there is one, else a mailto: of MAIL_FROM's
 * address (push services use it to contact the operator).
 */
export function vapidSubject(publicUrl: string, mailFrom: string): string {
  if (publicUrl.startsWith("https://")) return publicUrl;
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address.includes("@") ? address : "no-reply@localhost"}`;
}

import type { Db } from "../kernel/db";
import { expiryStatus, compareByExpiry } from "../../shared/domain/expiry-status";
import { listItems } from "../modules/pantry/repository";
import { localClock } from "../modules/push/reminders";
import { listSubscriptions } from "../modules/push/repository";
import { claimOutcome, sendPush, type PushSenderConfig, type SendResult } from "../modules/push/sender";
import { useSoonDue, useSoonPayload } from "../modules/push/use-soon";
import { claimUseSoon, listUseSoonUsers, markUseSoonSent, releaseUseSoonClaim } from "../modules/push/use-soon-repository";

/**
 * The household's real items (no samples, amount above 0) that are "use soon" on local day `day`
 * by the app's expiry rule (shared/domain/expiry-status.ts: best-before today or within
 * USE_SOON_DAYS days; expired and undated items are left out), soonest first.
 */
export async function listUseSoonItems(db: Db, householdId: string, day: string): Promise<{ id: string; name: string }[]> {
  const rows = await listItems(db, householdId);
  return rows
    .filter((r) => r.source !== "sample" && Number(r.qty) > 0 && expiryStatus(r.expiresOn, day) === "use-soon")
    .sort(compareByExpiry)
    .map((r) => ({ id: r.id, name: r.product.name }));
}

/**
 * Send the use-soon digests due at `now` (issue 23 item 2). For each user who turned the digest
 * on and has a push subscription (push use-soon repository):
 * 1. the user's local day and minute in their time zone (a bad zone skips the user); skip unless
 *    their digest time came within USE_SOON_GRACE_MIN (push use-soon);
 * 2. the items of the user's current household that expire soon (pantry); none → nothing sent,
 *    nothing claimed (an item added later that day may still make a digest within the grace);
 * 3. claim (user, day) in the database, so of several server processes one sends, once a day;
 * 4. push to each of the user's devices (push sender); when one accepted it, mark it sent; when
 *    none did and a send failed, release the claim so the next run retries (the meal reminders'
 *    old bug of marking a failed push sent is not repeated).
 * Output: the number of devices that accepted a digest. Never throws for one failed device.
 */
export async function sendDueUseSoonDigests(db: Db, cfg: PushSenderConfig, now: Date = new Date()): Promise<number> {
  let delivered = 0;
  for (const user of await listUseSoonUsers(db)) {
    let clock: { day: string; minute: number };
    try {
      clock = localClock(now, user.timeZone);
    } catch {
      continue;
    }
    if (!useSoonDue(user.time, clock.minute)) continue;
    const items = await listUseSoonItems(db, user.householdId, clock.day);
    if (items.length === 0) continue;
    if (!(await claimUseSoon(db, user.userId, clock.day, now))) continue;
    const payload = useSoonPayload(items, clock.day);
    const results: SendResult[] = [];
    for (const sub of await listSubscriptions(db, [user.userId])) results.push(await sendPush(db, cfg, sub, payload));
    delivered += results.filter((r) => r === "sent").length;
    if (claimOutcome(results) === "retry") await releaseUseSoonClaim(db, user.userId, clock.day);
    else await markUseSoonSent(db, user.userId, clock.day);
  }
  return delivered;
}

import type { PushPayload } from "../../../shared/schemas/push";

/**
 * The digest is still sent this many minutes after its time (3 h): a server that was down, or a
 * push service that failed, catches up later in the morning; after that the day's digest is skipped.
 */
export const USE_SOON_GRACE_MIN = 180;

/** At most this many item ids go in the digest's link (the soonest-expiring first). */
export const USE_SOON_LINK_MAX_ITEMS = 20;

/**
 * Whether a digest set for local time `time` ('HH:MM') is due at local minute `minute` (0–1439):
 * its time has come within the last USE_SOON_GRACE_MIN minutes of the same day.
 * Example: time "08:00" → due at minutes 480…659.
 */
export function useSoonDue(time: string, minute: number): boolean {
  const [h, m] = time.split(":").map(Number);
  const at = h * 60 + m;
  return Number.isFinite(at) && minute >= at && minute < at + USE_SOON_GRACE_MIN;
}

/** A name as it reads inside a sentence: "Spinach" → "spinach"; "BBQ sauce", "iPhone" kept. */
function inSentence(name: string): string {
  const first = name.split(/\s+/)[0] ?? "";
  return /^[A-Z][a-z'’-]*$/.test(first) ? name[0].toLowerCase() + name.slice(1) : name;
}

/** A name at the start of a sentence: "spinach" → "Spinach". */
function atStart(name: string): string {
  return name[0] ? name[0].toUpperCase() + name.slice(1) : name;
}

/**
 * The digest's headline for item names (distinct, soonest first; at least one):
 * 1 → "Milk: use soon"; 2 → "Milk and spinach use soon"; 3 → "Milk, spinach and eggs use soon";
 * 4 or more → "Milk, spinach and 2 more use soon".
 */
export function useSoonTitle(names: readonly string[]): string {
  const shown = names.length <= 3 ? names : names.slice(0, 2);
  const words = shown.map((n, i) => (i === 0 ? atStart(n) : inSentence(n)));
  if (words.length === 1) return `${words[0]}: use soon`;
  const rest = names.length - shown.length;
  const list = rest > 0 ? `${words.join(", ")} and ${rest} more` : `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
  return `${list} use soon`;
}

/**
 * The notification for one day's digest. Input: the items that expire soon, soonest first
 * ({id, name}); the user's local day 'YYYY-MM-DD'. Output: the headline (useSoonTitle over the
 * distinct names), a body, a link to the pantry's ideas focused on the items
 * (`/?use=<id>,<id>…`, at most USE_SOON_LINK_MAX_ITEMS ids) and a tag per day (a device shows it once).
 */
export function useSoonPayload(items: readonly { id: string; name: string }[], day: string): PushPayload {
  const names: string[] = [];
  const seen = new Set<string>();
  for (const { name } of items) {
    const key = name.trim().toLowerCase();
    if (!key || seen.has(key)) continue;
    seen.add(key);
    names.push(name.trim());
  }
  const ids = items.slice(0, USE_SOON_LINK_MAX_ITEMS).map((i) => i.id);
  return {
    title: useSoonTitle(names.length > 0 ? names : ["Some items"]),
    body: names.length === 1 ? "Tap for recipe ideas that use it." : "Tap for recipe ideas that use them.",
    url: `/?use=${ids.join(",")}`,
    tag: `use-soon-${day}`,
  };
}

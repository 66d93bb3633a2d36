import type { CalendarFeedCreated, CalendarFeedStatus } from "../../../shared/schemas/calendar-feed";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token";
import { deleteFeedOf, findFeedOf, putFeed, type CalendarFeedRow } from "./repository";

/** Path of a feed: /api/calendar/<secret>.ics (the secret: 43 base64url characters). */
export function feedPath(secret: string): string {
  return `/api/calendar/${secret}.ics`;
}

function status(row: CalendarFeedRow | null): CalendarFeedStatus {
  return {
    exists: row !== null,
    createdAt: row?.createdAt.toISOString() ?? null,
    lastFetchedAt: row?.lastFetchedAt?.toISOString() ?? null,
  };
}

/** The user's link without its secret (GET /api/calendar-feed). */
export async function feedStatus(db: Tx, user: SessionUser): Promise<CalendarFeedStatus> {
  return status(await findFeedOf(db, user.id));
}

/**
 * Make the user's private calendar link for their current household, or reset it (a new secret;
 * the old URL answers 404 from now on). Input: the user and PUBLIC_URL (the URL's base, never
 * taken from the request). Output: the status plus the full URL, shown this once (only the
 * secret's SHA-256 is stored).
 */
export async function makeFeed(db: Tx, user: SessionUser, publicUrl: string): Promise<CalendarFeedCreated> {
  const secret = newSecretToken();
  const row = await putFeed(db, user.id, user.householdId, hashSecretToken(secret));
  return { ...status(row), url: `${publicUrl.replace(/\/+$/, "")}${feedPath(secret)}` };
}

/** Turn the user's link off (its URL answers 404). Output: the (empty) status. */
export async function removeFeed(db: Tx, user: SessionUser): Promise<CalendarFeedStatus> {
  await deleteFeedOf(db, user.id);
  return status(null);
}

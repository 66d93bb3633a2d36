import type { Analytics } from "../../../shared/schemas/analytics";
import { DEFAULT_RETENTION_DAYS } from "../../kernel/config/env";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";
import { householdAnalytics } from "./repository";

/**
 * GET /api/analytics/{householdId}: SPEC §3 analytics of the signed-in user's household (the
 * caller has checked the path's id is theirs). `retentionDays` is HISTORY_RETENTION_DAYS, or
 * DEFAULT_RETENTION_DAYS when not configured.
 */
export async function analyticsFor(db: Tx, user: SessionUser, retentionDays: number | undefined): Promise<Analytics> {
  return householdAnalytics(db, user.householdId, retentionDays ?? DEFAULT_RETENTION_DAYS);
}

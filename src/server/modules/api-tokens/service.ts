import { AppError } from "../../../shared/errors";
import { API_TOKENS_PER_USER, type ApiToken, type CreatedApiToken } from "../../../shared/schemas/api-tokens";
import type { Tx } from "../../kernel/db";
import type { SessionUser } from "../../kernel/session-user";
import { hashSecretToken, newSecretToken } from "../../lib/secret-token";
import { countApiTokens, deleteApiToken, insertApiToken, listApiTokens, type ApiTokenRow } from "./repository";

/** Every personal API token starts with this, so a leaked one is recognisable (logs, secret scanners). */
export const API_TOKEN_PREFIX = "pmk_";

function toApiToken(row: ApiTokenRow): ApiToken {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), lastUsedAt: row.lastUsedAt?.toISOString() ?? null };
}

/**
 * Make a token for the signed-in user, acting in their current household. Input: the user and a
 * name (1–60 characters, already validated). Output: the listed fields plus the token (shown once;
 * only its SHA-256 is stored) and the household id scripts put in the pantry and plan paths.
 * @throws AppError CONFLICT when the user already holds API_TOKENS_PER_USER (20) tokens.
 */
export async function createApiToken(db: Tx, user: SessionUser, name: string): Promise<CreatedApiToken> {
  if ((await countApiTokens(db, user.id)) >= API_TOKENS_PER_USER)
    throw new AppError("CONFLICT", `You can hold at most ${API_TOKENS_PER_USER} API tokens. Revoke one you no longer use first.`);
  const token = newSecretToken(API_TOKEN_PREFIX);
  const row = await insertApiToken(db, { userId: user.id, householdId: user.householdId, name, tokenHash: hashSecretToken(token) });
  return { ...toApiToken(row), token, householdId: user.householdId };
}

/** The user's own tokens (name, created, last used; never the token), newest first. */
export async function listOwnApiTokens(db: Tx, user: SessionUser): Promise<ApiToken[]> {
  return (await listApiTokens(db, user.id)).map(toApiToken);
}

/**
 * Revoke one of the user's tokens (the row is deleted; the next request with it answers 401).
 * @throws AppError NOT_FOUND for an unknown id or another person's token.
 */
export async function revokeApiToken(db: Tx, user: SessionUser, id: string): Promise<void> {
  if (!(await deleteApiToken(db, user.id, id))) throw new AppError("NOT_FOUND", "API token not found");
}

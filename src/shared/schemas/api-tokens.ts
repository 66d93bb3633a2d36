import { z } from "zod";

/** Longest token name (characters, after trimming). */
export const API_TOKEN_NAME_MAX = 60;
/** Most tokens one person may hold at a time (a script each is plenty; old ones can be revoked). */
export const API_TOKENS_PER_USER = 20;

/** POST /api/api-tokens body: {name} — 1–60 characters, trimmed. */
export const createApiTokenSchema = z.object({
  name: z.string().trim().min(1, "Give the token a name").max(API_TOKEN_NAME_MAX, `Use at most ${API_TOKEN_NAME_MAX} characters`),
});

/** One token as listed (never the token itself): ISO timestamps; lastUsedAt null = never used. */
export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** GET /api/api-tokens: the caller's own tokens, newest first. */
export const apiTokenListSchema = z.array(apiTokenSchema);

/**
 * POST /api/api-tokens answer: the listed fields plus `token`, the secret itself, shown this once
 * (only its SHA-256 is stored), and `householdId`, the household the token reads and writes.
 */
export const createdApiTokenSchema = apiTokenSchema.extend({ token: z.string(), householdId: z.uuid() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { verifyRequestSchema, verifyResponseSchema } from "../../../../shared/schemas/auth";
import { jsonFetch } from "../../../lib/api-client";
import { NETWORK_ERROR } from "./request-magic-link";

type VerifyBody = z.input<typeof verifyRequestSchema>;

/** The server's answer on success, or the refusal with its error field (when present). */
export type VerifyResult = z.infer<typeof verifyResponseSchema> | { success: false; error?: string };

/** POST /auth/verify {token} — spends the e-mailed token and starts a session. Throws only on network failure. */
export async function verifyMagicLink(token: string): Promise<VerifyResult> {
  let res: Response;
  try {
    res = await jsonFetch("POST", "/auth/verify", { token } satisfies VerifyBody);
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  const data = (await res.json().catch(() => null)) as { success?: unknown; isNewUser?: unknown; error?: unknown } | null;
  if (res.ok && data?.success === true) return { success: true, isNewUser: data.isNewUser === true };
  return { success: false, error: typeof data?.error === "string" && data.error ? data.error : undefined };
}

/** The confirm screen's mutation: verifyMagicLink(token) → VerifyResult. */
export function useVerifyMagicLink() {
  return useMutation({ mutationFn: verifyMagicLink });
}

import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { magicLinkRequestSchema, magicLinkResponseSchema } from "../../../../shared/schemas/auth";
import { jsonFetch } from "../../../lib/api-client";

/** Sign-in {email} or sign-up {email, firstName, lastName?} (lastName omitted when empty). */
export type MagicLinkBody = z.input<typeof magicLinkRequestSchema>;

/** `success`: HTTP ok and a success flag true (SPEC §4); `error`: the server's error field, when present. */
export type MagicLinkResult = z.infer<typeof magicLinkResponseSchema>;

export const NETWORK_ERROR = "Network error. Please try again.";

/** POST /auth/magic-link — asks the server to e-mail a sign-in link. Throws only on network failure. */
export async function requestMagicLink(body: MagicLinkBody): Promise<MagicLinkResult> {
  let res: Response;
  try {
    res = await jsonFetch("POST", "/auth/magic-link", body);
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  const data = (await res.json().catch(() => null)) as { success?: unknown; error?: unknown } | null;
  return {
    success: res.ok && data?.success === true,
    error: typeof data?.error === "string" && data.error ? data.error : undefined,
  };
}

/** The sign-in and sign-up forms' mutation: requestMagicLink(body) → MagicLinkResult. */
export function useRequestMagicLink() {
  return useMutation({ mutationFn: requestMagicLink });
}

import { useMutation } from "@tanstack/react-query";
import { jsonFetch } from "../../../lib/api-client";
import { NETWORK_ERROR } from "./request-magic-link";

export type VerifyResult = { success: true; isNewUser: boolean } | { success: false; error?: string };

/** POST /auth/verify {token} — spends the e-mailed token and starts a session. Throws only on network failure. */
export async function verifyMagicLink(token: string): Promise<VerifyResult> {
  let res: Response;
  try {
    res = await jsonFetch("POST", "/auth/verify", { token });
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  const data = (await res.json().catch(() => null)) as { success?: unknown; isNewUser?: unknown; error?: unknown } | null;
  if (res.ok && data?.success === true) return { success: true, isNewUser: data.isNewUser === true };
  return { success: false, error: typeof data?.error === "string" && data.error ? data.error : undefined };
}

export function useVerifyMagicLink() {
  return useMutation({ mutationFn: verifyMagicLink });
}

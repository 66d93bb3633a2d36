/**
 * Errors of the outbound HTTP door (safe-fetch.ts): a precise code for logs, and one uniform
 * user-facing answer for every link the SSRF guard refuses.
 */

export type SafeFetchErrorCode =
  | "blocked_address"
  | "bad_url"
  | "timeout"
  | "too_large"
  | "too_many_redirects"
  | "http_error"
  | "network"
  | "bad_response";

/** The one user-facing text of every refused untrusted link (see `describeFetchError`). */
export const REFUSED_LINK_MESSAGE = "That link cannot be opened. Use a public http or https web address.";

const MESSAGES: Record<SafeFetchErrorCode, string> = {
  // One text for every refusal, so a user cannot tell which rule (or which address) refused it.
  blocked_address: REFUSED_LINK_MESSAGE,
  bad_url: REFUSED_LINK_MESSAGE,
  timeout: "The other server took too long to answer.",
  too_large: "The other server's answer is too large.",
  too_many_redirects: "The link redirects too many times.",
  http_error: "The other server answered with an error.",
  network: "Could not reach the other server.",
  bad_response: "The other server's answer could not be read.",
};

/** A failed outbound request. `message` is safe to show users; `cause` holds the details for logs. */
export class SafeFetchError extends Error {
  readonly code: SafeFetchErrorCode;
  /** The HTTP status for `http_error`. */
  readonly status?: number;
  constructor(code: SafeFetchErrorCode, opts: { cause?: unknown; status?: number; message?: string } = {}) {
    super(opts.message ?? MESSAGES[code], { cause: opts.cause });
    this.name = "SafeFetchError";
    this.code = code;
    this.status = opts.status;
  }
}

/**
 * What a user may be told about a failed outbound request: `{ code, message }`. Every refusal
 * by the guard (codes bad_url and blocked_address) becomes `{ code: "refused", message:
 * REFUSED_LINK_MESSAGE }`, whatever the reason; other SafeFetchErrors keep their code and text;
 * anything else is `{ code: "network", … }`. Log the error itself (code, cause) for operators.
 */
export function describeFetchError(err: unknown): { code: "refused" | Exclude<SafeFetchErrorCode, "bad_url" | "blocked_address">; message: string } {
  if (!(err instanceof SafeFetchError)) return { code: "network", message: MESSAGES.network };
  if (err.code === "bad_url" || err.code === "blocked_address") return { code: "refused", message: REFUSED_LINK_MESSAGE };
  return { code: err.code, message: err.message };
}


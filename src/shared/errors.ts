/**
 * Application error codes and the JSON error body every API error uses.
 *
 * Server code throws `new AppError(code, message)`; one map (server/plugins/error-handler.ts)
 * turns the code into an HTTP status. Validation errors list every issue.
 */
export const APP_ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

export interface ErrorIssue {
  /** Dotted path of the offending field, e.g. "items.0.qty"; "" for the whole body. */
  path: string;
  message: string;
}

/** JSON body of every non-2xx API answer. */
export interface ErrorBody {
  error: string;
  code: AppErrorCode;
  issues?: ErrorIssue[];
}

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly issues?: ErrorIssue[];

  constructor(code: AppErrorCode, message: string, issues?: ErrorIssue[]) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.issues = issues;
  }

  get status(): number {
    return APP_ERROR_STATUS[this.code];
  }
}

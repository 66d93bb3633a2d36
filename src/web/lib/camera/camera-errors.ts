/**
 * SPEC §8 camera errors: unsupported browser; permission denied (allow and refresh); no camera
 * found; camera in use; constraints unsatisfiable. Plus two we meet in practice: the video did
 * not start within SPEC §9's 5 s, and anything else. Denied offers a refresh; the rest Try Again.
 */
export type CameraErrorKind = "unsupported" | "insecure" | "denied" | "not-found" | "in-use" | "constraints" | "timeout" | "unknown";

/** What the user is offered to recover: reload the page (after allowing access) or try again. */
export type CameraRecovery = "refresh" | "retry";

/** A camera failure with a kind the UI can explain. */
export class CameraError extends Error {
  readonly kind: CameraErrorKind;
  override readonly cause: unknown;
  constructor(kind: CameraErrorKind, cause?: unknown) {
    super(cameraErrorText(kind).message);
    this.name = "CameraError";
    this.kind = kind;
    this.cause = cause;
  }
}

const TEXTS: Record<CameraErrorKind, { title: string; message: string }> = {
  unsupported: {
    title: "Camera not supported",
    message: "This browser can't use the camera. Try a recent version of Chrome, Safari, Firefox or Edge.",
  },
  insecure: {
    title: "Camera needs a secure connection",
    message: "Browsers only allow the camera on secure (https://) pages. Open the app through its https:// address.",
  },
  denied: {
    title: "Camera access denied",
    message: "Allow camera access for this site in your browser's settings (usually the icon next to the address), then refresh the page.",
  },
  "not-found": {
    title: "No camera found",
    message: "We couldn't find a camera on this device. Connect a camera and try again.",
  },
  "in-use": {
    title: "Camera in use",
    message: "Another app or browser tab is using the camera. Close it and try again.",
  },
  constraints: {
    title: "Camera settings not supported",
    message: "Your camera can't provide the requested video settings. Try again to use its default settings.",
  },
  timeout: {
    title: "Camera didn't start",
    message: "The camera took too long to start. Try again.",
  },
  unknown: {
    title: "Camera error",
    message: "Something went wrong while starting the camera. Try again.",
  },
};

/** The title and explanation shown for a kind of camera failure. */
export function cameraErrorText(kind: CameraErrorKind): { title: string; message: string } {
  return TEXTS[kind];
}

/** Denied needs the user to allow access and reload; everything else can simply be tried again. */
export function cameraRecovery(kind: CameraErrorKind): CameraRecovery {
  return kind === "denied" ? "refresh" : "retry";
}

/** What the environment offers, for telling "unsupported" from "insecure". */
export interface CameraEnvironment {
  secureContext: boolean;
  hasGetUserMedia: boolean;
}

/** The current browser's camera environment. */
export function cameraEnvironment(): CameraEnvironment {
  return {
    secureContext: typeof window !== "undefined" && window.isSecureContext,
    hasGetUserMedia: typeof navigator !== "undefined" && typeof navigator.mediaDevices?.getUserMedia === "function",
  };
}

/**
 * Maps a getUserMedia failure (a DOMException by name, including old Chrome/Firefox names) to
 * a kind. Without getUserMedia the browser is unsupported, or the page is not a secure context.
 */
export function classifyCameraError(err: unknown, env: CameraEnvironment = cameraEnvironment()): CameraErrorKind {
  if (err instanceof CameraError) return err.kind;
  if (!env.hasGetUserMedia) return env.secureContext ? "unsupported" : "insecure";
  const name = typeof err === "object" && err !== null && "name" in err ? String((err as { name: unknown }).name) : "";
  switch (name) {
    case "NotAllowedError":
    case "PermissionDeniedError":
    case "SecurityError":
      return "denied";
    case "NotFoundError":
    case "DevicesNotFoundError":
      return "not-found";
    case "NotReadableError":
    case "TrackStartError":
    case "AbortError":
      return "in-use";
    case "OverconstrainedError":
    case "ConstraintNotSatisfiedError":
      return "constraints";
    case "NotSupportedError":
      return "unsupported";
    default:
      return "unknown";
  }
}

import { describe, expect, it } from "vitest";
import { CameraError, cameraErrorText, cameraRecovery, classifyCameraError } from "./camera-errors";

const ok = { secureContext: true, hasGetUserMedia: true };
const domError = (name: string) => Object.assign(new Error(name), { name });

describe("classifyCameraError", () => {
  it.each([
    ["NotAllowedError", "denied"],
    ["PermissionDeniedError", "denied"],
    ["SecurityError", "denied"],
    ["NotFoundError", "not-found"],
    ["DevicesNotFoundError", "not-found"],
    ["NotReadableError", "in-use"],
    ["TrackStartError", "in-use"],
    ["AbortError", "in-use"],
    ["OverconstrainedError", "constraints"],
    ["ConstraintNotSatisfiedError", "constraints"],
    ["NotSupportedError", "unsupported"],
    ["WeirdError", "unknown"],
  ])("%s → %s", (name, kind) => {
    expect(classifyCameraError(domError(name), ok)).toBe(kind);
  });

  it("without getUserMedia: unsupported on a secure page, insecure otherwise", () => {
    expect(classifyCameraError(new TypeError("x"), { secureContext: true, hasGetUserMedia: false })).toBe("unsupported");
    expect(classifyCameraError(new TypeError("x"), { secureContext: false, hasGetUserMedia: false })).toBe("insecure");
  });

  it("keeps the kind of a CameraError and tolerates non-errors", () => {
    expect(classifyCameraError(new CameraError("timeout"), ok)).toBe("timeout");
    expect(classifyCameraError("boom", ok)).toBe("unknown");
    expect(classifyCameraError(null, ok)).toBe("unknown");
  });
});

describe("recovery and texts", () => {
  it("offers a refresh only when denied", () => {
    expect(cameraRecovery("denied")).toBe("refresh");
    for (const kind of ["unsupported", "not-found", "in-use", "constraints", "timeout", "unknown"] as const) {
      expect(cameraRecovery(kind)).toBe("retry");
    }
  });

  it("explains denied with allow and refresh", () => {
    expect(cameraErrorText("denied").message).toMatch(/Allow camera access.*refresh the page/);
    expect(new CameraError("in-use").message).toBe(cameraErrorText("in-use").message);
  });
});

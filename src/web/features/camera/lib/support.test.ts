import { describe, expect, it } from "vitest";
import { canScan, supportChecks, type SupportEnv } from "./support";

const full: SupportEnv = {
  secureContext: true,
  hasMediaDevices: true,
  hasGetUserMedia: true,
  hasEnumerateDevices: true,
  hasPermissions: true,
  hasBarcodeDetector: false,
  hasWasm: true,
  hasWorker: true,
};

describe("camera support checks", () => {
  it("a modern secure browser can scan without BarcodeDetector", () => {
    const checks = supportChecks(full);
    expect(canScan(checks)).toBe(true);
    expect(checks.find((c) => c.id === "hasBarcodeDetector")).toMatchObject({ ok: false, required: false });
  });

  it("an insecure page cannot, and says why", () => {
    const checks = supportChecks({ ...full, secureContext: false, hasMediaDevices: false, hasGetUserMedia: false });
    expect(canScan(checks)).toBe(false);
    expect(checks[0]).toMatchObject({ id: "secureContext", ok: false });
    expect(checks[0].detail).toMatch(/https:\/\//);
  });

  it("optional features do not block scanning", () => {
    expect(canScan(supportChecks({ ...full, hasEnumerateDevices: false, hasPermissions: false }))).toBe(true);
    expect(canScan(supportChecks({ ...full, hasWasm: false }))).toBe(false);
  });
});

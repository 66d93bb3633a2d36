import { afterEach, describe, expect, it, vi } from "vitest";
import { CameraError } from "./camera-errors";
import { cameraAttempts, openCamera } from "./open-camera";

const ideal = { width: 1280, height: 720 };
const domError = (name: string) => Object.assign(new Error(name), { name });

function stubGetUserMedia(impl: (c: MediaStreamConstraints) => Promise<MediaStream>) {
  const getUserMedia = vi.fn(impl);
  vi.stubGlobal("navigator", { ...navigator, mediaDevices: { getUserMedia } });
  return getUserMedia;
}

afterEach(() => vi.unstubAllGlobals());

describe("cameraAttempts", () => {
  it("tries rear, then front, then any camera at the ideal size, then no constraints", () => {
    const attempts = cameraAttempts(ideal);
    expect(attempts.map((a) => a.facing)).toEqual(["environment", "user", "any", "any"]);
    expect(attempts[0].video).toEqual({ width: { ideal: 1280 }, height: { ideal: 720 }, facingMode: { exact: "environment" } });
    expect(attempts[3].video).toBe(true);
  });

  it("a chosen device is the only attempt", () => {
    expect(cameraAttempts(ideal, "cam-2")).toEqual([
      { facing: "device", video: { width: { ideal: 1280 }, height: { ideal: 720 }, deviceId: { exact: "cam-2" } } },
    ]);
  });
});

describe("openCamera", () => {
  it("falls back from the rear camera to the front one", async () => {
    const stream = {} as MediaStream;
    const gum = stubGetUserMedia(async (c) => {
      if ((c.video as MediaTrackConstraints).facingMode && JSON.stringify(c.video).includes("environment"))
        throw domError("OverconstrainedError");
      return stream;
    });
    await expect(openCamera({ ideal })).resolves.toEqual({ stream, facing: "user" });
    expect(gum).toHaveBeenCalledTimes(2);
  });

  it("stops at a denial", async () => {
    const gum = stubGetUserMedia(async () => {
      throw domError("NotAllowedError");
    });
    const err = await openCamera({ ideal }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(CameraError);
    expect((err as CameraError).kind).toBe("denied");
    expect(gum).toHaveBeenCalledTimes(1);
  });

  it("reports the last failure when no camera works", async () => {
    const gum = stubGetUserMedia(async () => {
      throw domError("NotFoundError");
    });
    await expect(openCamera({ ideal })).rejects.toMatchObject({ kind: "not-found" });
    expect(gum).toHaveBeenCalledTimes(4);
  });
});

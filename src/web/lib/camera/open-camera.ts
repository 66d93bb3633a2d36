import { CameraError, cameraEnvironment, classifyCameraError } from "./camera-errors";
import { VIDEO_START_TIMEOUT_MS } from "./constants";

/** Which camera an attempt asked for (SPEC §4: rear, then front, then any). */
export type CameraFacing = "environment" | "user" | "any" | "device";

export interface OpenedCamera {
  stream: MediaStream;
  facing: CameraFacing;
}

/** Failures worth trying the next camera for; a denial or a missing API ends the attempts. */
const TRY_NEXT = new Set(["constraints", "not-found", "in-use", "unknown"]);

/** The getUserMedia video constraints tried in order, most specific first. */
export function cameraAttempts(
  ideal: { width: number; height: number },
  deviceId?: string,
): { facing: CameraFacing; video: MediaTrackConstraints | true }[] {
  const size = { width: { ideal: ideal.width }, height: { ideal: ideal.height } };
  if (deviceId) return [{ facing: "device", video: { ...size, deviceId: { exact: deviceId } } }];
  return [
    { facing: "environment", video: { ...size, facingMode: { exact: "environment" } } },
    { facing: "user", video: { ...size, facingMode: { exact: "user" } } },
    { facing: "any", video: size },
    { facing: "any", video: true },
  ];
}

/**
 * Opens a camera at the ideal size: the chosen device, or the rear camera, then the front one,
 * then any (finally with no constraints at all). Throws a CameraError whose kind explains the
 * last failure (a denial stops at once).
 */
export async function openCamera(opts: { ideal: { width: number; height: number }; deviceId?: string }): Promise<OpenedCamera> {
  const env = cameraEnvironment();
  if (!env.hasGetUserMedia) throw new CameraError(env.secureContext ? "unsupported" : "insecure");
  let last: unknown = null;
  for (const attempt of cameraAttempts(opts.ideal, opts.deviceId)) {
    try {
      const stream = await navigator.mediaDevices.getUserMedia({ video: attempt.video, audio: false });
      return { stream, facing: attempt.facing };
    } catch (err) {
      last = err;
      if (!TRY_NEXT.has(classifyCameraError(err, env))) break;
    }
  }
  throw new CameraError(classifyCameraError(last, env), last);
}

/**
 * Shows a stream in a <video> and waits until it plays with a frame size; throws
 * CameraError("timeout") after SPEC §9's 5 s.
 */
export async function startVideo(video: HTMLVideoElement, stream: MediaStream, timeoutMs = VIDEO_START_TIMEOUT_MS): Promise<void> {
  video.srcObject = stream;
  video.muted = true;
  video.playsInline = true;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const ready = new Promise<void>((resolve, reject) => {
    const check = () => {
      if (video.videoWidth > 0 && video.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) resolve();
    };
    video.addEventListener("loadeddata", check);
    video.addEventListener("playing", check);
    video.play().then(check, reject);
  });
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CameraError("timeout")), timeoutMs);
  });
  try {
    await Promise.race([ready, timeout]);
  } catch (err) {
    // play() rejects with AbortError when the element is torn down; treat as "did not start".
    throw err instanceof CameraError ? err : new CameraError("timeout", err);
  } finally {
    clearTimeout(timer);
  }
}

/** Stops every track of a stream (the camera light goes off). */
export function stopStream(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The video cameras the browser lists (labels are empty until camera permission is given). */
export async function listCameras(): Promise<MediaDeviceInfo[]> {
  if (typeof navigator.mediaDevices?.enumerateDevices !== "function") return [];
  const devices = await navigator.mediaDevices.enumerateDevices();
  return devices.filter((d) => d.kind === "videoinput");
}

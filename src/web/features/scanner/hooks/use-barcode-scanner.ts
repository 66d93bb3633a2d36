import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { CameraError, classifyCameraError } from "../../../lib/camera/camera-errors";
import { SCAN_INTERVAL_MS, SCAN_VIDEO_IDEAL } from "../../../lib/camera/constants";
import { openCamera, startVideo, stopStream, type CameraFacing } from "../../../lib/camera/open-camera";
import { useCameraPermission, type CameraPermission } from "../../../lib/camera/use-camera-permission";
import { createBarcodeDecoder, grabFrame, type DecodeOutcome } from "../lib/barcode-decoder";

/** SPEC §8: what the error callback receives (and the log says) when the camera cannot open. */
export const CAMERA_START_FAILED = "Failed to access camera for barcode scanning";

export interface BarcodeScannerOptions {
  /** Inactive: no camera. Active: the camera starts and frames are decoded every 500 ms. */
  active: boolean;
  /** Told once about the first barcode read (unless `continuous`). */
  onDetected: (text: string, format: string) => void;
  /** Gets CAMERA_START_FAILED when the camera cannot open; its presence also turns on frame-error warnings. */
  onError?: (message: string) => void;
  /** A specific camera (camera test); otherwise rear, then front, then any. */
  deviceId?: string;
  /** Keep decoding after a read (camera test); onDetected is then called for every read. */
  continuous?: boolean;
  /** Told about every decode attempt (camera test readout). */
  onFrame?: (outcome: DecodeOutcome) => void;
}

export interface BarcodeScannerState {
  videoRef: RefObject<HTMLVideoElement | null>;
  /** SPEC §4 scanning flag: on while looking for a barcode; off after a read or a camera failure. */
  scanning: boolean;
  /** True once the video plays. */
  videoReady: boolean;
  error: CameraError | null;
  /** Which camera attempt succeeded. */
  facing: CameraFacing | null;
  /** SPEC §4 camera permission state (Permissions API; "unknown" where it is missing). */
  permission: CameraPermission;
  /** Starts the camera again (Try Again). */
  retry: () => void;
}

/**
 * The scanner panel's engine (SPEC §4 Scanner panel): opens the camera (ideal 1280×720, rear →
 * front → any, 5 s to start), sends a frame every 500 ms to the decoder worker, reports the
 * first read once and clears the scanning flag. The camera stops when inactive or unmounted.
 */
export function useBarcodeScanner(opts: BarcodeScannerOptions): BarcodeScannerState {
  const { active, deviceId, continuous = false } = opts;
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const callbacks = useRef(opts);
  useEffect(() => {
    callbacks.current = opts;
  });
  const [scanning, setScanning] = useState(false);
  const [videoReady, setVideoReady] = useState(false);
  const [error, setError] = useState<CameraError | null>(null);
  const [facing, setFacing] = useState<CameraFacing | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const permission = useCameraPermission(attempt);
  // Access allowed in the browser's settings after a denial: start again without a reload.
  const deniedThenGranted = error?.kind === "denied" && permission === "granted";
  useEffect(() => {
    if (deniedThenGranted) retry();
  }, [deniedThenGranted, retry]);

  useEffect(() => {
    if (!active) {
      setScanning(false);
      return;
    }
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const decoder = createBarcodeDecoder();
    const canvas = document.createElement("canvas");
    const video = videoRef.current;
    setError(null);
    setVideoReady(false);
    setScanning(true);

    const scanOnce = async () => {
      if (stopped || !video) return;
      const started = performance.now();
      let found = false;
      const frame = grabFrame(video, canvas);
      if (frame) {
        try {
          const outcome = await decoder.decode(frame);
          if (stopped) return;
          callbacks.current.onFrame?.(outcome);
          if (outcome.result) {
            found = true;
            callbacks.current.onDetected(outcome.result.text, outcome.result.format);
          }
        } catch (err) {
          if (stopped) return;
          // SPEC §8: per-frame errors are warnings, logged only when an error callback exists; scanning goes on.
          if (callbacks.current.onError) console.warn("Barcode scan error:", err);
        }
      }
      if (found && !continuous) {
        setScanning(false);
        return;
      }
      timer = setTimeout(() => void scanOnce(), Math.max(0, SCAN_INTERVAL_MS - (performance.now() - started)));
    };

    const start = async () => {
      try {
        if (!video) throw new CameraError("unknown");
        const opened = await openCamera({ ideal: SCAN_VIDEO_IDEAL, deviceId });
        stream = opened.stream;
        if (stopped) return stopStream(stream);
        setFacing(opened.facing);
        await startVideo(video, opened.stream);
        if (stopped) return;
        setVideoReady(true);
        timer = setTimeout(() => void scanOnce(), SCAN_INTERVAL_MS);
      } catch (err) {
        if (stopped) return;
        stopStream(stream);
        const cameraError = err instanceof CameraError ? err : new CameraError(classifyCameraError(err), err);
        setScanning(false);
        setError(cameraError);
        console.error(CAMERA_START_FAILED, err);
        callbacks.current.onError?.(CAMERA_START_FAILED);
      }
    };
    void start();

    return () => {
      stopped = true;
      clearTimeout(timer);
      stopStream(stream);
      decoder.terminate();
      if (video) video.srcObject = null;
    };
  }, [active, attempt, deviceId, continuous]);

  return { videoRef, scanning, videoReady, error, facing, permission, retry };
}

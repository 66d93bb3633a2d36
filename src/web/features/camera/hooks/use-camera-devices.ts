import { useCallback, useEffect, useState } from "react";
import { CameraError, classifyCameraError } from "../../../lib/camera/camera-errors";
import { SCAN_VIDEO_IDEAL } from "../../../lib/camera/constants";
import { listCameras, openCamera, stopStream } from "../../../lib/camera/open-camera";

/**
 * The device's cameras (kept up to date when one is plugged in or out) and a way to ask for
 * access, which also reveals their names (browsers hide labels until access is given).
 */
export function useCameraDevices() {
  const [devices, setDevices] = useState<MediaDeviceInfo[]>([]);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<CameraError | null>(null);
  const [asked, setAsked] = useState(0);

  const refresh = useCallback(async () => {
    try {
      setDevices(await listCameras());
    } catch {
      setDevices([]);
    }
  }, []);

  useEffect(() => {
    void refresh();
    const md = navigator.mediaDevices;
    md?.addEventListener?.("devicechange", refresh);
    return () => md?.removeEventListener?.("devicechange", refresh);
  }, [refresh]);

  /** Opens and at once closes a camera, so the browser asks for (and remembers) permission. */
  const requestAccess = useCallback(async () => {
    setAsking(true);
    try {
      const { stream } = await openCamera({ ideal: SCAN_VIDEO_IDEAL });
      stopStream(stream);
      setError(null);
    } catch (err) {
      setError(err instanceof CameraError ? err : new CameraError(classifyCameraError(err), err));
    } finally {
      setAsking(false);
      setAsked((n) => n + 1);
      await refresh();
    }
  }, [refresh]);

  return { devices, refresh, requestAccess, asking, error, asked };
}

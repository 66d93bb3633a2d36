import { useEffect, useState } from "react";

/** SPEC §4 camera permission states. */
export type CameraPermission = "unknown" | "prompt" | "granted" | "denied";

/** Reads the camera permission through the Permissions API; "unknown" where it is missing (e.g. Firefox). */
export async function queryCameraPermission(): Promise<{ state: CameraPermission; status: PermissionStatus | null }> {
  try {
    if (typeof navigator.permissions?.query !== "function") return { state: "unknown", status: null };
    const status = await navigator.permissions.query({ name: "camera" as PermissionName });
    return { state: status.state, status };
  } catch {
    return { state: "unknown", status: null };
  }
}

/**
 * The current camera permission (SPEC §4: unknown, prompt, granted, denied), kept up to date
 * when the user changes it in the browser. `bump` re-reads it (after a getUserMedia attempt).
 */
export function useCameraPermission(bump: unknown = 0): CameraPermission {
  const [state, setState] = useState<CameraPermission>("unknown");
  useEffect(() => {
    let status: PermissionStatus | null = null;
    let cancelled = false;
    const onChange = () => {
      if (status) setState(status.state);
    };
    void queryCameraPermission().then((r) => {
      if (cancelled) return;
      status = r.status;
      setState(r.state);
      status?.addEventListener("change", onChange);
    });
    return () => {
      cancelled = true;
      status?.removeEventListener("change", onChange);
    };
  }, [bump]);
  return state;
}

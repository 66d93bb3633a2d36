import { Camera, Loader2 } from "lucide-react";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { CameraErrorNotice } from "../../../lib/camera/camera-error-notice";
import { useCameraPermission, type CameraPermission } from "../../../lib/camera/use-camera-permission";
import { useCameraDevices } from "../hooks/use-camera-devices";

const PERMISSION: Record<CameraPermission, { label: string; variant: "green" | "amber" | "red" | "muted"; detail: string }> = {
  granted: { label: "Allowed", variant: "green", detail: "This site may use the camera." },
  prompt: { label: "Not asked yet", variant: "amber", detail: "The browser will ask when a camera starts. Choose Allow." },
  denied: {
    label: "Blocked",
    variant: "red",
    detail: "Allow the camera for this site in the browser's settings (usually the icon next to the address), then refresh the page.",
  },
  unknown: { label: "Unknown", variant: "muted", detail: "This browser doesn't report it; we find out when the camera starts." },
};

/** Automatic camera choice (rear, then front, then any). */
export const AUTO_CAMERA = "";

/** SPEC §4 permission state, 'Allow camera access', and the list of cameras to choose from. */
export function CameraAccessCard({ deviceId, onDeviceChange }: { deviceId: string; onDeviceChange: (id: string) => void }) {
  const cams = useCameraDevices();
  const permission = useCameraPermission(cams.asked);
  const p = PERMISSION[permission];
  const hidden = cams.devices.some((d) => !d.label);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">2. Camera access</CardTitle>
        <CardDescription>Scanning needs your permission to use a camera.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-1 text-sm">
          <p className="flex items-center gap-2 font-medium">
            Permission:{" "}
            <Badge variant={p.variant} data-testid="camera-permission">
              {p.label}
            </Badge>
          </p>
          <p className="text-muted-foreground">{p.detail}</p>
        </div>
        {permission !== "granted" && permission !== "denied" && (
          <Button variant="outline" onClick={() => void cams.requestAccess()} disabled={cams.asking}>
            {cams.asking ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Camera aria-hidden="true" />}
            Allow camera access
          </Button>
        )}
        {cams.error && cams.error.kind !== "denied" && (
          <CameraErrorNotice
            kind={cams.error.kind}
            onRetry={() => void cams.requestAccess()}
            showCameraTestLink={false}
            className="rounded-xl border py-4"
          />
        )}
        <fieldset className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-2">
          <legend className="mb-1 text-sm font-medium">
            Cameras found: <span data-testid="camera-count">{cams.devices.length}</span>
          </legend>
          <label className="flex items-center gap-2.5 rounded-xl border px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary-soft/50">
            <input
              type="radio"
              name="camera"
              className="size-4 accent-primary"
              checked={deviceId === AUTO_CAMERA}
              onChange={() => onDeviceChange(AUTO_CAMERA)}
            />
            Automatic (rear camera first, like the scanner)
          </label>
          {cams.devices.map((d, i) => (
            <label
              key={d.deviceId || i}
              className="flex items-center gap-2.5 rounded-xl border px-3 py-2.5 text-sm has-checked:border-primary has-checked:bg-primary-soft/50"
            >
              <input
                type="radio"
                name="camera"
                className="size-4 accent-primary"
                checked={deviceId === d.deviceId}
                disabled={!d.deviceId}
                onChange={() => onDeviceChange(d.deviceId)}
              />
              <span className="min-w-0 truncate">{d.label || `Camera ${i + 1}`}</span>
            </label>
          ))}
          {hidden && <p className="text-xs text-muted-foreground">Camera names appear once access is allowed.</p>}
          {cams.devices.length === 0 && (
            <p className="text-sm text-muted-foreground">No camera listed. Connect one, or allow access to see them.</p>
          )}
        </fieldset>
      </CardContent>
    </Card>
  );
}

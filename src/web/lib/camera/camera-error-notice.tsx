import { CameraOff, RefreshCw, RotateCcw } from "lucide-react";
import { Link } from "wouter";
import { Button } from "../../components/ui/button";
import { cn } from "../cn";
import { cameraErrorText, cameraRecovery, type CameraErrorKind } from "./camera-errors";
import { CAMERA_TEST_PATH } from "./constants";

/**
 * Explains a camera failure (SPEC §8) and offers the way out: 'Refresh page' after allowing
 * access when denied, otherwise 'Try Again'. Optionally links to the camera test screen.
 */
export function CameraErrorNotice({
  kind,
  onRetry,
  showCameraTestLink = true,
  className,
}: {
  kind: CameraErrorKind;
  onRetry: () => void;
  showCameraTestLink?: boolean;
  className?: string;
}) {
  const text = cameraErrorText(kind);
  const recovery = cameraRecovery(kind);
  return (
    <div role="alert" className={cn("flex flex-col items-center gap-3 px-5 py-6 text-center", className)}>
      <span className="flex size-11 items-center justify-center rounded-full bg-destructive-soft text-destructive">
        <CameraOff className="size-5" aria-hidden="true" />
      </span>
      <div className="space-y-1">
        <p className="font-semibold">{text.title}</p>
        <p className="text-sm text-muted-foreground">{text.message}</p>
      </div>
      <div className="flex flex-wrap items-center justify-center gap-2">
        {recovery === "refresh" ? (
          <Button size="sm" onClick={() => window.location.reload()}>
            <RefreshCw aria-hidden="true" />
            Refresh page
          </Button>
        ) : (
          <Button size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Try Again
          </Button>
        )}
        {showCameraTestLink && (
          <Button asChild size="sm" variant="outline">
            <Link href={CAMERA_TEST_PATH}>Test your camera</Link>
          </Button>
        )}
      </div>
    </div>
  );
}

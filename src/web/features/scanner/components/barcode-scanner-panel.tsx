import { Loader2 } from "lucide-react";
import { CameraErrorNotice } from "../../../lib/camera/camera-error-notice";
import { cn } from "../../../lib/cn";
import { useBarcodeScanner, type BarcodeScannerOptions } from "../hooks/use-barcode-scanner";
import { TargetBox } from "./target-box";

export type BarcodeScannerPanelProps = Pick<BarcodeScannerOptions, "active" | "onDetected" | "onError"> & { className?: string };

/**
 * SPEC §2 Barcode scanner panel: renders nothing when inactive; otherwise a 16rem-high black
 * video area with a centred framed target box and the hint 'Scanning...' while scanning, else
 * 'Position barcode here'. Camera failures show why, with 'Refresh page' when access was denied
 * and 'Try Again' otherwise. The first read goes to `onDetected(text, format)` once.
 */
export function BarcodeScannerPanel({ className, ...opts }: BarcodeScannerPanelProps) {
  const scanner = useBarcodeScanner(opts);
  if (!opts.active) return null;
  const hint = scanner.scanning ? "Scanning..." : "Position barcode here";
  return (
    <section
      aria-label="Barcode scanner"
      className={cn("overflow-hidden rounded-2xl", scanner.error ? "border bg-card" : "bg-black", className)}
    >
      <div className="relative h-64">
        <video
          ref={scanner.videoRef}
          muted
          playsInline
          aria-hidden="true"
          data-testid="scanner-video"
          className={cn("absolute inset-0 size-full object-cover", !scanner.videoReady && "invisible")}
        />
        {scanner.error ? (
          <CameraErrorNotice
            kind={scanner.error.kind}
            onRetry={scanner.retry}
            className="absolute inset-0 justify-center overflow-y-auto"
          />
        ) : (
          <>
            <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
              <TargetBox scanning={scanner.scanning && scanner.videoReady} />
            </div>
            {!scanner.videoReady && (
              <p className="absolute inset-x-0 top-5 flex items-center justify-center gap-2 px-4 text-center text-sm text-white/85">
                <Loader2 className="size-4 animate-spin" aria-hidden="true" />
                {scanner.permission === "prompt" ? "Allow the camera when your browser asks" : "Starting camera..."}
              </p>
            )}
            <p
              role="status"
              aria-live="polite"
              className="absolute inset-x-0 bottom-3 mx-auto w-fit rounded-full bg-black/55 px-3 py-1 text-center text-sm font-medium text-white"
            >
              {hint}
            </p>
          </>
        )}
      </div>
    </section>
  );
}

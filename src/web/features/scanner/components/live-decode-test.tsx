import { useState, type ReactNode } from "react";
import { Loader2, Play, Square } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { CameraErrorNotice } from "../../../lib/camera/camera-error-notice";
import { cn } from "../../../lib/cn";
import { useBarcodeScanner } from "../hooks/use-barcode-scanner";
import { addOutcome, EMPTY_STATS, type DecodeStats } from "../lib/decode-stats";
import { TargetBox } from "./target-box";

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 border-b py-2 last:border-0">
      <dt className="shrink-0 text-muted-foreground">{label}</dt>
      {/* break-words, not break-all: a long barcode may wrap, "42 ms" never splits inside a word. */}
      <dd className="min-w-0 text-right font-medium break-words tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/**
 * The camera test's live view: the scanner's camera and decoder worker, decoding continuously,
 * with a readout of the last text read, its format, time per decode and frames tried.
 */
export function LiveDecodeTest({ deviceId }: { deviceId?: string }) {
  const [running, setRunning] = useState(false);
  const [stats, setStats] = useState<DecodeStats>(EMPTY_STATS);
  const scanner = useBarcodeScanner({
    active: running,
    deviceId: deviceId || undefined,
    continuous: true,
    onDetected: () => undefined,
    onFrame: (outcome) => setStats((s) => addOutcome(s, outcome)),
  });
  const video = scanner.videoRef.current;
  const status = scanner.error ? "Camera failed" : !running ? "Stopped" : scanner.videoReady ? "Scanning..." : "Starting camera...";
  const start = () => {
    setStats(EMPTY_STATS);
    setRunning(true);
  };
  return (
    <div className="grid gap-4">
      <div className={cn("relative h-64 overflow-hidden rounded-2xl", scanner.error ? "border bg-card" : "bg-black")}>
        <video
          ref={scanner.videoRef}
          muted
          playsInline
          aria-hidden="true"
          className={cn("absolute inset-0 size-full object-cover", !(running && scanner.videoReady) && "invisible")}
        />
        {scanner.error ? (
          <CameraErrorNotice
            kind={scanner.error.kind}
            onRetry={scanner.retry}
            showCameraTestLink={false}
            className="absolute inset-0 justify-center overflow-y-auto"
          />
        ) : running ? (
          <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
            {scanner.videoReady ? <TargetBox scanning /> : <Loader2 className="size-6 animate-spin text-white/80" aria-hidden="true" />}
          </div>
        ) : (
          <p className="absolute inset-0 flex items-center justify-center px-6 text-center text-sm text-white/80">
            Press Start, then hold a barcode inside the frame.
          </p>
        )}
      </div>
      {running ? (
        <Button variant="outline" onClick={() => setRunning(false)}>
          <Square aria-hidden="true" />
          Stop camera
        </Button>
      ) : (
        <Button onClick={start}>
          <Play aria-hidden="true" />
          Start camera
        </Button>
      )}
      <dl className="rounded-xl border px-3.5 text-sm" aria-label="Decoder readout">
        <Row label="Status">
          <span role="status">{status}</span>
        </Row>
        <Row label="Last read" testId="readout-text">
          {stats.last ? <span className="font-mono">{stats.last.text}</span> : "—"}
        </Row>
        <Row label="Format" testId="readout-format">
          {stats.last?.format ?? "—"}
        </Row>
        <Row label="Time per decode" testId="readout-ms">
          {stats.lastMs === null ? "—" : `${stats.lastMs}\u00a0ms (average\u00a0${Math.round(stats.totalMs / stats.frames)}\u00a0ms)`}
        </Row>
        <Row label="Frames tried" testId="readout-frames">
          {stats.frames} ({stats.reads} read)
        </Row>
        <Row label="Video size">{running && scanner.videoReady && video ? `${video.videoWidth} × ${video.videoHeight}` : "—"}</Row>
        <Row label="Camera used">
          {scanner.facing ? { environment: "Rear", user: "Front", any: "Any available", device: "The one chosen" }[scanner.facing] : "—"}
        </Row>
      </dl>
    </div>
  );
}

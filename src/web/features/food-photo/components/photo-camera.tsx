import { useEffect, useRef, useState } from "react";
import { Aperture, ImageUp, Loader2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { CameraError, classifyCameraError } from "../../../lib/camera/camera-errors";
import { CameraErrorNotice } from "../../../lib/camera/camera-error-notice";
import { PHOTO_VIDEO_IDEAL } from "../../../lib/camera/constants";
import { openCamera, startVideo, stopStream } from "../../../lib/camera/open-camera";
import { cn } from "../../../lib/cn";
import { videoFrameToJpeg } from "../lib/capture";

/**
 * A live camera (ideal 1920×1080, rear camera first) with 'Take photo', plus 'Choose image' for
 * a file. The camera stops when this unmounts. Camera failures are explained, with Try Again.
 */
export function PhotoCamera({ onPhoto, onFile }: { onPhoto: (dataUrl: string) => void; onFile: (file: File) => void }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<CameraError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const video = videoRef.current;
    let stream: MediaStream | null = null;
    let stopped = false;
    setReady(false);
    setError(null);
    (async () => {
      try {
        const opened = await openCamera({ ideal: PHOTO_VIDEO_IDEAL });
        stream = opened.stream;
        if (stopped || !video) return stopStream(stream);
        await startVideo(video, stream);
        if (!stopped) setReady(true);
      } catch (err) {
        stopStream(stream);
        if (!stopped) setError(err instanceof CameraError ? err : new CameraError(classifyCameraError(err), err));
      }
    })();
    return () => {
      stopped = true;
      stopStream(stream);
      if (video) video.srcObject = null;
    };
  }, [attempt]);

  return (
    <div className="grid gap-3">
      <div className={cn("relative aspect-[4/3] overflow-hidden rounded-2xl", error ? "border bg-card" : "bg-black")}>
        <video
          ref={videoRef}
          muted
          playsInline
          aria-hidden="true"
          className={cn("absolute inset-0 size-full object-cover", !ready && "invisible")}
        />
        {error ? (
          <CameraErrorNotice
            kind={error.kind}
            onRetry={() => setAttempt((n) => n + 1)}
            className="absolute inset-0 justify-center overflow-y-auto"
          />
        ) : (
          !ready && (
            <p role="status" className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white/85">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" />
              Starting camera...
            </p>
          )
        )}
      </div>
      <div className="grid gap-2 min-[420px]:grid-cols-2">
        <Button disabled={!ready} onClick={() => videoRef.current && onPhoto(videoFrameToJpeg(videoRef.current))}>
          <Aperture aria-hidden="true" />
          Take photo
        </Button>
        <Button variant="outline" onClick={() => fileRef.current?.click()}>
          <ImageUp aria-hidden="true" />
          Choose image
        </Button>
      </div>
      <input
        ref={fileRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a food photo"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </div>
  );
}

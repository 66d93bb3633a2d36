import { useEffect, useState } from "react";
import { Loader2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import type { OcrProgress } from "../../../lib/ocr/ocr";

const STAGE_TEXT = { preparing: "Preparing image...", loading: "Loading text recognition...", reading: "Reading text..." } as const;

/** A preview of the chosen image (object URL, revoked when done). */
export function ReceiptPreview({ file }: { file: File }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  // The box keeps its size before and after the picture decodes (no layout shift).
  if (!url) return <div aria-hidden="true" className="mx-auto h-[32dvh] w-full rounded-xl border bg-muted" />;
  return <img src={url} alt="The chosen receipt" className="mx-auto block h-[32dvh] w-full rounded-xl border bg-muted object-contain" />;
}

/** OCR in progress: the stage, a progress bar and 'Cancel'; without `progress`, the AI analysis spinner. */
export function OcrProgressView({ file, progress, onCancel }: { file: File; progress?: OcrProgress; onCancel?: () => void }) {
  const percent = progress ? Math.round(progress.progress * 100) : null;
  return (
    <div className="grid gap-4">
      <ReceiptPreview file={file} />
      {progress ? (
        <div className="grid gap-2">
          <div className="flex items-center justify-between text-sm">
            <span role="status">{STAGE_TEXT[progress.stage]}</span>
            <span className="text-muted-foreground tabular-nums">{percent}%</span>
          </div>
          <div
            role="progressbar"
            aria-label="Reading receipt"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? 0}
            className="h-2.5 overflow-hidden rounded-full bg-muted"
          >
            <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
          </div>
          {onCancel && (
            <Button variant="outline" className="mt-1" onClick={onCancel}>
              Cancel
            </Button>
          )}
        </div>
      ) : (
        <p role="status" className="flex items-center justify-center gap-2 py-2 text-sm text-muted-foreground">
          <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          Finding the items on your receipt...
        </p>
      )}
    </div>
  );
}

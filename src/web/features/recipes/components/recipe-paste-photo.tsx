import { useRef } from "react";
import { Camera } from "lucide-react";
import type { OcrProgress } from "../../../lib/ocr/ocr";
import { warmOcrEngine } from "../../../lib/ocr/ocr-engine";
import { Button } from "../../../components/ui/button";

const STAGE_TEXT = { preparing: "Preparing the photo…", loading: "Loading text recognition…", reading: "Reading the page…" } as const;

/**
 * "From a photo": picks or takes (rear camera on phones) a photo of a cookbook page. The text
 * engine starts loading as soon as the button is pressed, while the photo is chosen.
 */
export function PastePhotoButton({ disabled, onFile }: { disabled?: boolean; onFile: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button
        variant="outline"
        disabled={disabled}
        onClick={() => {
          warmOcrEngine();
          input.current?.click();
        }}
      >
        <Camera aria-hidden="true" />
        From a photo
      </Button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Photo of a cookbook page"
        data-testid="paste-photo-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
    </>
  );
}

/** Reading a photo's text: the stage and a real progress bar (the text engine's own progress). */
export function PastePhotoProgress({ progress }: { progress: OcrProgress }) {
  const percent = Math.round(progress.progress * 100);
  return (
    <div className="grid gap-2 rounded-xl border bg-muted/40 p-4">
      <div className="flex items-center justify-between text-sm">
        <span role="status">{STAGE_TEXT[progress.stage]}</span>
        <span className="text-muted-foreground tabular-nums">{percent}%</span>
      </div>
      <div role="progressbar" aria-label="Reading the photo" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="h-2.5 overflow-hidden rounded-full bg-muted">
        <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

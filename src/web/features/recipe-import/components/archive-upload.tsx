import { useRef } from "react";
import { FileUp, Loader2 } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { ARCHIVE_ACCEPT, type UploadState } from "../api/upload-archive";

/** Bytes as MB with one decimal ("12.5 MB"); under 1 MB in KB. */
export function fileSizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${mb.toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/**
 * Step 1 of an archive import: choose the export file ("Choose file", any of ARCHIVE_ACCEPT, up
 * to 200 MB), then the upload's progress (a progressbar in %, then "Reading the file…" while
 * the server reads it) with Cancel. `error` is the server's (or the size check's) text.
 */
export function ArchiveUpload({
  state,
  error,
  onFile,
  onCancel,
}: {
  state: UploadState;
  error: string | null;
  onFile: (file: File) => void;
  onCancel: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  if (state.phase !== "idle") {
    const percent = state.phase === "sending" && state.size > 0 ? Math.min(100, Math.round((state.sent / state.size) * 100)) : 100;
    return (
      <div className="grid gap-3">
        <div className="flex items-center justify-between gap-3 text-sm">
          <span role="status" className="flex items-center gap-2">
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
            {state.phase === "sending" ? "Uploading…" : "Reading the file…"}
          </span>
          {state.phase === "sending" && (
            <span className="tabular-nums text-muted-foreground">
              {fileSizeText(state.sent)} of {fileSizeText(state.size)}
            </span>
          )}
        </div>
        <div
          role="progressbar"
          aria-label="Uploading the recipe file"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
          aria-valuetext={`${percent}%`}
          className="h-2.5 overflow-hidden rounded-full bg-muted"
        >
          <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${percent}%` }} />
        </div>
        <Button variant="outline" className="justify-self-start" onClick={onCancel} disabled={state.phase !== "sending"}>
          Cancel
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-3">
      <p className="text-sm text-muted-foreground">
        Paprika, Mealie, Tandoor, Nextcloud Cookbook, Chowdown, Copy Me That, Plan to Eat, My Recipe Box, schema.org JSON-LD or Cooklang:
        the export file as the app saved it, up to 200 MB. You choose which recipes to bring in before anything is saved.
      </p>
      <input
        ref={input}
        type="file"
        accept={ARCHIVE_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        aria-label="Recipe export file"
        data-testid="recipe-archive-input"
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = "";
          if (file) onFile(file);
        }}
      />
      <Button variant="outline" className="justify-self-start" onClick={() => input.current?.click()}>
        <FileUp aria-hidden="true" />
        Choose file
      </Button>
      {error && <ErrorAlert>{error}</ErrorAlert>}
    </div>
  );
}

import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { IMPORT_ARCHIVE_MAX_BYTES, IMPORT_ARCHIVE_TOO_LARGE, type ImportPreview } from "../../../../shared/schemas/recipe-imports";
import { errorMessage } from "../../../lib/api-client";
import { recipeImportKeys } from "./recipe-import-keys";

/** What the file picker offers (issue 21 item 1 formats); the server recognises the format from the contents. */
export const ARCHIVE_ACCEPT = [
  ".zip",
  ".paprikarecipes",
  ".paprikarecipe",
  ".json",
  ".jsonld",
  ".csv",
  ".html",
  ".htm",
  ".md",
  ".markdown",
  ".cook",
  ".txt",
  ".gz",
].join(",");

/** Upload state: `sent`/`size` in bytes while sending; `reading` once sent, while the server reads the file. */
export type UploadState = { phase: "idle" } | { phase: "sending"; sent: number; size: number } | { phase: "reading" };

/**
 * POST /api/recipes/import-archive (multipart `archive`) with upload progress (XMLHttpRequest:
 * fetch reports none). Cookies are sent (same origin). Resolves with the preview; rejects with
 * an Error whose message is the server's text (unknown format, refused archive, over 200 MB).
 */
export function sendArchive(file: File, onProgress: (sent: number, size: number) => void, signal?: AbortSignal): Promise<ImportPreview> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", "/api/recipes/import-archive");
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.lengthComputable ? e.total : file.size);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as ImportPreview);
        } catch {
          reject(new Error("The server's answer could not be read. Please try again."));
        }
        return;
      }
      const fallback = xhr.status === 413 ? IMPORT_ARCHIVE_TOO_LARGE : xhr.statusText;
      reject(new Error(errorMessage(new Error(`${xhr.status}: ${xhr.responseText || fallback}`))));
    };
    xhr.onerror = () => reject(new Error("Network error. Please try again."));
    xhr.onabort = () => reject(new DOMException("Upload cancelled", "AbortError"));
    signal?.addEventListener("abort", () => xhr.abort());
    const form = new FormData();
    form.append("archive", file, file.name || "recipes");
    xhr.send(form);
  });
}

/**
 * Upload a recipe export for its preview. A file over 200 MB is refused here with the server's
 * text, before sending. Output: `upload(file)` (resolves with the preview, or null on failure
 * or cancel), `cancel()`, the state, and the error text to show.
 */
export function useUploadArchive() {
  const client = useQueryClient();
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);

  const upload = useCallback(
    async (file: File): Promise<ImportPreview | null> => {
      setError(null);
      if (file.size > IMPORT_ARCHIVE_MAX_BYTES) {
        setError(IMPORT_ARCHIVE_TOO_LARGE);
        return null;
      }
      const controller = new AbortController();
      abort.current = controller;
      setState({ phase: "sending", sent: 0, size: file.size });
      try {
        const preview = await sendArchive(
          file,
          (sent, size) => setState(sent >= size ? { phase: "reading" } : { phase: "sending", sent, size }),
          controller.signal,
        );
        void client.invalidateQueries({ queryKey: recipeImportKeys.list, exact: true });
        return preview;
      } catch (err) {
        if (!(err instanceof DOMException && err.name === "AbortError")) setError(errorMessage(err));
        return null;
      } finally {
        abort.current = null;
        setState({ phase: "idle" });
      }
    },
    [client],
  );
  const cancel = useCallback(() => abort.current?.abort(), []);
  return { upload, cancel, state, error };
}

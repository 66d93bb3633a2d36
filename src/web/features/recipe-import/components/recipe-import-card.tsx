import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { ImportList } from "../../../../shared/schemas/recipe-imports";
import { ErrorAlert } from "../../../components/ui/alert";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { SkeletonRegion, Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useDismissImport } from "../api/dismiss-import";
import { useImport } from "../api/get-import";
import { importToResume, useImportList } from "../api/list-imports";
import { recipeImportKeys } from "../api/recipe-import-keys";
import { useStartImport } from "../api/start-import";
import { useUploadArchive } from "../api/upload-archive";
import { ArchiveUpload } from "./archive-upload";
import { ImportPreviewView } from "./import-preview";
import { ImportProgressView } from "./import-progress";
import { ImportSummaryView } from "./import-summary";

function Loading() {
  return (
    <SkeletonRegion label="Loading recipe import…" className="grid gap-2">
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-11 w-36" />
    </SkeletonRegion>
  );
}

/**
 * Settings → "Import recipes" (issue 21 items 1–2): bring a household's recipes from another
 * app. Choose the export file → upload progress → preview with tick boxes → background import
 * with a progress bar → summary → Done. The import shown is the one just uploaded, else the
 * household's running or newest one (GET /api/recipes/import-archive), so leaving the page and
 * coming back resumes showing it.
 */
export function RecipeImportCard() {
  const client = useQueryClient();
  const list = useImportList();
  const [chosen, setChosen] = useState<string | null>(null);
  const importId = chosen ?? importToResume(list.data);
  const current = useImport(importId);
  const upload = useUploadArchive();
  const start = useStartImport();
  const dismiss = useDismissImport();

  const forget = (id: string) => {
    dismiss.mutate(id, {
      onSuccess: () => {
        client.setQueryData<ImportList>(recipeImportKeys.list, (old) => old && { imports: old.imports.filter((i) => i.importId !== id) });
        setChosen(null);
        start.reset();
      },
    });
  };

  let body;
  const gone = current.isError && /^404:/.test(current.error.message);
  if (list.isPending || (importId && current.isPending && !gone)) body = <Loading />;
  else if (!importId || gone || !current.data) {
    body = (
      <>
        {list.isError && <ErrorAlert className="mb-3">{errorMessage(list.error)}</ErrorAlert>}
        {current.isError && !gone && <ErrorAlert className="mb-3">{errorMessage(current.error)}</ErrorAlert>}
        <ArchiveUpload
          state={upload.state}
          error={upload.error}
          onCancel={upload.cancel}
          onFile={async (file) => {
            const preview = await upload.upload(file);
            if (preview) {
              client.setQueryData(recipeImportKeys.detail(preview.importId), {
                importId: preview.importId,
                status: "preview" as const,
                total: preview.recipes.length,
                done: 0,
                imported: [],
                skipped: [],
                preview,
              });
              setChosen(preview.importId);
            }
          }}
        />
      </>
    );
  } else if (current.data.status === "preview") {
    body = (
      <ImportPreviewView
        key={current.data.importId}
        preview={current.data.preview}
        starting={start.isPending}
        error={start.isError ? errorMessage(start.error) : null}
        onStart={(indices) =>
          start.mutate({ importId: current.data.importId, indices }, { onSuccess: () => setChosen(current.data.importId) })
        }
        onCancel={() => forget(current.data.importId)}
      />
    );
  } else if (current.data.status === "running") {
    body = <ImportProgressView progress={current.data} stopping={dismiss.isPending} onStop={() => forget(current.data.importId)} />;
  } else {
    body = <ImportSummaryView progress={current.data} dismissing={dismiss.isPending} onDone={() => forget(current.data.importId)} />;
  }

  return (
    <Card data-testid="recipe-import-card">
      <CardHeader>
        <CardTitle className="text-base">Import recipes</CardTitle>
        <CardDescription>Bring your recipes, with their pictures, from the app you use today.</CardDescription>
      </CardHeader>
      <CardContent>
        {body}
        {dismiss.isError && <ErrorAlert className="mt-3">{errorMessage(dismiss.error)}</ErrorAlert>}
      </CardContent>
    </Card>
  );
}

import { useId, useState } from "react";
import { Copy, ImageIcon } from "lucide-react";
import type { ImportPreview, ImportPreviewItem } from "../../../../shared/schemas/recipe-imports";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { SkippedList } from "./skipped-list";

/** "1 recipe" / "12 recipes". */
export const recipesText = (n: number) => `${n} ${n === 1 ? "recipe" : "recipes"}`;

/** The preview indices ticked at first: every recipe but likely duplicates (of the household's own, or repeats in the file). */
export function defaultTicked(items: readonly ImportPreviewItem[]): Set<number> {
  return new Set(items.filter((r) => !r.duplicateOf && !r.duplicateInFile).map((r) => r.index));
}

/** The line under a duplicate's title: whose recipe it looks like. */
export function duplicateText(item: ImportPreviewItem): string | null {
  if (item.duplicateOf) return `Looks like one you have: ${item.duplicateOf.title}`;
  if (item.duplicateInFile) return `Appears twice in this file: ${item.duplicateInFile.title}`;
  return null;
}

/**
 * Step 2: what the file holds, before anything is saved. "N recipes found", one tick box per
 * recipe (all ticked except likely duplicates, marked with whose recipe they look like), Select
 * all / Select none, what could not be read and why, then "Import N recipes" or Cancel.
 */
export function ImportPreviewView({
  preview,
  starting,
  error,
  onStart,
  onCancel,
}: {
  preview: ImportPreview;
  starting: boolean;
  error: string | null;
  onStart: (indices: number[]) => void;
  onCancel: () => void;
}) {
  const [ticked, setTicked] = useState(() => defaultTicked(preview.recipes));
  const headingId = useId();
  const toggle = (index: number, on: boolean) =>
    setTicked((prev) => {
      const next = new Set(prev);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  const count = ticked.size;
  const found = preview.recipes.length;
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div role="status">
          <h3 id={headingId} className="font-semibold">
            {found === 0 ? "No recipes found" : `${recipesText(found)} found`}
          </h3>
        </div>
        {found > 1 && (
          <div className="flex gap-2">
            <Button variant="ghost" onClick={() => setTicked(new Set(preview.recipes.map((r) => r.index)))}>
              Select all
            </Button>
            <Button variant="ghost" onClick={() => setTicked(new Set())}>
              Select none
            </Button>
          </div>
        )}
      </div>
      {found === 0 ? (
        <p className="text-sm text-muted-foreground">This file holds no recipes we could read. Choose another export of your recipe app.</p>
      ) : (
        <ul
          aria-labelledby={headingId}
          className="grid max-h-[28rem] gap-1.5 overflow-y-auto rounded-xl border p-1.5"
          data-testid="import-preview-list"
        >
          {preview.recipes.map((item) => {
            const dup = duplicateText(item);
            const id = `${headingId}-${item.index}`;
            return (
              <li key={item.index}>
                <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-lg px-2.5 py-2 hover:bg-muted has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-5 shrink-0 accent-[var(--color-primary)]"
                    checked={ticked.has(item.index)}
                    onChange={(e) => toggle(item.index, e.target.checked)}
                    aria-labelledby={`${id}-title`}
                    aria-describedby={`${id}-about`}
                  />
                  <span className="grid min-w-0 gap-0.5">
                    <span id={`${id}-title`} className="break-words font-medium">
                      {item.title}
                    </span>
                    <span id={`${id}-about`} className="grid gap-0.5">
                      <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                        <span>
                          {item.ingredientCount} {item.ingredientCount === 1 ? "ingredient" : "ingredients"} · {item.stepCount}{" "}
                          {item.stepCount === 1 ? "step" : "steps"}
                        </span>
                        {item.hasImage && (
                          <span className="inline-flex items-center gap-1">
                            <ImageIcon aria-hidden="true" className="size-3" /> picture
                          </span>
                        )}
                      </span>
                      {dup && (
                        <span className="inline-flex items-start gap-1 text-xs font-medium text-warning-soft-foreground">
                          <Copy aria-hidden="true" className="mt-0.5 size-3 shrink-0" />
                          {dup}
                        </span>
                      )}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <SkippedList title="Could not be read" items={preview.skipped.map((s) => ({ title: s.name, reason: s.reason }))} />
      {error && <ErrorAlert>{error}</ErrorAlert>}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button
          disabled={count === 0 || starting}
          onClick={() => onStart(preview.recipes.filter((r) => ticked.has(r.index)).map((r) => r.index))}
        >
          {starting ? "Starting…" : `Import ${recipesText(count)}`}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={starting}>
          Cancel
        </Button>
      </div>
    </div>
  );
}

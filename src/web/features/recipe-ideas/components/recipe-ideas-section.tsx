import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Clock, RefreshCw, Sparkles, X } from "lucide-react";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { useGenerateRecipeIdeas } from "../api/generate-recipe-ideas";
import { engineNoteText } from "./engine-note";
import { useIdeasStore } from "../hooks/use-ideas-store";
import { IdeaCard } from "./idea-card";
import { ideasForFocus, listNames } from "./idea-focus";

// The recipe dialog (and Radix Dialog behind it) loads when an idea is first opened (issue 10 budget).
const IdeaDialog = lazy(() => import("./idea-dialog").then((m) => ({ default: m.IdeaDialog })));

function IdeasSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" role="status" aria-busy="true" aria-label="Generating recipe ideas">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="overflow-hidden rounded-2xl border bg-card">
          <Skeleton className="aspect-[16/9] rounded-none" />
          <div className="space-y-2.5 p-4">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-3.5 w-full" />
            <Skeleton className="h-3.5 w-2/3" />
            <div className="flex gap-1.5 pt-1">
              <Skeleton className="h-5 w-16 rounded-full" />
              <Skeleton className="h-5 w-20 rounded-full" />
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}

/** Items the screen was opened for (the use-soon digest's link, `/?use=<ids>`), by name, and how to leave that view. */
export interface IdeasFocus {
  names: string[];
  onClear: () => void;
}

/**
 * SPEC §2 AI recipe generate/regenerate on the pantry screen, with idea cards and the full recipe
 * dialog. With `focus` (issue 23 item 2) it generates ideas at once if there are none yet, and
 * shows those that use the focused items, under a line naming them and a "Show all ideas" button.
 */
export function RecipeIdeasSection({ onAddToPlan, focus = null }: { onAddToPlan: (recipe: Recipe) => void; focus?: IdeasFocus | null }) {
  const ideas = useIdeasStore((s) => s.ideas);
  const variant = useIdeasStore((s) => s.variant);
  const engineNote = engineNoteText(useIdeasStore((s) => s.source));
  const generate = useGenerateRecipeIdeas();
  const [open, setOpen] = useState<AiRecipeIdea | null>(null);
  // Mounted from the first open on, so later closes keep the dialog's own exit and focus return.
  const [dialogUsed, setDialogUsed] = useState(false);
  if (open && !dialogUsed) setDialogUsed(true);
  const hasIdeas = ideas !== null;
  const focusing = focus !== null && focus.names.length > 0;
  // Opened from the digest with no ideas yet: make the first set once, as "Generate" would.
  const autoStarted = useRef(false);
  useEffect(() => {
    if (!focusing || hasIdeas || autoStarted.current) return;
    autoStarted.current = true;
    generate.mutate(variant + 1);
  }, [focusing, hasIdeas, generate, variant]);
  const shown = ideas && focusing ? ideasForFocus(ideas, focus.names) : ideas ? { ideas, matched: true } : null;

  return (
    <section
      aria-labelledby="ideas-heading"
      className="overflow-hidden rounded-[var(--radius-card)] border border-success-border bg-gradient-to-br from-primary-wash via-card to-warning-wash shadow-sm"
    >
      <div className="flex flex-col gap-4 p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
            <Sparkles className="size-5" aria-hidden="true" />
          </span>
          <div>
            <h2 id="ideas-heading" className="text-lg font-semibold leading-tight">
              What can I cook?
            </h2>
            <p className="mt-0.5 text-sm text-muted-foreground">Recipe ideas made from what's already in your pantry.</p>
          </div>
        </div>
        <Button
          className="w-full sm:w-auto"
          variant={hasIdeas ? "outline" : "default"}
          disabled={generate.isPending}
          onClick={() => generate.mutate(variant + 1)}
        >
          {hasIdeas ? (
            <RefreshCw aria-hidden="true" className={generate.isPending ? "animate-spin" : undefined} />
          ) : (
            <Sparkles aria-hidden="true" className={generate.isPending ? "animate-pulse" : undefined} />
          )}
          {hasIdeas ? "Regenerate" : "Generate recipe ideas"}
        </Button>
      </div>

      {focusing && (
        <div className="flex flex-col gap-2 border-t bg-warning-wash/70 px-5 py-3 sm:flex-row sm:items-center sm:justify-between" role="status">
          <p className="flex items-start gap-2 text-sm">
            <Clock className="mt-0.5 size-4 shrink-0 text-warning-soft-foreground" aria-hidden="true" />
            <span>
              <span className="font-semibold">Use soon:</span> {listNames(focus.names)}.{" "}
              {shown && !generate.isPending
                ? shown.matched
                  ? "These ideas use them."
                  : "None of these ideas uses them; try Regenerate."
                : ""}
            </span>
          </p>
          <Button variant="ghost" className="h-11 self-start sm:self-auto" onClick={focus.onClear}>
            <X aria-hidden="true" />
            Show all ideas
          </Button>
        </div>
      )}

      {(generate.isPending || hasIdeas) && (
        <div className="border-t bg-card/60 p-4 sm:p-5">
          {generate.isPending ? (
            <IdeasSkeleton />
          ) : ideas && ideas.length === 0 ? (
            <p className="py-6 text-center text-sm text-muted-foreground">
              No ideas this time. Add a few more items to your pantry and try again.
            </p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recipe ideas">
              {shown?.ideas.map((idea, i) => (
                <li key={`${idea.title}-${i}`}>
                  <IdeaCard idea={idea} onOpen={() => setOpen(idea)} />
                </li>
              ))}
            </ul>
          )}
          {!generate.isPending && engineNote && <p className="mt-3 text-right text-xs text-muted-foreground">{engineNote}</p>}
        </div>
      )}

      {dialogUsed && (
        <Suspense fallback={null}>
          <IdeaDialog
            idea={open}
            onClose={() => setOpen(null)}
            onAddToPlan={(recipe) => {
              setOpen(null);
              onAddToPlan(recipe);
            }}
          />
        </Suspense>
      )}
    </section>
  );
}

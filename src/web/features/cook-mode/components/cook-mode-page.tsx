import { useEffect, useMemo, useRef, useState, type PointerEvent } from "react";
import { ChevronLeft, ChevronRight, X } from "lucide-react";
import { instructionSteps } from "../../../../shared/domain/instruction-steps";
import { joinParts } from "../../../../shared/domain/ingredient-phrase";
import { scaleIngredient } from "../../../../shared/domain/scale-ingredient";
import { ErrorAlert } from "../../../components/ui/alert";
import { ServingsStepper } from "../../../components/servings-stepper";
import { Button } from "../../../components/ui/button";
import { Skeleton } from "../../../components/ui/skeleton";
import { errorMessage } from "../../../lib/api-client";
import { useCookRecipe, useMarkCookedFromCookMode, type CookTarget } from "../api/cook-recipe";
import { useCookTimers } from "../hooks/use-cook-timers";
import { useWakeLock } from "../hooks/use-wake-lock";
import { stepIngredients } from "../lib/step-ingredients";
import { CookFinish } from "./cook-finish";
import { CookStepView } from "./cook-step-view";
import { CookTimersBar } from "./cook-timers-bar";

/** Shown where the browser cannot keep the screen awake (issue 23 text). */
export const WAKE_LOCK_FALLBACK = "Your screen may turn off — keep it awake in your phone's settings";

/** A horizontal swipe of at least this many CSS pixels turns the page. */
const SWIPE_PX = 60;

/**
 * Cook mode (issue 23 item 1): the recipe full screen, one step at a time in large type, with
 * 'Previous'/'Next' (also ← → keys and swiping), "Step 2 of 7", the ingredients the step names
 * scaled to `servings`, timers from the step's times, the screen kept awake, and after the last
 * step "Mark cooked" (the planned meal `entryId`, else the recipe alone) with what was taken.
 * Cooking the recipe alone, the shared servings stepper (1–100) changes the servings: the ingredients rescale
 * and "Mark cooked" takes that many; a planned meal keeps the servings it was planned for.
 * Step changes and timers are announced to screen readers (aria-live).
 */
export function CookModePage({
  recipeId,
  entryId,
  day,
  servings: chosenServings,
  onLeave,
}: {
  recipeId: string;
  entryId?: string;
  day?: string;
  servings?: number;
  onLeave: () => void;
}) {
  const query = useCookRecipe(recipeId);
  const recipe = query.data;
  const wake = useWakeLock();
  const timers = useCookTimers();
  const cook = useMarkCookedFromCookMode();
  const [index, setIndex] = useState(0);
  const [stepped, setStepped] = useState<number | null>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);

  const steps = useMemo(() => instructionSteps(recipe?.instructions), [recipe?.instructions]);
  const servings = stepped ?? chosenServings ?? recipe?.servings ?? 1;
  const lines = useMemo(
    () => (recipe ? recipe.ingredients.map((ing) => joinParts(scaleIngredient(ing, recipe.servings, servings))) : []),
    [recipe, servings],
  );
  const last = steps.length; // the index of the finish page
  const go = (next: number) => setIndex(Math.min(last, Math.max(0, next)));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || (e.target instanceof HTMLElement && e.target.closest("input, textarea, select"))) return;
      if (e.key === "ArrowRight") setIndex((i) => Math.min(last, i + 1));
      else if (e.key === "ArrowLeft") setIndex((i) => Math.max(0, i - 1));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [last]);

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) go(index + (dx < 0 ? 1 : -1));
  };

  // Until it is marked cooked, a recipe cooked on its own can change servings; a planned meal cannot.
  const canStepServings = Boolean(recipe) && !entryId && !cook.data;
  const target: CookTarget = entryId ? { kind: "entry", entryId, day } : { kind: "recipe", recipeId, servings };
  const stepText = steps[index];
  const position = index < last ? `Step ${index + 1} of ${steps.length}` : steps.length > 0 ? "All steps done" : "No steps";

  let body;
  if (query.isPending) {
    body = (
      <div className="space-y-4" role="status" aria-busy="true" aria-label="Loading recipe">
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (!recipe) {
    body = (
      <ErrorAlert>
        <p>Couldn't load the recipe: {errorMessage(query.error)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </ErrorAlert>
    );
  } else if (stepText !== undefined) {
    body = (
      <CookStepView
        number={index + 1}
        text={stepText}
        ingredients={stepIngredients(stepText, recipe.ingredients.map((i) => i.ingredient)).map((i) => lines[i])}
        onTimer={timers.start}
      />
    );
  } else {
    body = (
      <>
        {steps.length === 0 && <p className="mb-4 text-lg text-muted-foreground">This recipe has no written steps.</p>}
        <CookFinish
          title={recipe.title}
          pending={cook.isPending}
          error={cook.error}
          changes={cook.data}
          onMarkCooked={() => cook.mutate(target)}
          onLeave={onLeave}
        />
      </>
    );
  }

  return (
    <div className="fixed inset-0 z-40 flex flex-col bg-background text-foreground" data-testid="cook-mode">
      <header className="flex items-center gap-2 border-b px-2 py-2 sm:px-4">
        <Button variant="ghost" size="icon" className="size-11 shrink-0" aria-label="Leave cook mode" onClick={onLeave}>
          <X aria-hidden="true" />
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-base font-semibold sm:text-lg">{recipe?.title ?? "Cook mode"}</h1>
          <p className="text-sm text-muted-foreground" data-testid="cook-position">
            {position}
            {recipe && !canStepServings && ` · ${servings} ${servings === 1 ? "serving" : "servings"}`}
          </p>
        </div>
        {canStepServings && (
          <ServingsStepper value={servings} onChange={setStepped} />
        )}
      </header>
      {steps.length > 0 && (
        <div className="h-1.5 bg-muted" aria-hidden="true">
          <div className="h-full bg-primary transition-[width]" style={{ width: `${(Math.min(index + 1, last) / last) * 100}%` }} />
        </div>
      )}
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {recipe && stepText !== undefined ? `${position}: ${stepText}` : recipe ? position : ""}
      </p>
      <p className="sr-only" aria-live="assertive" aria-atomic="true">
        {timers.announcement}
      </p>
      <main
        className="min-h-0 flex-1 touch-pan-y overflow-y-auto px-5 py-6 sm:px-8"
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
      >
        <div className="mx-auto max-w-3xl">
          {(wake === "unsupported" || wake === "failed") && (
            <p className="mb-4 rounded-xl bg-muted/70 px-3 py-2 text-sm text-muted-foreground" data-testid="wake-lock-fallback">
              {WAKE_LOCK_FALLBACK}
            </p>
          )}
          {body}
        </div>
      </main>
      <CookTimersBar timers={timers.timers} now={timers.now} onRemove={timers.cancel} />
      <nav aria-label="Steps" className="flex justify-center gap-3 border-t px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] *:max-w-sm">
        <Button variant="outline" size="lg" className="h-14 flex-1" disabled={index === 0 || !recipe} onClick={() => go(index - 1)}>
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button size="lg" className="h-14 flex-1" disabled={index >= last || !recipe} onClick={() => go(index + 1)}>
          {index === last - 1 ? "Finish" : "Next"}
          <ChevronRight aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}


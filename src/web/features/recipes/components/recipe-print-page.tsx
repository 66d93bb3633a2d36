import { useEffect, useRef, useState } from "react";
import { Link } from "wouter";
import { ArrowLeft, Printer } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { householdSizeOf, useUserSettings } from "../../../lib/user-settings";
import { useRecipe } from "../api/get-recipe";
import { RecipePrintSheet } from "./recipe-print-sheet";
import { ServingsStepper } from "../../../components/servings-stepper";

/** History state the detail's 'Print' action sets: open the print dialog once the page is ready. */
export interface PrintNavigationState {
  autoPrint?: boolean;
}

/** Whether this history entry asked for the print dialog (read once; a reload does not ask again). */
function takeAutoPrint(): boolean {
  const state = (typeof window === "undefined" ? null : window.history.state) as PrintNavigationState | null;
  if (!state?.autoPrint) return false;
  window.history.replaceState({ ...state, autoPrint: false }, "");
  return true;
}

/**
 * /recipes/{id}/print: the recipe on a white sheet without the app's navigation, a bar with
 * 'Back to recipes', the servings stepper and 'Print' that does not print itself (print:hidden),
 * and the sheet. Amounts start scaled to the household size, as on the detail. Opened from the
 * detail's 'Print', the browser's print dialog opens by itself once the recipe and its picture
 * have loaded.
 */
export function RecipePrintPage({ id }: { id: string }) {
  const query = useRecipe(id);
  const settings = useUserSettings();
  const [chosen, setChosen] = useState<number | null>(null);
  const [autoPrint] = useState(takeAutoPrint);
  const [pictureSettled, setPictureSettled] = useState(false);
  const printed = useRef(false);
  const recipe = query.data;
  const servings = chosen ?? householdSizeOf(settings.data);
  const ready = recipe !== undefined && (!recipe.imageUrl || pictureSettled);

  useEffect(() => {
    if (!autoPrint || !ready || printed.current) return;
    printed.current = true;
    // After this frame is painted, so the dialog shows the finished page.
    const timer = window.setTimeout(() => window.print(), 50);
    return () => window.clearTimeout(timer);
  }, [autoPrint, ready]);

  return (
    <div className="min-h-dvh bg-background print:min-h-0 print:bg-white">
      <div className="mx-auto max-w-[52rem] px-3 py-4 sm:px-5 print:max-w-none print:p-0">
        <title>{`${recipe?.title ?? "Recipe"} · Pantry → Meals`}</title>
        <div className="mb-4 flex flex-wrap items-center gap-2 print:hidden" data-testid="print-toolbar">
          <Button variant="ghost" asChild>
            <Link href="/recipes">
              <ArrowLeft aria-hidden="true" />
              Back to recipes
            </Link>
          </Button>
          <div className="ml-auto flex flex-wrap items-center gap-2">
            {recipe && <ServingsStepper value={servings} onChange={setChosen} />}
            <Button disabled={!recipe} onClick={() => window.print()}>
              <Printer aria-hidden="true" />
              Print
            </Button>
          </div>
        </div>
        {/* The sheet of paper: white on screen whatever the theme, plain on paper. */}
        <div className="rounded-xl bg-white p-5 text-black shadow-sm ring-1 ring-black/10 sm:p-8 print:rounded-none print:p-0 print:shadow-none print:ring-0">
          {recipe ? (
            <RecipePrintSheet recipe={recipe} servings={servings} onPictureSettled={() => setPictureSettled(true)} />
          ) : query.isError ? (
            <p role="alert" className="text-sm">
              {errorMessage(query.error)}
            </p>
          ) : (
            <p role="status" className="text-sm">
              Loading recipe...
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

import { useLocation, useParams, useSearch } from "wouter";
import { CookModePage } from "../features/cook-mode/components/cook-mode-page";

/** History state set by the Cook buttons: leaving goes back to where the cook came from. */
export interface CookNavigationState {
  fromApp?: boolean;
}

/**
 * /cook/{recipeId}?servings=N&entry={mealPlanEntryId}&day=YYYY-MM-DD — cook mode, full screen
 * outside the app shell (issue 23 item 1). `entry` (and `day` for a repeating meal) make "Mark
 * cooked" cook that planned meal; without it the recipe alone is cooked for `servings`.
 */
export function CookRoute() {
  const { recipeId } = useParams<{ recipeId: string }>();
  const params = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const servings = Number(params.get("servings"));
  const entryId = params.get("entry") ?? undefined;
  const leave = () => {
    if ((window.history.state as CookNavigationState | null)?.fromApp) window.history.back();
    else navigate(entryId ? "/enhanced-planner" : `/recipes?open=${encodeURIComponent(recipeId)}`, { replace: true });
  };
  return (
    <CookModePage
      recipeId={recipeId}
      entryId={entryId}
      day={params.get("day") ?? undefined}
      servings={Number.isInteger(servings) && servings >= 1 && servings <= 100 ? servings : undefined}
      onLeave={leave}
    />
  );
}

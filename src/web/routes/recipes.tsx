import { lazy, Suspense, useState } from "react";
import type { MealPlanRecipe } from "../components/add-to-meal-plan-dialog";
import { PageHeader } from "../components/page-header";
import { RecipesScreen } from "../features/recipes/components/recipes-screen";
import { useAuth } from "../lib/use-auth";

// The calendar dialog loads when first needed.
const PlanRecipeDialog = lazy(() =>
  import("../features/meal-plans/components/plan-recipe-dialog").then((m) => ({ default: m.PlanRecipeDialog })),
);

/** /recipes — the household's saved and imported recipes; 'Plan' opens the Add to Meal Plan dialog. */
export function RecipesRoute() {
  const { user } = useAuth();
  const [planRecipe, setPlanRecipe] = useState<MealPlanRecipe | null>(null);
  return (
    <div>
      <PageHeader title="Recipes" description="Your saved, imported and own recipes, best matches for your pantry first." />
      <RecipesScreen onPlan={setPlanRecipe} />
      {planRecipe && user && (
        <Suspense fallback={null}>
          <PlanRecipeDialog householdId={user.householdId} recipe={planRecipe} onClose={() => setPlanRecipe(null)} />
        </Suspense>
      )}
    </div>
  );
}

import { lazy, Suspense, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { User } from "../../shared/schemas/auth";
import type { MealPlanRecipe } from "../components/add-to-meal-plan-dialog";
import { PageHeader } from "../components/page-header";
import { AddItemForm } from "../features/pantry/components/add-item-form";
import { PantryList } from "../features/pantry/components/pantry-list";
import { usePantry } from "../features/pantry/api/get-pantry";
import { RecipeIdeasSection } from "../features/recipe-ideas/components/recipe-ideas-section";

// The calendar dialog loads when first needed.
const PlanRecipeDialog = lazy(() =>
  import("../features/meal-plans/components/plan-recipe-dialog").then((m) => ({ default: m.PlanRecipeDialog })),
);

/**
 * / — the pantry: AI recipe ideas, the manual add form and the item list. `?use=<id>,<id>` (the
 * use-soon digest's link, issue 23 item 2) focuses the ideas on those items of the household.
 */
export function PantryRoute({ user }: { user: User }) {
  const [planRecipe, setPlanRecipe] = useState<MealPlanRecipe | null>(null);
  const [, navigate] = useLocation();
  const useIds = (new URLSearchParams(useSearch()).get("use") ?? "").split(",").filter(Boolean);
  const pantry = usePantry(user.householdId);
  const focusNames = useIds.length > 0 ? (pantry.data ?? []).filter((i) => useIds.includes(i.id)).map((i) => i.product.name) : [];
  return (
    <div className="space-y-6">
      <PageHeader
        title={user.firstName ? `Hi ${user.firstName}, here's your pantry` : "Your pantry"}
        description="Keep track of what you have and turn it into meals."
        documentTitle="Pantry"
      />
      <RecipeIdeasSection
        onAddToPlan={setPlanRecipe}
        focus={focusNames.length > 0 ? { names: focusNames, onClear: () => navigate("/", { replace: true }) } : null}
      />
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
          <AddItemForm />
        </div>
        <div className="lg:col-start-1 lg:row-start-1">
          <PantryList householdId={user.householdId} />
        </div>
      </div>
      {planRecipe && (
        <Suspense fallback={null}>
          <PlanRecipeDialog householdId={user.householdId} recipe={planRecipe} onClose={() => setPlanRecipe(null)} />
        </Suspense>
      )}
    </div>
  );
}

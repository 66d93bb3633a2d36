import { lazy, Suspense, useState } from "react";
import { useLocation, useSearch } from "wouter";
import type { User } from "../../shared/schemas/auth";
import type { MealPlanRecipe } from "../components/add-to-meal-plan-dialog";
import { PageHeader } from "../components/page-header";
import { AddItemForm } from "../features/pantry/components/add-item-form";
import { PantryList } from "../features/pantry/components/pantry-list";
import { usePantry } from "../features/pantry/api/get-pantry";
import { PHONE_QUERY, useMediaQuery } from "../features/pantry/hooks/use-pantry-view-mode";
import { RecipeIdeasSection } from "../features/recipe-ideas/components/recipe-ideas-section";

// The calendar dialog loads when first needed.
const PlanRecipeDialog = lazy(() =>
  import("../features/meal-plans/components/plan-recipe-dialog").then((m) => ({ default: m.PlanRecipeDialog })),
);

/**
 * / — the pantry: AI recipe ideas, the manual add form and the item list. `?use=<id>,<id>` (the
 * use-soon digest's link, issue 23 item 2) focuses the ideas on those items of the household.
 * On a phone (< 640 px) the list comes first, then the add form, then the ideas (issue 23); the
 * DOM follows the visual order so Tab and screen readers meet them in the same order.
 */
export function PantryRoute({ user }: { user: User }) {
  const [planRecipe, setPlanRecipe] = useState<MealPlanRecipe | null>(null);
  const [, navigate] = useLocation();
  const useIds = (new URLSearchParams(useSearch()).get("use") ?? "").split(",").filter(Boolean);
  const pantry = usePantry(user.householdId);
  const focusNames = useIds.length > 0 ? (pantry.data ?? []).filter((i) => useIds.includes(i.id)).map((i) => i.product.name) : [];
  const listFirst = useMediaQuery(PHONE_QUERY) && useIds.length === 0;
  const form = (
    <div className="lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
      <AddItemForm />
    </div>
  );
  const ideas = (
    <RecipeIdeasSection
      onAddToPlan={setPlanRecipe}
      focus={focusNames.length > 0 ? { names: focusNames, onClear: () => navigate("/", { replace: true }) } : null}
    />
  );
  return (
    <div className="space-y-6">
      <PageHeader
        title={user.firstName ? `Hi ${user.firstName}, here's your pantry` : "Your pantry"}
        description="Keep track of what you have and turn it into meals."
        documentTitle="Pantry"
      />
      {/* A `?use=` link opens on the ideas it asked for, even on a phone. */}
      {!listFirst && ideas}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        {!listFirst && form}
        <div className="lg:col-start-1 lg:row-start-1">
          <PantryList householdId={user.householdId} />
        </div>
        {listFirst && form}
      </div>
      {listFirst && ideas}
      {planRecipe && (
        <Suspense fallback={null}>
          <PlanRecipeDialog householdId={user.householdId} recipe={planRecipe} onClose={() => setPlanRecipe(null)} />
        </Suspense>
      )}
    </div>
  );
}

import { AddToMealPlanDialog, type MealPlanRecipe } from "../../../components/add-to-meal-plan-dialog";
import { useCreateMealPlan } from "../api/create-meal-plan";

/** The shared Add to Meal Plan dialog wired to POST /api/meal-plans. Open while `recipe` is set. */
export function PlanRecipeDialog({
  householdId,
  recipe,
  onClose,
}: {
  householdId: string;
  recipe: MealPlanRecipe | null;
  onClose: () => void;
}) {
  const create = useCreateMealPlan();
  return (
    <AddToMealPlanDialog
      recipe={recipe}
      open={recipe !== null}
      onOpenChange={(open) => !open && onClose()}
      isLoading={create.isPending}
      onAdd={({ recipeId, date, mealType }) =>
        create.mutate(
          { householdId, recipeId, day: date, mealType, servings: recipe?.servings ?? 4, status: "planned" },
          { onSuccess: onClose },
        )
      }
    />
  );
}

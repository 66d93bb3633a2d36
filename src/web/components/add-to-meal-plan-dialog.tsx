import { useState } from "react";
import { startOfToday } from "date-fns";
import { CalendarCheck, Clock, UtensilsCrossed, Users } from "lucide-react";
import { MEAL_TYPES, type MealType } from "../../shared/schemas/common";
import type { Recipe } from "../../shared/schemas/recipes";
import { longDateWithOrdinal, toDayString } from "../../shared/domain/dates";
import { Button } from "./ui/button";
import { Calendar } from "./ui/calendar";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "./ui/dialog";
import { Label } from "./ui/label";
import { OptionSelect } from "./option-select";
import { capitalise } from "../lib/text";

export type MealPlanRecipe = Pick<Recipe, "id" | "title" | "imageUrl" | "prepMin" | "cookMin" | "servings">;

/** What the dialog hands to its caller (SPEC §3): recipe id, local day as YYYY-MM-DD, meal type. */
export interface AddToMealPlanData {
  recipeId: string;
  date: string;
  mealType: MealType;
}

export interface AddToMealPlanDialogProps {
  recipe: MealPlanRecipe | null | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdd: (data: AddToMealPlanData) => void;
  isLoading?: boolean;
}

/** SPEC §2/§4/§5 Add to Meal Plan dialog. Renders nothing without a recipe. */
export function AddToMealPlanDialog({ recipe, open, onOpenChange, onAdd, isLoading = false }: AddToMealPlanDialogProps) {
  const [date, setDate] = useState<Date | undefined>(() => startOfToday());
  const [mealType, setMealType] = useState<MealType | "">("dinner");
  const [wasOpen, setWasOpen] = useState(open);

  const reset = () => {
    setDate(startOfToday());
    setMealType("dinner");
  };
  // Closing from outside (e.g. after a successful add) also resets to today and dinner.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) reset();
  }

  if (!recipe) return null;

  const handleOpenChange = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const canAdd = !isLoading && Boolean(date) && Boolean(mealType);
  const totalMin = recipe.prepMin != null ? recipe.prepMin + (recipe.cookMin ?? 0) : null;

  return (
    <Dialog open={open} onOpenChange={handleOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add to Meal Plan</DialogTitle>
          <DialogDescription>Pick a day and a meal for this recipe.</DialogDescription>
        </DialogHeader>
        <DialogBody className="space-y-4">
          <div className="flex items-center gap-3 rounded-xl border bg-muted/40 p-2.5">
            <div className="relative size-16 shrink-0 overflow-hidden rounded-lg bg-gradient-to-br from-primary-wash to-warning-wash">
              {recipe.imageUrl ? (
                <img src={recipe.imageUrl} alt="" className="absolute inset-0 size-full object-cover" />
              ) : (
                <span className="absolute inset-0 flex items-center justify-center text-primary/60" data-testid="plate-placeholder">
                  <UtensilsCrossed className="size-7" aria-hidden="true" />
                </span>
              )}
            </div>
            <div className="min-w-0">
              <p className="line-clamp-2 font-semibold leading-snug">{recipe.title}</p>
              <div className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-muted-foreground">
                {totalMin != null && (
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-3.5" aria-hidden="true" />
                    {totalMin} min
                  </span>
                )}
                <span className="inline-flex items-center gap-1">
                  <Users className="size-3.5" aria-hidden="true" />
                  {recipe.servings} servings
                </span>
              </div>
            </div>
          </div>

          <div className="rounded-xl border p-2">
            <Calendar
              mode="single"
              required
              selected={date}
              onSelect={setDate}
              disabled={{ before: startOfToday() }}
              startMonth={startOfToday()}
              defaultMonth={date}
            />
          </div>
          {date && (
            <p className="flex items-center gap-2 text-sm font-medium" aria-live="polite">
              <CalendarCheck className="size-4 text-primary" aria-hidden="true" />
              <span>Selected: {longDateWithOrdinal(date)}</span>
            </p>
          )}

          <div className="grid gap-2">
            <Label htmlFor="meal-type">Meal type</Label>
            <OptionSelect
              id="meal-type"
              label="Meal type"
              placeholder="Choose meal type"
              value={mealType}
              options={MEAL_TYPES}
              optionLabel={capitalise}
              onChange={setMealType}
            />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={() => handleOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={!canAdd} onClick={() => date && mealType && onAdd({ recipeId: recipe.id, date: toDayString(date), mealType })}>
            {isLoading ? "Adding..." : "Add to Plan"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

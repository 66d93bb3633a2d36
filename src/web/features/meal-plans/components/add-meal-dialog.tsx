import { useState } from "react";
import { format } from "date-fns";
import { dayOfWeek, fromDayString } from "../../../../shared/domain/dates";
import { EVERY_DAY_RULE, EVERY_WEEKDAY_RULE, everyWeekOn } from "../../../../shared/domain/recurrence-rules";
import type { AiRecipeIdea } from "../../../../shared/schemas/ai";
import type { MealType } from "../../../../shared/schemas/common";
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { FormControl, FormItem, FormLabel } from "../../../components/ui/form-item";
import { OptionSelect } from "../../../components/option-select";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useCreateMealPlan } from "../api/create-meal-plan";
import { useSaveIdea } from "../api/planner-recipes";
import { CustomMealForm, type CustomMeal } from "./custom-meal-form";
import { IdeaPicker, SavedRecipePicker } from "./recipe-picker";

/** The repeat choices, in the order the select lists them. */
const REPEATS = ["none", "daily", "weekdays", "weekly"] as const;
type Repeat = (typeof REPEATS)[number];

/** Tab labels wrap to two short lines on a phone instead of running into each other. */
const TRIGGER = "h-auto min-w-0 px-1.5 py-1.5 text-xs leading-tight whitespace-normal sm:text-sm";

export interface MealSlot {
  day: string;
  mealType: MealType;
}

/**
 * The planners' add-meal dialog (SPEC §2). Weekly: tabs Saved Recipes, AI Suggestions (ideas for
 * the slot's meal type) and Custom Meal. Enhanced: Choose Recipe or Custom Meal. Both offer a
 * repeat choice stored as an RRULE (none, every day, every weekday, every week on this day).
 * Recipes are planned for the household size (the server's default); custom meals in the
 * enhanced planner carry their own servings.
 */
export function AddMealDialog({
  householdId,
  slot,
  variant,
  onClose,
}: {
  householdId: string;
  slot: MealSlot | null;
  variant: "weekly" | "enhanced";
  onClose: () => void;
}) {
  const [repeat, setRepeat] = useState<Repeat>("none");
  const create = useCreateMealPlan("Failed to plan meal");
  const saveIdea = useSaveIdea();
  if (!slot) return null;
  const date = fromDayString(slot.day);
  // The repeat choices: label and RRULE (null: once).
  const repeats: Record<Repeat, { label: string; rule: string | null }> = {
    none: { label: "Does not repeat", rule: null },
    daily: { label: "Every day", rule: EVERY_DAY_RULE },
    weekdays: { label: "Every weekday", rule: EVERY_WEEKDAY_RULE },
    weekly: { label: `Every ${format(date, "EEEE")}`, rule: everyWeekOn(dayOfWeek(slot.day)) },
  };
  const busy = create.isPending || saveIdea.isPending;
  const close = () => {
    setRepeat("none");
    onClose();
  };
  const plan = (body: { recipeId?: string } & Partial<CustomMeal>) =>
    create.mutate(
      {
        householdId,
        day: slot.day,
        mealType: slot.mealType,
        status: "planned",
        recurrenceRule: repeats[repeat].rule,
        ...body,
      },
      { onSuccess: close },
    );
  const planIdea = (idea: AiRecipeIdea) =>
    saveIdea.mutate(idea, {
      onSuccess: (recipe) => plan({ recipeId: recipe.id }),
      onError: (err) => toast({ title: "Failed to save recipe", description: errorMessage(err), variant: "destructive" }),
    });

  return (
    <Dialog open onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add {slot.mealType}</DialogTitle>
          <DialogDescription>{format(date, "EEEE, MMMM d")}</DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          <FormItem controlId="repeat">
            <FormLabel>Repeat</FormLabel>
            <FormControl>
              <OptionSelect label="Repeat" value={repeat} options={REPEATS} optionLabel={(r) => repeats[r].label} onChange={setRepeat} />
            </FormControl>
          </FormItem>
          <Tabs defaultValue="saved" className="min-w-0">
            <TabsList className="w-full">
              <TabsTrigger value="saved" className={TRIGGER}>
                {variant === "weekly" ? "Saved Recipes" : "Choose Recipe"}
              </TabsTrigger>
              {variant === "weekly" && (
                <TabsTrigger value="ai" className={TRIGGER}>
                  AI Suggestions
                </TabsTrigger>
              )}
              <TabsTrigger value="custom" className={TRIGGER}>
                Custom Meal
              </TabsTrigger>
            </TabsList>
            <TabsContent value="saved" className="min-w-0 pt-3">
              <SavedRecipePicker busy={busy} onPick={(recipeId) => plan({ recipeId })} />
            </TabsContent>
            {variant === "weekly" && (
              <TabsContent value="ai" className="min-w-0 pt-3">
                <IdeaPicker mealType={slot.mealType} busy={busy} onPick={planIdea} />
              </TabsContent>
            )}
            <TabsContent value="custom" className="pt-3">
              <CustomMealForm variant={variant} busy={busy} onSubmit={(meal) => plan(meal)} />
            </TabsContent>
          </Tabs>
        </DialogBody>
      </DialogContent>
    </Dialog>
  );
}

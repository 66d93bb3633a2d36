import { useState } from "react";
import { isValidDay } from "../../../../shared/domain/dates";
import { MEAL_TYPES, type MealType } from "../../../../shared/schemas/common";
import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { OptionSelect } from "../../../components/option-select";
import { capitalise } from "../../../lib/text";
import { useUpdateMealPlan } from "../api/update-meal-plan";
import { entryTitle } from "./meal-entry-chip";

/** Move a planned meal to another day or meal (SPEC is silent; issue 7). One occurrence of a series moves alone. */
export function MoveMealDialog({ entry, onClose }: { entry: MealPlanEntry | null; onClose: () => void }) {
  const update = useUpdateMealPlan();
  const [day, setDay] = useState(entry?.day ?? "");
  const [mealType, setMealType] = useState<MealType>(entry?.mealType ?? "dinner");
  if (!entry) return null;
  const valid = isValidDay(day);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Move {entryTitle(entry)}</DialogTitle>
          <DialogDescription>
            {entry.seriesDay ? "Only this day's meal moves; the rest of the series stays." : "Pick the new day and meal."}
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="move-day">Day</Label>
            <Input id="move-day" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="move-meal">Meal</Label>
            <OptionSelect
              id="move-meal"
              label="Meal"
              value={mealType}
              options={MEAL_TYPES}
              optionLabel={capitalise}
              onChange={setMealType}
            />
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button
            disabled={!valid || update.isPending}
            onClick={() => update.mutate({ entry, changes: { day, mealType } }, { onSuccess: onClose })}
          >
            Move
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import type { MealPlanEntry } from "../../../../shared/schemas/meal-plans";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { useRemoveMealPlan } from "../api/update-meal-plan";
import { entryTitle } from "./meal-entry-chip";

/** Removing a repeating meal: only this day (the series skips it) or every repeat (the series ends). */
export function RemoveSeriesDialog({ entry, onClose }: { entry: MealPlanEntry | null; onClose: () => void }) {
  const remove = useRemoveMealPlan();
  if (!entry) return null;
  const go = (series: boolean) => remove.mutate({ entry, series }, { onSuccess: onClose });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-sm">
        <DialogHeader>
          <DialogTitle>Remove {entryTitle(entry)}?</DialogTitle>
          <DialogDescription>This meal repeats. Remove it on this day only, or every time it repeats.</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" disabled={remove.isPending} onClick={() => go(true)}>
            Every repeat
          </Button>
          <Button disabled={remove.isPending} onClick={() => go(false)}>
            This day only
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
import { CalendarRange } from "lucide-react";
import { addDays, toDayString } from "../../../../shared/domain/dates";
import type { GenerateResult } from "../../../../shared/schemas/shopping-list";
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
import { toast } from "../../../components/ui/use-toast";
import { useAddFromPlan } from "../api/add-from-plan";

/** "3 added · 1 updated · 2 already in your pantry" for the toast after a run. */
export function runSummary(r: GenerateResult): string {
  const parts = [
    r.added && `${r.added} added`,
    r.updated && `${r.updated} updated`,
    r.removed && `${r.removed} no longer needed`,
    r.inStock && `${r.inStock} already in your pantry`,
  ].filter(Boolean);
  return parts.length ? parts.join(" · ") : "Nothing missing: your pantry has it all.";
}

/** Range presets: the next 7 days from today, or the 7 after those. */
const PRESETS = [
  { label: "Next 7 days", from: 0 },
  { label: "The week after", from: 7 },
] as const;

/**
 * 'Add what's missing' for a date range of the plan: planned meals in the range, scaled to their
 * servings, minus the pantry. Re-running updates the same lines (the toast says what changed).
 */
export function FromPlanDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const today = toDayString(new Date());
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState(addDays(today, 6));
  const run = useAddFromPlan();
  const invalid = !start || !end || start > end;

  const submit = () =>
    run.mutate(
      { startDate: start, endDate: end },
      {
        onSuccess: (r) => {
          toast({ title: "Shopping list updated", description: runSummary(r) });
          onOpenChange(false);
        },
      },
    );

  return (
    <Dialog open={open} onOpenChange={(o) => !run.isPending && onOpenChange(o)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Add what's missing</DialogTitle>
          <DialogDescription>
            Meals planned in these days, minus what your pantry already has. Running it again updates the list.
          </DialogDescription>
        </DialogHeader>
        <DialogBody className="grid gap-4">
          <div className="flex flex-wrap gap-2" role="group" aria-label="Quick ranges">
            {PRESETS.map((p) => {
              const from = addDays(today, p.from);
              const to = addDays(from, 6);
              const active = start === from && end === to;
              return (
                <Button
                  key={p.label}
                  variant={active ? "secondary" : "outline"}
                  size="sm"
                  aria-pressed={active}
                  onClick={() => (setStart(from), setEnd(to))}
                >
                  {p.label}
                </Button>
              );
            })}
          </div>
          <div className="grid grid-cols-2 gap-3">
            <div className="grid gap-1.5">
              <Label htmlFor="plan-from">From</Label>
              <Input id="plan-from" type="date" value={start} onChange={(e) => setStart(e.target.value)} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="plan-to">To</Label>
              <Input
                id="plan-to"
                type="date"
                value={end}
                min={start}
                onChange={(e) => setEnd(e.target.value)}
                aria-invalid={invalid || undefined}
              />
            </div>
          </div>
          {invalid && (
            <p role="alert" className="text-sm text-destructive">
              Choose a start day on or before the end day.
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button variant="outline" disabled={run.isPending} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button disabled={invalid || run.isPending} onClick={submit}>
            <CalendarRange aria-hidden="true" />
            {run.isPending ? "Working out…" : "Add to list"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

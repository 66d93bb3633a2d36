import { useId } from "react";
import { Check, Pencil } from "lucide-react";
import type { ShoppingItem } from "../../../../shared/schemas/shopping-list";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { lineAmount, neededForText } from "../lib/format";

/**
 * One line of the list: a large tick target (the whole left part is the checkbox's label), the
 * amount, what it is needed for, its note, who ticked it, and an edit button.
 */
export function ShoppingLine({ item, onToggle, onEdit }: { item: ShoppingItem; onToggle: (checked: boolean) => void; onEdit: () => void }) {
  const id = useId();
  const amount = lineAmount(item);
  const needed = neededForText(item.neededFor);
  return (
    <li
      data-testid="shopping-line"
      data-checked={item.checked}
      className="flex items-stretch gap-1 rounded-2xl border bg-card shadow-xs transition-colors has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
    >
      <input
        id={id}
        type="checkbox"
        className="peer sr-only"
        checked={item.checked}
        aria-label={amount ? `${item.name}, ${amount}` : item.name}
        onChange={(e) => onToggle(e.target.checked)}
        aria-describedby={needed ? `${id}-for` : undefined}
      />
      <label htmlFor={id} className="flex min-w-0 flex-1 cursor-pointer items-start gap-3 p-3 pr-1 select-none">
        <span
          aria-hidden="true"
          className={cn(
            "mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors",
            item.checked ? "border-primary bg-primary text-primary-foreground" : "border-input bg-card",
          )}
        >
          {item.checked && <Check className="size-4" strokeWidth={3} />}
        </span>
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-baseline gap-x-2">
            <span className={cn("font-semibold", item.checked && "text-muted-foreground line-through decoration-2")}>{item.name}</span>
            {amount && (
              <span className={cn("text-sm font-medium tabular-nums", item.checked ? "text-muted-foreground" : "text-primary")}>
                {amount}
              </span>
            )}
          </span>
          {needed && (
            <span id={`${id}-for`} className="mt-0.5 block text-xs text-muted-foreground">
              <span className="sr-only">Needed for: </span>
              {needed}
            </span>
          )}
          {item.note && <span className="mt-0.5 block text-xs text-foreground/80 italic">{item.note}</span>}
          {item.checked && item.checkedBy && <span className="mt-0.5 block text-xs text-primary">In {item.checkedBy}'s cart</span>}
        </span>
      </label>
      <Button
        variant="ghost"
        size="icon"
        className="m-1 self-center text-muted-foreground"
        aria-label={`Edit ${item.name}`}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" />
      </Button>
    </li>
  );
}

import { lazy, Suspense, useState } from "react";
import { Pencil, Trash2 } from "lucide-react";
import type { PantryItem } from "../../../../shared/schemas/pantry";
// Renamed: they are plain functions, not React hooks.
import { formatQty, roundForUnit, stepQty, useHalf as halveQty, useOne as takeOne } from "../../../../shared/domain/pantry-qty";
import { DietaryFlags } from "../../../components/dietary-flags";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { cn } from "../../../lib/cn";
import { useDeletePantryItem } from "../api/delete-pantry-item";
import { useUpdatePantryItem } from "../api/update-pantry-item";
import { categoryLabel, categoryStyle } from "./category-style";
import { ExpiryBadge } from "./expiry-badge";
import { ItemThumb } from "./item-thumb";
import { QtyStepper } from "./qty-stepper";

const EditItemDialog = lazy(() => import("./edit-item-dialog").then((m) => ({ default: m.EditItemDialog })));

/** The amount after each card action, as the server will store it (pieces stay whole). */
function nextAmounts(item: PantryItem) {
  const qty = roundForUnit(Number(item.qty), item.unit);
  return {
    qty,
    useOne: takeOne(qty, item.unit),
    useHalf: roundForUnit(halveQty(qty), item.unit),
  };
}

/**
 * One of the household's own pantry items: name, brand, category and best-before badges, the
 * quantity stepper, 'Use 1', 'Use ½', edit and delete. (Samples use SampleItemCard.)
 */
export function PantryItemCard({ item, today }: { item: PantryItem; today: string }) {
  const update = useUpdatePantryItem();
  const remove = useDeletePantryItem();
  const [editing, setEditing] = useState(false);
  const name = item.product.name;
  const style = categoryStyle(item.product.category);
  const amounts = nextAmounts(item);
  const nameId = `pantry-item-${item.id}`;

  const setQty = (qty: number) => update.mutate({ itemId: item.id, qty: formatQty(qty) });

  return (
    <li
      data-testid="pantry-item"
      data-source={item.source}
      aria-labelledby={nameId}
      className={cn(
        "flex flex-col gap-3 rounded-2xl border bg-card p-3.5 shadow-xs transition-shadow hover:shadow-sm",
        amounts.qty === 0 && "bg-card/70",
      )}
    >
      <div className="flex items-start gap-3">
        <ItemThumb item={item} />
        <div className="min-w-0 flex-1">
          <h3 id={nameId} className="truncate font-semibold leading-snug" title={name}>
            {name}
          </h3>
          {item.product.brand && <p className="truncate text-sm text-muted-foreground">{item.product.brand}</p>}
          <div className="mt-1.5 flex flex-wrap items-center gap-1.5">
            <Badge variant={style.badge}>{categoryLabel(item.product.category)}</Badge>
            {amounts.qty === 0 && <Badge variant="muted">Used up</Badge>}
            <ExpiryBadge expiresOn={item.expiresOn} today={today} />
          </div>
          <DietaryFlags flags={item.dietFlags} className="mt-1.5" />
        </div>
        {/* Edit and Delete 8 px apart so a slip does not delete (issue 23). */}
        <div className="-mt-1 -mr-1 flex shrink-0 gap-2">
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Edit ${name}`}
            className="text-muted-foreground"
            onClick={() => setEditing(true)}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={`Delete ${name}`}
            className="text-muted-foreground hover:bg-destructive-soft hover:text-destructive"
            disabled={remove.isPending}
            onClick={() => remove.mutate(item)}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t pt-3">
        <QtyStepper name={name} qty={item.qty} unit={item.unit} onStep={(d) => setQty(stepQty(amounts.qty, item.unit, d))} />
        <div className="flex gap-1.5">
          <Button
            variant="outline"
            size="sm"
            className="px-2.5"
            aria-describedby={nameId}
            disabled={amounts.useOne === amounts.qty}
            onClick={() => setQty(amounts.useOne)}
          >
            Use 1
          </Button>
          <Button
            variant="outline"
            size="sm"
            className="px-2.5"
            aria-describedby={nameId}
            disabled={amounts.useHalf === amounts.qty}
            onClick={() => setQty(amounts.useHalf)}
          >
            Use ½
          </Button>
        </div>
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EditItemDialog item={item} onClose={() => setEditing(false)} />
        </Suspense>
      )}
    </li>
  );
}

import { lazy, Suspense, useState } from "react";
import { ChevronRight } from "lucide-react";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { formatQty, roundForUnit, stepQty } from "../../../../shared/domain/pantry-qty";
import { Badge } from "../../../components/ui/badge";
import { useDeletePantryItem } from "../api/delete-pantry-item";
import { useUpdatePantryItem } from "../api/update-pantry-item";
import { ExpiryBadge } from "./expiry-badge";
import { QtyStepper } from "./qty-stepper";

const EditItemDialog = lazy(() => import("./edit-item-dialog").then((m) => ({ default: m.EditItemDialog })));

/**
 * One of the household's own items as a single compact row (issue 23: about 60 px instead of a
 * 250 px card): the name, the best-before badge and the −/+ stepper. The whole row is a button
 * named "Edit {name}" that opens the edit dialog; the stepper sits above it and keeps its own Tab
 * stops; the dialog offers Delete. 'Use 1' and 'Use ½' live in the card view (the "Cards" toggle).
 */
export function PantryItemRow({ item, today }: { item: PantryItem; today: string }) {
  const update = useUpdatePantryItem();
  const remove = useDeletePantryItem();
  const [editing, setEditing] = useState(false);
  const name = item.product.name;
  const qty = roundForUnit(Number(item.qty), item.unit);
  const nameId = `pantry-item-${item.id}`;
  const detailId = `pantry-item-${item.id}-detail`;

  return (
    <li
      data-testid="pantry-item"
      data-source={item.source}
      data-view="compact"
      aria-labelledby={nameId}
      className="flex min-h-15 items-center gap-2 pr-2 transition-colors hover:bg-muted/60"
    >
      {/* The row's own button fills the text side (the stepper keeps its own buttons): tapping the name edits. */}
      <div className="relative flex min-w-0 flex-1 items-center gap-1.5 self-stretch">
        <button
          type="button"
          aria-label={`Edit ${name}`}
          aria-describedby={detailId}
          className="absolute inset-0 cursor-pointer outline-none focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:ring-inset"
          onClick={() => setEditing(true)}
        />
        <div className="pointer-events-none relative min-w-0 flex-1 py-1.5 pl-3.5">
          <h3 id={nameId} className="truncate text-sm font-semibold leading-snug">
            {name}
          </h3>
          <div id={detailId} className="mt-0.5 flex min-h-5 items-center gap-1.5 overflow-hidden whitespace-nowrap">
            {qty === 0 && <Badge variant="muted">Used up</Badge>}
            <ExpiryBadge expiresOn={item.expiresOn} today={today} compact />
          </div>
        </div>
        <ChevronRight className="pointer-events-none relative size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      </div>
      <div className="shrink-0">
        <QtyStepper
          name={name}
          qty={item.qty}
          unit={item.unit}
          fixedWidth
          onStep={(d) => update.mutate({ itemId: item.id, qty: formatQty(stepQty(qty, item.unit, d)) })}
        />
      </div>
      {editing && (
        <Suspense fallback={null}>
          <EditItemDialog
            item={item}
            onClose={() => setEditing(false)}
            onDelete={() => {
              setEditing(false);
              remove.mutate(item);
            }}
          />
        </Suspense>
      )}
    </li>
  );
}

import type { PantryItem } from "../../../../shared/schemas/pantry";
import { Badge } from "../../../components/ui/badge";
import { displayQty, displayUnit } from "../lib/format";
import { categoryLabel, categoryStyle } from "./category-style";
import { ItemThumb } from "./item-thumb";

/** A sample item (SPEC §4): a compact, read-only row — no stepper, 'Use' buttons, edit or delete. */
export function SampleItemCard({ item }: { item: PantryItem }) {
  const nameId = `pantry-item-${item.id}`;
  return (
    <li
      data-testid="pantry-item"
      data-source="sample"
      aria-labelledby={nameId}
      className="flex items-center gap-3 rounded-2xl border border-dashed bg-card/70 p-2.5 pr-3.5"
    >
      <ItemThumb item={item} small />
      <div className="min-w-0 flex-1">
        <h3 id={nameId} className="truncate font-semibold leading-snug" title={item.product.name}>
          {item.product.name}
        </h3>
        <div className="mt-1 flex flex-wrap gap-1.5">
          <Badge variant={categoryStyle(item.product.category).badge}>{categoryLabel(item.product.category)}</Badge>
          <Badge variant="outline">Sample</Badge>
        </div>
      </div>
      <span className="shrink-0 text-sm font-semibold tabular-nums" data-testid="item-qty">
        {displayQty(item.qty)} <span className="font-normal text-muted-foreground">{displayUnit(item.qty, item.unit)}</span>
      </span>
    </li>
  );
}

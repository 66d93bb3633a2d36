import { useState } from "react";
import { CalendarRange, PackageCheck, RefreshCw } from "lucide-react";
import { AISLE_LABELS } from "../../../../shared/domain/shopping-aisles";
import { SHOPPING_AISLES, type ShoppingItem } from "../../../../shared/schemas/shopping-list";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { PageHeader } from "../../../components/page-header";
import { errorMessage } from "../../../lib/api-client";
import { useShoppingList } from "../api/get-shopping-list";
import { useUpdateShoppingItem } from "../api/update-shopping-item";
import { AddItemForm } from "./add-item-form";
import { DoneShoppingDialog } from "./done-shopping-dialog";
import { EditLineDialog } from "./edit-line-dialog";
import { FromPlanDialog } from "./from-plan-dialog";
import { ShoppingLine } from "./shopping-line";
import { ShoppingEmpty, ShoppingSkeleton } from "./shopping-states";

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  const id = `aisle-${title.replace(/\W+/g, "-").toLowerCase()}`;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="mb-2 flex items-center gap-2 px-1 text-xs font-bold tracking-wider text-muted-foreground uppercase">
        {title}
        <span className="rounded-full bg-muted px-1.5 py-0.5 text-2xs tabular-nums">{count}</span>
      </h2>
      <ul className="grid gap-2">{children}</ul>
    </section>
  );
}

/**
 * /shopping (issue 11): the household's list, live (polled), in store-aisle order, with ticked
 * lines gathered under 'In the cart'; add by hand, 'Add what's missing' from the plan, edit a line,
 * and 'Done shopping' to put the ticked lines in the pantry (with Undo).
 */
export function ShoppingScreen({ householdId }: { householdId: string }) {
  const list = useShoppingList(householdId);
  const update = useUpdateShoppingItem();
  const [fromPlan, setFromPlan] = useState(false);
  const [done, setDone] = useState(false);
  const [editing, setEditing] = useState<ShoppingItem | null>(null);
  const items = list.data?.items ?? [];
  const toBuy = items.filter((i) => !i.checked);
  const inCart = items.filter((i) => i.checked);
  const line = (item: ShoppingItem) => (
    <ShoppingLine
      key={item.id}
      item={item}
      onToggle={(checked) => update.mutate({ itemId: item.id, checked })}
      onEdit={() => setEditing(item)}
    />
  );

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader
        title="Shopping list"
        description="Shared with your household. Ticks show up for everyone as you shop."
        actions={
          <Button variant="secondary" onClick={() => setFromPlan(true)}>
            <CalendarRange aria-hidden="true" />
            Add what's missing
          </Button>
        }
      />
      <div className="grid grid-cols-1 gap-5">
        <AddItemForm />
        {list.error && !list.data && (
          <ErrorAlert>
            <p>{errorMessage(list.error)}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => list.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </ErrorAlert>
        )}
        {list.isLoading ? (
          <ShoppingSkeleton />
        ) : items.length === 0 && list.data ? (
          <ShoppingEmpty onFromPlan={() => setFromPlan(true)} />
        ) : (
          <div className="grid gap-6" aria-live="polite" aria-relevant="additions removals">
            <p className="px-1 text-sm text-muted-foreground" data-testid="shopping-summary">
              <strong className="text-foreground">{toBuy.length}</strong> to buy ·{" "}
              <strong className="text-foreground">{inCart.length}</strong> in the cart
            </p>
            {SHOPPING_AISLES.map((aisle) => {
              const lines = toBuy.filter((i) => i.category === aisle);
              return lines.length ? (
                <Section key={aisle} title={AISLE_LABELS[aisle]} count={lines.length}>
                  {lines.map(line)}
                </Section>
              ) : null;
            })}
            {inCart.length > 0 && (
              <Section title="In the cart" count={inCart.length}>
                {inCart.map(line)}
              </Section>
            )}
          </div>
        )}
        {inCart.length > 0 && (
          <div className="sticky bottom-20 z-30 flex justify-center md:bottom-6">
            <Button size="lg" className="w-full max-w-sm shadow-lg" onClick={() => setDone(true)}>
              <PackageCheck aria-hidden="true" />
              Done shopping ({inCart.length})
            </Button>
          </div>
        )}
        <FromPlanDialog open={fromPlan} onOpenChange={setFromPlan} />
        <DoneShoppingDialog items={inCart} open={done} onOpenChange={setDone} />
        {editing && <EditLineDialog key={editing.id} item={editing} onClose={() => setEditing(null)} />}
      </div>
    </div>
  );
}

import { useDeferredValue, useState, type ReactNode } from "react";
import { toDayString } from "../../../../shared/domain/dates";
import type { PantryItem } from "../../../../shared/schemas/pantry";
import { Badge } from "../../../components/ui/badge";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { errorMessage } from "../../../lib/api-client";
import { useMountedCount } from "../../../lib/use-mounted-count";
import { usePantry } from "../api/get-pantry";
import { useAutoSeed } from "../hooks/use-auto-seed";
import { usePantryViewMode, type PantryViewMode } from "../hooks/use-pantry-view-mode";
import { categoryCounts, DEFAULT_FILTERS, expiryCounts, pantryView, type PantryFilters } from "../lib/pantry-view";
import { categoryLabel } from "./category-style";
import { PantryItemCard } from "./pantry-item-card";
import { PantryItemRow } from "./pantry-item-row";
import { PantryEmpty, PantryNoMatches, PantrySkeleton, SampleNote } from "./pantry-states";
import { PantryToolbar } from "./pantry-toolbar";
import { SampleItemCard } from "./sample-item-card";

/** SPEC §4: samples are shown while the household has fewer than this many items of its own. */
const SAMPLES_UNTIL = 5;

/** Cards in the first commit (two phone screens) and in each later one. */
const FIRST_CARDS = 8;
const MORE_CARDS = 6;
/** Compact rows in the first commit (two phone screens of ~60 px rows) and in each later one. */
const FIRST_ROWS = 24;
const MORE_ROWS = 12;

function ItemGrid({ label, items, today, view }: { label: string; items: PantryItem[]; today: string; view: PantryViewMode }) {
  const compact = view === "compact";
  const shown = useMountedCount(items.length, compact ? FIRST_ROWS : FIRST_CARDS, compact ? MORE_ROWS : MORE_CARDS);
  if (compact) {
    return (
      <ul className="divide-y overflow-hidden rounded-2xl border bg-card shadow-xs" aria-label={label} data-view="compact">
        {items.slice(0, shown).map((item) => (
          <PantryItemRow key={item.id} item={item} today={today} />
        ))}
      </ul>
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2" aria-label={label}>
      {items.slice(0, shown).map((item) => (
        <PantryItemCard key={item.id} item={item} today={today} />
      ))}
    </ul>
  );
}

function SampleGrid({ items }: { items: PantryItem[] }) {
  return (
    <ul className="grid grid-cols-1 gap-2 sm:grid-cols-2" aria-label="Sample items">
      {items.map((item) => (
        <SampleItemCard key={item.id} item={item} />
      ))}
    </ul>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="space-y-2.5">
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The household's pantry: search, category filter and sort; samples first (read-only, with a
 * note), then the household's own items, soonest best-before first by default.
 */
export function PantryList({ householdId }: { householdId: string }) {
  const pantry = usePantry(householdId);
  const seeding = useAutoSeed(householdId, pantry);
  const [filters, setFilters] = useState<PantryFilters>(DEFAULT_FILTERS);
  const [view, setView] = usePantryViewMode();
  const [today] = useState(() => toDayString(new Date()));
  // The item cards render in a background transition, in slices (issue 10: Total Blocking Time);
  // the skeleton stays until the first list is ready.
  const data = useDeferredValue(pantry.data);
  const items = data ?? [];
  const listed = pantryView(items, filters);
  const { expired, useSoon } = expiryCounts(items, today);
  const filtered = filters.query.trim() !== "" || filters.category !== "all";
  const loading = pantry.isPending || (data === undefined && !pantry.isError) || (items.length === 0 && (seeding || pantry.isFetching));

  let body: ReactNode;
  if (loading) body = <PantrySkeleton />;
  else if (pantry.isError && items.length === 0) {
    body = (
      <ErrorAlert>
        <p>Couldn't load your pantry: {errorMessage(pantry.error)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void pantry.refetch()}>
          Try again
        </Button>
      </ErrorAlert>
    );
  } else if (items.length === 0) body = <PantryEmpty />;
  else if (listed.samples.length === 0 && listed.real.length === 0) {
    body = (
      <PantryNoMatches
        query={filters.query.trim()}
        category={filters.category === "all" ? null : categoryLabel(filters.category)}
        onClear={() => setFilters({ ...DEFAULT_FILTERS, sort: filters.sort })}
      />
    );
  } else if (listed.samples.length === 0) body = <ItemGrid label="Pantry items" items={listed.real} today={today} view={view} />;
  else {
    body = (
      <div className="space-y-6">
        <Group title="Sample items">
          {!filtered && <SampleNote realCount={listed.realTotal} threshold={SAMPLES_UNTIL} />}
          <SampleGrid items={listed.samples} />
        </Group>
        {listed.real.length > 0 && (
          <Group title="Your items">
            <ItemGrid label="Your items" items={listed.real} today={today} view={view} />
          </Group>
        )}
      </div>
    );
  }

  return (
    <section aria-labelledby="pantry-heading" className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1.5">
        <h2 id="pantry-heading" className="flex items-center gap-2 text-lg font-semibold">
          In your pantry
          {pantry.isSuccess && !loading && listed.realTotal > 0 && (
            <Badge variant="muted" aria-label={`${listed.realTotal} items`}>
              {listed.realTotal}
            </Badge>
          )}
        </h2>
        {(expired > 0 || useSoon > 0) && (
          <p className="flex gap-1.5">
            {expired > 0 && <Badge variant="red">{expired} expired</Badge>}
            {useSoon > 0 && <Badge variant="amber">{useSoon} to use soon</Badge>}
          </p>
        )}
      </div>
      {!loading && items.length > 0 && <PantryToolbar filters={filters} onChange={setFilters} counts={categoryCounts(items)} view={view} onViewChange={setView} />}
      <p className="sr-only" aria-live="polite">
        {filtered && !loading ? `${listed.samples.length + listed.real.length} matching items` : ""}
      </p>
      <div aria-busy={loading}>{body}</div>
    </section>
  );
}

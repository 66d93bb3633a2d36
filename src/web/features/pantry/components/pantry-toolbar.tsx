import { LayoutGrid, List, Search, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { PANTRY_CATEGORIES } from "../../../../shared/food/types";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { PANTRY_SORTS, type PantryFilters, type PantrySort } from "../lib/pantry-view";
import type { PantryViewMode } from "../hooks/use-pantry-view-mode";
import { cn } from "../../../lib/cn";
import { categoryLabel } from "./category-style";

const VIEWS: { value: PantryViewMode; label: string; icon: typeof List }[] = [
  { value: "compact", label: "Compact", icon: List },
  { value: "cards", label: "Cards", icon: LayoutGrid },
];

/** "Compact / Cards" switch (issue 23): two toggle buttons, the current one pressed; 44 px tall. */
function ViewToggle({ view, onChange }: { view: PantryViewMode; onChange: (view: PantryViewMode) => void }) {
  return (
    <div role="group" aria-label="List view" className="col-span-2 inline-flex rounded-xl border bg-muted/50 p-0.5 sm:col-span-1">
      {VIEWS.map(({ value, label, icon: Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={view === value}
          title={`${label} list`}
          onClick={() => onChange(value)}
          className={cn(
            "inline-flex h-11 min-w-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm sm:max-2xl:px-0 font-medium text-muted-foreground outline-none transition-colors",
            "hover:text-foreground focus-visible:ring-3 focus-visible:ring-ring/60",
            view === value && "bg-card text-foreground shadow-xs",
          )}
        >
          <Icon className="size-4" aria-hidden="true" />
          {/* Icons only beside the filters below 1536 px; the name stays for screen readers. */}
          <span className="whitespace-nowrap sm:max-2xl:sr-only">{label}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * Search box (name, brand, category — as you type), category filter, sort order and the
 * "Compact / Cards" view switch.
 */
export function PantryToolbar({
  filters,
  onChange,
  counts,
  view,
  onViewChange,
}: {
  filters: PantryFilters;
  onChange: (next: PantryFilters) => void;
  /** Items per category, shown in the filter. */
  counts: Map<string, number>;
  view: PantryViewMode;
  onViewChange: (view: PantryViewMode) => void;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_10.5rem_10.5rem_auto]" role="search" aria-label="Find pantry items">
      <div className="relative col-span-2 sm:col-span-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search pantry"
          placeholder="Search name, brand or category"
          className="h-11 pr-11 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          value={filters.query}
          onChange={(e) => onChange({ ...filters, query: e.target.value })}
          onKeyDown={(e) => e.key === "Escape" && filters.query && onChange({ ...filters, query: "" })}
        />
        {filters.query && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Clear search"
            className="absolute top-1/2 right-0 size-11 -translate-y-1/2 rounded-lg text-muted-foreground"
            onClick={() => onChange({ ...filters, query: "" })}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      <Select value={filters.category} onValueChange={(category) => onChange({ ...filters, category })}>
        <SelectTrigger aria-label="Category" className="h-11 px-3 text-sm">
          <SelectValue>{filters.category === "all" ? "All categories" : categoryLabel(filters.category)}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">All categories</SelectItem>
          {PANTRY_CATEGORIES.map((c) => (
            <SelectItem key={c} value={c} hint={counts.get(c) ?? 0}>
              {categoryLabel(c)}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.sort} onValueChange={(sort) => onChange({ ...filters, sort: sort as PantrySort })}>
        <SelectTrigger aria-label="Sort by" className="h-11 px-3 text-sm">
          <SelectValue>{PANTRY_SORTS.find((s) => s.value === filters.sort)?.label}</SelectValue>
        </SelectTrigger>
        <SelectContent>
          {PANTRY_SORTS.map((s) => (
            <SelectItem key={s.value} value={s.value}>
              {s.label}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <ViewToggle view={view} onChange={onViewChange} />
    </div>
  );
}

import { Search, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { PANTRY_CATEGORIES } from "../../../../shared/food/types";
import { Input } from "../../../components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";
import { PANTRY_SORTS, type PantryFilters, type PantrySort } from "../lib/pantry-view";
import { categoryLabel } from "./category-style";

/** Search box (name, brand, category — as you type), category filter and sort order. */
export function PantryToolbar({
  filters,
  onChange,
  counts,
}: {
  filters: PantryFilters;
  onChange: (next: PantryFilters) => void;
  /** Items per category, shown in the filter. */
  counts: Map<string, number>;
}) {
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-[minmax(0,1fr)_10.5rem_10.5rem]" role="search" aria-label="Find pantry items">
      <div className="relative col-span-2 sm:col-span-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search pantry"
          placeholder="Search name, brand or category"
          className="h-10 pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          value={filters.query}
          onChange={(e) => onChange({ ...filters, query: e.target.value })}
          onKeyDown={(e) => e.key === "Escape" && filters.query && onChange({ ...filters, query: "" })}
        />
        {filters.query && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Clear search"
            className="absolute top-1/2 right-1 size-8 -translate-y-1/2 rounded-lg text-muted-foreground"
            onClick={() => onChange({ ...filters, query: "" })}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      <Select value={filters.category} onValueChange={(category) => onChange({ ...filters, category })}>
        <SelectTrigger aria-label="Category" className="h-10 px-3 text-sm">
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
        <SelectTrigger aria-label="Sort by" className="h-10 px-3 text-sm">
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
    </div>
  );
}

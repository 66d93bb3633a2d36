import { Plus, RefreshCw, Search, SearchX, SlidersHorizontal, X } from "lucide-react";
import { MEAL_TYPES } from "../../../../shared/schemas/common";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";
import { capitalise } from "../../../lib/text";
import {
  filterNames,
  isFiltered,
  MATCH_LEVELS,
  NO_BROWSE,
  NOT_COOKED_DAYS,
  SORT_LABELS,
  SORTS,
  TIME_LIMITS,
  timeLabel,
  type RecipeBrowse,
  type RecipeSort,
} from "../lib/recipe-browse";

/** Search (title, cuisine, tags, ingredients — as you type), refresh (refetches the list) and 'Add Recipe'. */
export function RecipesToolbar({
  query,
  onQuery,
  refreshing,
  onRefresh,
  onAdd,
}: {
  query: string;
  onQuery: (next: string) => void;
  refreshing: boolean;
  onRefresh: () => void;
  onAdd: () => void;
}) {
  return (
    <div className="flex items-center gap-2">
      <div className="relative min-w-0 flex-1" role="search" aria-label="Find recipes">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input
          type="search"
          aria-label="Search recipes"
          placeholder="Search recipes"
          className="h-11 pr-10 pl-9 [&::-webkit-search-cancel-button]:appearance-none"
          value={query}
          onChange={(e) => onQuery(e.target.value)}
          onKeyDown={(e) => e.key === "Escape" && query && onQuery("")}
        />
        {query && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Clear search"
            className="absolute top-1/2 right-1.5 -translate-y-1/2 text-muted-foreground"
            onClick={() => onQuery("")}
          >
            <X aria-hidden="true" />
          </Button>
        )}
      </div>
      <Button
        variant="outline"
        size="icon"
        className="size-11"
        aria-label="Refresh recipes"
        title="Refresh"
        disabled={refreshing}
        onClick={onRefresh}
      >
        <RefreshCw aria-hidden="true" className={cn(refreshing && "animate-spin")} />
      </Button>
      <Button className="px-3.5" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {/* On phones the button reads 'Add' so the search keeps room; its name stays 'Add Recipe'. */}
        <span>
          Add<span className="sr-only sm:not-sr-only"> Recipe</span>
        </span>
      </Button>
    </div>
  );
}

const selectClass =
  "h-11 shrink-0 rounded-xl border bg-card px-3 pr-8 text-sm shadow-xs focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none";
const activeClass = "border-primary bg-primary-soft font-medium text-foreground";

/**
 * The Recipes screen's filters and sort (issue 23 item 4): tag, meal type, total time, pantry
 * match, "Not cooked lately" and the sort, as native selects (keyboard, screen reader and phone
 * pickers for free), on one row that scrolls sideways on a phone; 'Clear filters' when any is set.
 */
export function RecipesFilters({
  browse,
  tags,
  onChange,
}: {
  browse: RecipeBrowse;
  tags: string[];
  onChange: (next: RecipeBrowse) => void;
}) {
  const set = (patch: Partial<RecipeBrowse>) => onChange({ ...browse, ...patch });
  const tagChoices = browse.tag && !tags.some((t) => t.toLowerCase() === browse.tag!.toLowerCase()) ? [browse.tag, ...tags] : tags;
  return (
    <div className="-mx-4 flex items-center gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0" role="group" aria-label="Filter and sort recipes">
      <SlidersHorizontal className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
      <select aria-label="Tag" className={cn(selectClass, browse.tag && activeClass)} value={browse.tag ?? ""} onChange={(e) => set({ tag: e.target.value || null })}>
        <option value="">Any tag</option>
        {tagChoices.map((t) => (
          <option key={t} value={t}>
            {t}
          </option>
        ))}
      </select>
      <select
        aria-label="Meal type"
        className={cn(selectClass, browse.meal && activeClass)}
        value={browse.meal ?? ""}
        onChange={(e) => set({ meal: (e.target.value || null) as RecipeBrowse["meal"] })}
      >
        <option value="">Any meal</option>
        {MEAL_TYPES.map((m) => (
          <option key={m} value={m}>
            {capitalise(m)}
          </option>
        ))}
      </select>
      <select
        aria-label="Total time"
        className={cn(selectClass, browse.time && activeClass)}
        value={browse.time ?? ""}
        onChange={(e) => set({ time: (Number(e.target.value) || null) as RecipeBrowse["time"] })}
      >
        <option value="">Any time</option>
        {TIME_LIMITS.map((m) => (
          <option key={m} value={m}>
            {timeLabel(m)}
          </option>
        ))}
      </select>
      <select
        aria-label="Pantry match"
        className={cn(selectClass, browse.match && activeClass)}
        value={browse.match ?? ""}
        onChange={(e) => set({ match: (Number(e.target.value) || null) as RecipeBrowse["match"] })}
      >
        <option value="">Any pantry match</option>
        {MATCH_LEVELS.map((m) => (
          <option key={m} value={m}>
            {m === 100 ? "All in pantry" : `≥ ${m}% in pantry`}
          </option>
        ))}
      </select>
      <Button
        variant="outline"
        className={cn("shrink-0 rounded-xl px-3 font-normal", browse.fresh && activeClass)}
        aria-pressed={browse.fresh}
        title={`Not cooked in the last ${NOT_COOKED_DAYS} days`}
        onClick={() => set({ fresh: !browse.fresh })}
      >
        Not cooked lately
      </Button>
      <select aria-label="Sort by" className={selectClass} value={browse.sort} onChange={(e) => set({ sort: e.target.value as RecipeSort })}>
        {SORTS.map((s) => (
          <option key={s} value={s}>
            Sort: {SORT_LABELS[s]}
          </option>
        ))}
      </select>
      {isFiltered(browse) && (
        <Button variant="ghost" className="shrink-0 px-3 text-primary" onClick={() => onChange({ ...NO_BROWSE, sort: browse.sort })}>
          Clear filters
        </Button>
      )}
    </div>
  );
}

/** No recipe passes the filters: says which are set (to loosen) and offers 'Clear filters'. */
export function RecipesFilteredEmpty({ browse, onClear }: { browse: RecipeBrowse; onClear: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-10 text-center" data-testid="recipes-no-matches">
      <span className="flex size-14 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <SearchX className="size-7" aria-hidden="true" />
      </span>
      <h3 className="mt-3 font-semibold">No recipes match</h3>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">Try loosening: {filterNames(browse).join(", ")}.</p>
      <Button variant="outline" className="mt-4" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

import { Plus, RefreshCw, Search, X } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { cn } from "../../../lib/cn";

/** Search (title, cuisine, ingredients — as you type), refresh (refetches the list) and 'Add Recipe'. */
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

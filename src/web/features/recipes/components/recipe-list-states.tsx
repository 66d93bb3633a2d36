import { BookOpen, Link2, PenLine } from "lucide-react";
import { Button } from "../../../components/ui/button";
import { Skeleton, SkeletonRegion } from "../../../components/ui/skeleton";

/** Card-shaped placeholders while the list loads. */
export function RecipeListSkeleton() {
  return (
    <SkeletonRegion label="Loading recipes…">
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <li key={i} className="overflow-hidden rounded-2xl border bg-card">
            <Skeleton className="aspect-[16/9] rounded-none" />
            <div className="space-y-2.5 p-4">
              <Skeleton className="h-3 w-1/4" />
              <Skeleton className="h-5 w-3/4" />
              <Skeleton className="h-3.5 w-1/2" />
            </div>
            <div className="flex justify-between border-t px-3 py-2.5">
              <Skeleton className="h-8 w-32 rounded-lg" />
              <Skeleton className="h-8 w-20 rounded-lg" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonRegion>
  );
}

/** No recipes yet: invites importing one from a web page or writing one. */
export function RecipesEmpty({ onImport, onCreate }: { onImport: () => void; onCreate: () => void }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card/60 px-6 py-12 text-center">
      <span className="flex size-20 items-center justify-center rounded-full bg-primary-soft text-primary">
        <BookOpen className="size-10" aria-hidden="true" strokeWidth={1.75} />
      </span>
      <h3 className="mt-4 text-lg font-semibold">No recipes yet</h3>
      <p className="mt-1 max-w-xs text-sm text-muted-foreground">
        Import a recipe from any recipe web page, write down a family favourite, or save an AI idea from your pantry.
      </p>
      <div className="mt-5 flex w-full max-w-xs flex-col gap-2 sm:w-auto sm:max-w-none sm:flex-row">
        <Button onClick={onImport}>
          <Link2 aria-hidden="true" />
          Import from a link
        </Button>
        <Button variant="outline" onClick={onCreate}>
          <PenLine aria-hidden="true" />
          Write a recipe
        </Button>
      </div>
    </div>
  );
}

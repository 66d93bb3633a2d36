import { useMemo, useState, type ReactNode } from "react";
import { useLocation, useSearch } from "wouter";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { ErrorAlert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { errorMessage } from "../../../lib/api-client";
import { usePersonalizedRecipes } from "../api/get-personalized-recipes";
import { useRecipeInteractions } from "../api/get-recipe-interactions";
import { useRecordRecipeInteraction } from "../api/record-recipe-interaction";
import { feedbackStates } from "../../../../shared/domain/recipe-feedback";
import { allTags, browseRecipes, isFiltered, NO_BROWSE, readBrowse, writeBrowse, type RecipeBrowse } from "../lib/recipe-browse";
import { AddRecipeDialog, type AddRecipeTab } from "./add-recipe-dialog";
import { DeleteRecipeDialog } from "./delete-recipe-dialog";
import { RecipeCard, type RecipeCardActions } from "./recipe-card";
import { RecipeDetailDialog } from "./recipe-detail-dialog";
import { RecipeListSkeleton, RecipesEmpty } from "./recipe-list-states";
import { RecipesFilteredEmpty, RecipesFilters, RecipesToolbar } from "./recipes-toolbar";

/**
 * SPEC §2 Recipes screen: search, refresh, the Add Recipe dialog and the household's recipes
 * ranked for the user (GET /api/recipes/personalized), each card with like, dislike, save, plan,
 * delete and open. `onPlan` opens the Add to Meal Plan dialog (composed by the route).
 * `?open=<recipe id>` in the address opens that recipe's detail; issue 23: ?q, tag, meal, time,
 * match, fresh and sort filter and order the list (lib/recipe-browse.ts).
 */
export function RecipesScreen({ onPlan }: { onPlan: (recipe: Recipe) => void }) {
  const recipes = usePersonalizedRecipes();
  const interactions = useRecipeInteractions();
  const record = useRecordRecipeInteraction();
  // SPEC §4: the detail's open state and its recipe are one value; null = closed.
  const [selected, setSelected] = useState<Recipe | null>(null);
  const [adding, setAdding] = useState<AddRecipeTab | null>(null);
  const [lastTab, setLastTab] = useState<AddRecipeTab>("url");
  const [toDelete, setToDelete] = useState<Recipe | null>(null);

  const list = useMemo(() => recipes.data ?? [], [recipes.data]);
  // /recipes?open=<id> (e.g. "Open your saved copy" on a saved idea) opens that recipe's detail.
  const search = useSearch();
  const openId = new URLSearchParams(search).get("open");
  const [, navigate] = useLocation();
  // Issue 23: search, filters and sort live in the address (survive reload and back).
  const browse = useMemo(() => readBrowse(search), [search]);
  const setBrowse = (next: RecipeBrowse) => navigate(`/recipes${writeBrowse(search, next)}`, { replace: true });
  const linked = openId ? (list.find((r) => r.id === openId) ?? null) : null;
  const detail = selected ?? linked;
  const closeDetail = () => {
    setSelected(null);
    if (openId) {
      const rest = new URLSearchParams(search);
      rest.delete("open");
      navigate(`/recipes${rest.size ? `?${rest.toString()}` : ""}`, { replace: true });
    }
  };
  const shown = useMemo(() => browseRecipes(list, browse), [list, browse]);
  const tags = useMemo(() => allTags(list), [list]);
  const feedback = feedbackStates(interactions.data ?? []);
  const openAdd = (tab: AddRecipeTab) => {
    setLastTab(tab);
    setAdding(tab);
  };

  const actions: RecipeCardActions = {
    onOpen: setSelected,
    onFeedback: (recipe, interactionType) => record.mutate({ recipeId: recipe.id, interactionType }),
    onPlan,
    onDelete: setToDelete,
  };

  let body: ReactNode;
  if (recipes.isPending) body = <RecipeListSkeleton />;
  else if (recipes.isError && list.length === 0) {
    body = (
      <ErrorAlert>
        <p>Couldn't load your recipes: {errorMessage(recipes.error)}</p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void recipes.refetch()}>
          Try again
        </Button>
      </ErrorAlert>
    );
  } else if (list.length === 0) body = <RecipesEmpty onImport={() => openAdd("url")} onCreate={() => openAdd("manual")} />;
  else if (shown.length === 0) body = <RecipesFilteredEmpty browse={browse} onClear={() => setBrowse({ ...NO_BROWSE, sort: browse.sort })} />;
  else {
    body = (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Recipes">
        {shown.map((recipe) => (
          <RecipeCard key={recipe.id} recipe={recipe} feedback={feedback.get(recipe.id)} actions={actions} />
        ))}
      </ul>
    );
  }

  return (
    <section aria-label="Your recipes" className="space-y-4">
      <RecipesToolbar
        query={browse.q}
        onQuery={(q) => setBrowse({ ...browse, q })}
        refreshing={recipes.isFetching}
        onRefresh={() => {
          void recipes.refetch();
          void interactions.refetch();
        }}
        onAdd={() => openAdd(lastTab)}
      />
      {/* Shown while loading too, so the cards do not move down when they arrive (screens e2e: no layout shift). */}
      {(recipes.isPending || list.length > 0) && <RecipesFilters browse={browse} tags={tags} onChange={setBrowse} />}
      <p className="sr-only" aria-live="polite">
        {isFiltered(browse) && !recipes.isPending ? `${shown.length} matching recipes` : ""}
      </p>
      <div aria-busy={recipes.isPending}>{body}</div>
      <AddRecipeDialog
        open={adding !== null}
        tab={adding ?? lastTab}
        onTabChange={openAdd}
        onClose={() => setAdding(null)}
        onAdded={(recipe) => {
          setAdding(null);
          setSelected(recipe);
        }}
      />
      <RecipeDetailDialog
        recipe={detail}
        onClose={closeDetail}
        onPlan={(recipe) => {
          closeDetail();
          onPlan(recipe);
        }}
      />
      <DeleteRecipeDialog recipe={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}

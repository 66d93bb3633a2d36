import { useId, useState, type FormEvent } from "react";
import { Plus, Tag, X } from "lucide-react";
import { checkTags, MAX_RECIPE_TAGS, MAX_TAG_CHARS } from "../../../../shared/domain/recipe-tags";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { errorMessage } from "../../../lib/api-client";
import { useUpdateRecipe } from "../api/update-recipe";

/**
 * The recipe's tags as chips (issue 23 item 4): each with a remove button, and a field to add one
 * (Enter or 'Add tag'). Every change is saved at once (PUT /api/recipes/{id} {tags}); the shared
 * rules (trimmed, at most MAX_TAG_CHARS characters and MAX_RECIPE_TAGS tags, no duplicate ignoring
 * case) are checked before sending, and the server's message is shown when it refuses.
 */
export function RecipeTagsEditor({ recipe }: { recipe: Recipe }) {
  const update = useUpdateRecipe(recipe.id);
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const tags = recipe.tags ?? [];

  const save = (next: string[], after?: () => void) => {
    const checked = checkTags(next);
    if (checked.issues.length > 0) {
      setProblem(checked.issues[0].message);
      return;
    }
    setProblem(null);
    update.mutate({ tags: checked.tags }, { onSuccess: after, onError: (err) => setProblem(errorMessage(err)) });
  };
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    save([...tags, draft], () => setDraft(""));
  };

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-2">
      <h3 id={`${inputId}-title`} className="flex items-center gap-1.5 text-sm font-semibold">
        <Tag className="size-4 text-muted-foreground" aria-hidden="true" />
        Tags
      </h3>
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex h-11 items-center rounded-full border bg-muted/60 pl-3.5 text-sm">
              {tag}
              <Button
                variant="ghost"
                size="icon"
                className="size-11 rounded-full text-muted-foreground"
                aria-label={`Remove tag ${tag}`}
                disabled={update.isPending}
                onClick={() => save(tags.filter((t) => t !== tag))}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No tags yet. Tags help you find recipes on the Recipes screen.</p>
      )}
      <form className="flex gap-2" onSubmit={add}>
        <label htmlFor={inputId} className="sr-only">
          New tag
        </label>
        <Input
          id={inputId}
          value={draft}
          maxLength={MAX_TAG_CHARS + 10}
          placeholder={tags.length >= MAX_RECIPE_TAGS ? `At most ${MAX_RECIPE_TAGS} tags` : "Add a tag, e.g. weeknight"}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${inputId}-problem` : undefined}
          onChange={(e) => {
            setDraft(e.target.value);
            setProblem(null);
          }}
          className="h-11"
        />
        <Button type="submit" variant="outline" disabled={update.isPending || !draft.trim()}>
          <Plus aria-hidden="true" />
          Add tag
        </Button>
      </form>
      {problem && (
        <p id={`${inputId}-problem`} role="alert" className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </section>
  );
}

import { useState } from "react";
import { Pencil } from "lucide-react";
import { INSTRUCTIONS_REQUIRED } from "../../../../shared/domain/recipe-rules";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useUpdateRecipe } from "../api/update-recipe";
import { instructionSteps } from "../../../../shared/domain/instruction-steps";

/**
 * The detail's instructions as numbered steps, with SPEC §4's toggled instruction edit mode:
 * a textarea, Save (PUT {instructions}; blank → 'Please enter instructions') and Cancel.
 */
export function RecipeInstructions({ recipe }: { recipe: Recipe }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateRecipe(recipe.id);
  const steps = instructionSteps(recipe.instructions);

  const start = () => {
    setDraft(recipe.instructions ?? "");
    setError(null);
    setEditing(true);
  };
  const save = () => {
    if (draft.trim() === "") {
      setError(INSTRUCTIONS_REQUIRED);
      return;
    }
    update.mutate(
      { instructions: draft },
      {
        onSuccess: () => {
          setEditing(false);
          toast({ title: "Instructions saved" });
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <section aria-labelledby="detail-instructions" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="detail-instructions" className="text-sm font-semibold tracking-wide uppercase">
          Instructions
        </h3>
        {!editing && (
          <Button variant="ghost" size="sm" onClick={start}>
            <Pencil aria-hidden="true" />
            Edit instructions
          </Button>
        )}
      </div>
      {editing ? (
        <div className="grid gap-2">
          <Textarea
            aria-label="Instructions"
            rows={10}
            autoFocus
            placeholder="One step per line"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "instructions-error" : undefined}
            value={draft}
            onChange={(e) => {
              setDraft(e.target.value);
              setError(null);
            }}
          />
          {error && (
            <p id="instructions-error" className="text-sm text-destructive">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="outline" size="sm" disabled={update.isPending} onClick={() => setEditing(false)}>
              Cancel
            </Button>
            <Button size="sm" disabled={update.isPending} onClick={save}>
              {update.isPending ? "Saving..." : "Save instructions"}
            </Button>
          </div>
        </div>
      ) : steps.length === 0 ? (
        <p className="text-sm text-muted-foreground">No instructions yet. Add them with 'Edit instructions'.</p>
      ) : (
        <ol className="space-y-3" aria-label="Steps">
          {steps.map((step, i) => (
            <li key={i} className="flex gap-3 text-sm leading-relaxed">
              <span
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                aria-hidden="true"
              >
                {i + 1}
              </span>
              <span className="pt-0.5">{step}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

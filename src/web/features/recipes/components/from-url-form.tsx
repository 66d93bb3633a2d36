import { useState, type FormEvent, type ReactNode } from "react";
import { Download, Loader2 } from "lucide-react";
import { normalizeRecipeUrl } from "../../../../shared/domain/recipe-rules";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { useImportRecipeFromUrl } from "../api/import-recipe-from-url";

/** Said when the typed text cannot be read as a web address (SPEC: "not shown"; ours). */
const NOT_A_LINK = "Enter a web address such as https://example.com/recipe";

/**
 * SPEC §2/§5 From URL: the button is enabled once the trimmed URL is non-empty; importing can take
 * several seconds, so the button shows 'Importing…' with a spinner and everything is disabled
 * meanwhile. `onImported` gets the new (or earlier) recipe; failures are toasted by the hook.
 */
export function FromUrlForm({ onImported, footer }: { onImported: (recipe: Recipe) => void; footer: (submit: ReactNode) => ReactNode }) {
  const [url, setUrl] = useState("");
  const [error, setError] = useState<string | null>(null);
  const importUrl = useImportRecipeFromUrl();
  const busy = importUrl.isPending;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy || url.trim() === "") return;
    const target = normalizeRecipeUrl(url);
    if (!target) {
      setError(NOT_A_LINK);
      return;
    }
    setError(null);
    importUrl.mutate(target, {
      onSuccess: ({ recipe }) => {
        setUrl("");
        onImported(recipe);
      },
    });
  };

  const submit = (
    <Button type="submit" form="recipe-url-form" disabled={busy || url.trim() === ""}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {busy ? "Importing…" : "Import recipe"}
    </Button>
  );

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <form id="recipe-url-form" onSubmit={onSubmit} noValidate aria-label="Import a recipe from a link" className="grid gap-3 px-5 py-4">
          <div className="grid gap-1.5">
            <Label htmlFor="recipe-url">Recipe URL</Label>
            <Input
              id="recipe-url"
              type="url"
              inputMode="url"
              autoComplete="url"
              placeholder="https://example.com/best-pancakes"
              disabled={busy}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? "recipe-url-error recipe-url-hint" : "recipe-url-hint"}
              value={url}
              onChange={(e) => {
                setUrl(e.target.value);
                setError(null);
              }}
            />
            {error && (
              <p id="recipe-url-error" className="text-sm text-destructive">
                {error}
              </p>
            )}
          </div>
          <p id="recipe-url-hint" className="text-sm text-muted-foreground">
            Paste the link of a recipe page. We read its ingredients, steps, times and picture; the page itself stays where it is.
          </p>
          <p className="sr-only" aria-live="polite">
            {busy ? "Importing the recipe, this can take a few seconds" : ""}
          </p>
        </form>
      </div>
      {footer(submit)}
    </>
  );
}

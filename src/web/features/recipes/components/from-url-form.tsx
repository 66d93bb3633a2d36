import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Download, Loader2 } from "lucide-react";
import { normalizeRecipeUrl } from "../../../../shared/domain/recipe-rules";
import { recipeFromUrlBodySchema, type Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Form, FormField } from "../../../components/ui/form";
import { FormControl, FormDescription, FormItem, FormLabel, FormMessage } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { useImportRecipeFromUrl } from "../api/import-recipe-from-url";

/** Said when the typed text cannot be read as a web address (SPEC: "not shown"; ours). */
const NOT_A_LINK = "Enter a web address such as https://example.com/recipe";

/** The POST /api/recipes/from-url body as typed: blank (nothing to send) or a usable http(s) link. */
const fromUrlSchema = recipeFromUrlBodySchema.extend({
  url: z.string().refine((url) => url.trim() === "" || normalizeRecipeUrl(url) !== null, NOT_A_LINK),
});
type FromUrlValues = z.input<typeof fromUrlSchema>;

/**
 * SPEC §2/§5 From URL: the button is enabled once the trimmed URL is non-empty; importing can take
 * several seconds, so the button shows 'Importing…' with a spinner and everything is disabled
 * meanwhile. `onImported` gets the new (or earlier) recipe; failures are toasted by the hook.
 * A link that cannot be read shows its error on submit; typing clears it.
 */
export function FromUrlForm({ onImported, footer }: { onImported: (recipe: Recipe) => void; footer: (submit: ReactNode) => ReactNode }) {
  const importUrl = useImportRecipeFromUrl();
  const busy = importUrl.isPending;
  const form = useForm<FromUrlValues>({ resolver: zodResolver(fromUrlSchema), defaultValues: { url: "" }, reValidateMode: "onSubmit" });
  const blank = form.watch("url").trim() === "";

  const onSubmit = form.handleSubmit(({ url }) => {
    const target = normalizeRecipeUrl(url);
    if (busy || !target) return;
    importUrl.mutate(target, {
      onSuccess: ({ recipe }) => {
        form.reset();
        onImported(recipe);
      },
    });
  });

  const submit = (
    <Button type="submit" form="recipe-url-form" disabled={busy || blank}>
      {busy ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Download aria-hidden="true" />}
      {busy ? "Importing…" : "Import recipe"}
    </Button>
  );

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <Form {...form}>
          <form
            id="recipe-url-form"
            onSubmit={onSubmit}
            noValidate
            aria-label="Import a recipe from a link"
            className="grid gap-3 px-5 py-4"
          >
            <FormField
              control={form.control}
              name="url"
              render={({ field }) => (
                <FormItem controlId="recipe-url">
                  <FormLabel>Recipe URL</FormLabel>
                  <FormControl>
                    <Input
                      type="url"
                      inputMode="url"
                      autoComplete="url"
                      placeholder="https://example.com/best-pancakes"
                      {...field}
                      disabled={busy}
                      onChange={(e) => {
                        field.onChange(e);
                        form.clearErrors("url");
                      }}
                    />
                  </FormControl>
                  <FormMessage />
                  <FormDescription className="mt-1.5 text-sm">
                    Paste the link of a recipe page. We read its ingredients, steps, times and picture; the page itself stays where it is.
                  </FormDescription>
                </FormItem>
              )}
            />
            <p className="sr-only" aria-live="polite">
              {busy ? "Importing the recipe, this can take a few seconds" : ""}
            </p>
          </form>
        </Form>
      </div>
      {footer(submit)}
    </>
  );
}

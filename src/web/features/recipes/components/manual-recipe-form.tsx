import type { FormEvent, ReactNode } from "react";
import { Save } from "lucide-react";
import { TITLE_REQUIRED } from "../../../../shared/domain/recipe-rules";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Form, FormField, FormInput } from "../../../components/ui/form";
import { FormControl, FormItem, FormLabel, FormMessage } from "../../../components/ui/form-item";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { issuesOf, useCreateManualRecipe } from "../api/create-manual-recipe";
import { blankForm, toInput, useManualRecipeForm } from "../hooks/use-manual-recipe-form";
import { IngredientRows } from "./ingredient-rows";

/** A label with a muted note after it: "Prep min", "Title (required)". */
function labelled(label: string, hint: string) {
  return (
    <>
      {label}
      <span className="font-normal text-muted-foreground"> {hint}</span>
    </>
  );
}

/**
 * SPEC §2/§5 Create Manually: title (required: toast 'Title required' / 'Please enter a recipe
 * title' and a field error), cuisine, prep, cook, servings (default 4), image URL, source URL,
 * ingredient rows and instructions. Checked with the shared rules on submit and as you type
 * after; the server's 400 issues show next to their fields. `onCreated` gets the new recipe.
 */
export function ManualRecipeForm({ onCreated, footer }: { onCreated: (recipe: Recipe) => void; footer: (submit: ReactNode) => ReactNode }) {
  const { form, setServerIssues } = useManualRecipeForm();
  const create = useCreateManualRecipe();
  const { control } = form;

  const save = form.handleSubmit(
    (values) =>
      create.mutate(toInput(values), {
        onSuccess: (recipe) => {
          form.reset(blankForm());
          onCreated(recipe);
        },
        onError: (err) => setServerIssues(issuesOf(err)),
      }),
    (errors) => {
      if (!errors.title) return;
      toast({ title: TITLE_REQUIRED.title, description: TITLE_REQUIRED.description, variant: "destructive" });
      document.getElementById("manual-title")?.focus();
    },
  );
  const onSubmit = (e: FormEvent) => {
    if (!create.isPending) return save(e);
    e.preventDefault();
  };

  const submit = (
    <Button type="submit" form="manual-recipe-form" disabled={create.isPending}>
      <Save aria-hidden="true" />
      {create.isPending ? "Saving..." : "Save recipe"}
    </Button>
  );

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <Form {...form}>
          <form id="manual-recipe-form" onSubmit={onSubmit} noValidate aria-label="Create a recipe" className="grid gap-4 px-5 py-4">
            <FormInput
              control={control}
              name="title"
              controlId="manual-title"
              itemClassName="content-start"
              label={labelled("Title", "(required)")}
              autoComplete="off"
              placeholder="e.g. Grandma's lasagne"
              required
            />
            <FormInput
              control={control}
              name="cuisineTag"
              controlId="manual-cuisine"
              itemClassName="content-start"
              label="Cuisine"
              autoComplete="off"
              placeholder="e.g. Italian"
            />
            <div className="grid grid-cols-3 gap-3">
              <FormInput
                control={control}
                name="prepMin"
                controlId="manual-prep"
                itemClassName="content-start"
                label={labelled("Prep", "min")}
                autoComplete="off"
                inputMode="numeric"
                placeholder="0"
              />
              <FormInput
                control={control}
                name="cookMin"
                controlId="manual-cook"
                itemClassName="content-start"
                label={labelled("Cook", "min")}
                autoComplete="off"
                inputMode="numeric"
                placeholder="0"
              />
              <FormInput
                control={control}
                name="servings"
                controlId="manual-servings"
                itemClassName="content-start"
                label="Servings"
                autoComplete="off"
                inputMode="numeric"
              />
            </div>
            <IngredientRows />
            <FormField
              control={control}
              name="instructions"
              render={({ field }) => (
                <FormItem controlId="manual-instructions" className="content-start">
                  <FormLabel>{labelled("Instructions", "(one step per line)")}</FormLabel>
                  <FormControl>
                    <Textarea rows={5} placeholder={"Heat the oven to 180 °C.\nMix the flour and eggs."} {...field} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormInput
                control={control}
                name="imageUrl"
                controlId="manual-image"
                itemClassName="content-start"
                label={labelled("Image URL", "(optional)")}
                autoComplete="off"
                type="url"
                inputMode="url"
                placeholder="https://…"
              />
              <FormInput
                control={control}
                name="sourceUrl"
                controlId="manual-source"
                itemClassName="content-start"
                label={labelled("Source URL", "(optional)")}
                autoComplete="off"
                type="url"
                inputMode="url"
                placeholder="https://…"
              />
            </div>
          </form>
        </Form>
      </div>
      {footer(submit)}
    </>
  );
}

import type { ComponentProps, FormEvent, ReactNode } from "react";
import { Save } from "lucide-react";
import { TITLE_REQUIRED } from "../../../../shared/domain/recipe-rules";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { issuesOf, useCreateManualRecipe } from "../api/create-manual-recipe";
import { toInput, useManualRecipeForm, type ManualFormValues } from "../hooks/use-manual-recipe-form";
import { IngredientRows } from "./ingredient-rows";

type TextField = Exclude<keyof ManualFormValues, "ingredients">;

/** A labelled field with its inline error (announced through aria-describedby). */
function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>
        {label}
        {hint && <span className="font-normal text-muted-foreground"> {hint}</span>}
      </Label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * SPEC §2/§5 Create Manually: title (required: toast 'Title required' / 'Please enter a recipe
 * title' and a field error), cuisine, prep, cook, servings (default 4), image URL, source URL,
 * ingredient rows and instructions. Checked with the shared rules on submit and as you type
 * after; the server's 400 issues show next to their fields. `onCreated` gets the new recipe.
 */
export function ManualRecipeForm({ onCreated, footer }: { onCreated: (recipe: Recipe) => void; footer: (submit: ReactNode) => ReactNode }) {
  const form = useManualRecipeForm();
  const create = useCreateManualRecipe();
  const { values, errors } = form;

  const text = (field: TextField, id: string, props: Partial<ComponentProps<"input">> = {}) => (
    <Input
      id={id}
      autoComplete="off"
      aria-invalid={errors[field] ? true : undefined}
      aria-describedby={errors[field] ? `${id}-error` : undefined}
      value={values[field]}
      onChange={(e) => form.set(field, e.target.value)}
      {...props}
    />
  );

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (create.isPending) return;
    const result = form.check();
    if ("issues" in result) {
      if (result.issues.some((i) => i.path === "recipe.title")) {
        toast({ title: TITLE_REQUIRED.title, description: TITLE_REQUIRED.description, variant: "destructive" });
        document.getElementById("manual-title")?.focus();
      }
      return;
    }
    create.mutate(toInput(values), {
      onSuccess: (recipe) => {
        form.reset();
        onCreated(recipe);
      },
      onError: (err) => form.setServerIssues(issuesOf(err)),
    });
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
        <form id="manual-recipe-form" onSubmit={onSubmit} noValidate aria-label="Create a recipe" className="grid gap-4 px-5 py-4">
          <Field id="manual-title" label="Title" hint="(required)" error={errors.title}>
            {text("title", "manual-title", { placeholder: "e.g. Grandma's lasagne", required: true })}
          </Field>
          <Field id="manual-cuisine" label="Cuisine" error={errors.cuisineTag}>
            {text("cuisineTag", "manual-cuisine", { placeholder: "e.g. Italian" })}
          </Field>
          <div className="grid grid-cols-3 gap-3">
            <Field id="manual-prep" label="Prep" hint="min" error={errors.prepMin}>
              {text("prepMin", "manual-prep", { inputMode: "numeric", placeholder: "0" })}
            </Field>
            <Field id="manual-cook" label="Cook" hint="min" error={errors.cookMin}>
              {text("cookMin", "manual-cook", { inputMode: "numeric", placeholder: "0" })}
            </Field>
            <Field id="manual-servings" label="Servings" error={errors.servings}>
              {text("servings", "manual-servings", { inputMode: "numeric" })}
            </Field>
          </div>
          <IngredientRows rows={values.ingredients} errors={errors} onChange={form.setRow} onAdd={form.addRow} onRemove={form.removeRow} />
          <Field id="manual-instructions" label="Instructions" hint="(one step per line)" error={errors.instructions}>
            <Textarea
              id="manual-instructions"
              rows={5}
              placeholder={"Heat the oven to 180 °C.\nMix the flour and eggs."}
              aria-invalid={errors.instructions ? true : undefined}
              aria-describedby={errors.instructions ? "manual-instructions-error" : undefined}
              value={values.instructions}
              onChange={(e) => form.set("instructions", e.target.value)}
            />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="manual-image" label="Image URL" hint="(optional)" error={errors.imageUrl}>
              {text("imageUrl", "manual-image", { type: "url", inputMode: "url", placeholder: "https://…" })}
            </Field>
            <Field id="manual-source" label="Source URL" hint="(optional)" error={errors.sourceUrl}>
              {text("sourceUrl", "manual-source", { type: "url", inputMode: "url", placeholder: "https://…" })}
            </Field>
          </div>
        </form>
      </div>
      {footer(submit)}
    </>
  );
}

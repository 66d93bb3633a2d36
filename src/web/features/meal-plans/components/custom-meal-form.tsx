import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Button } from "../../../components/ui/button";
import { Form, FormField, FormInput } from "../../../components/ui/form";
import { FormControl, FormItem, FormLabel } from "../../../components/ui/form-item";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";
import { DietaryFlags } from "../../../components/dietary-flags";
import { useUserSettings } from "../../../lib/user-settings";
import { CUSTOM_MEAL_INGREDIENTS_PREFIX, plannedMealWarnings } from "../../../../shared/domain/diet-meal";

export interface CustomMeal {
  customMealTitle: string;
  customMealLink?: string;
  notes?: string;
  servings?: number;
}

/** Weekly planner custom meal as typed (POST /api/meal-plans field names): a title is required. */
const weeklySchema = z.object({
  customMealTitle: z.string().trim().min(1),
  customMealLink: z.string().trim(),
  notes: z.string().trim(),
  ingredients: z.string().trim(),
  servings: z.string(),
});

/** Enhanced planner custom meal: ingredients required, servings (read as an integer) at least 1. */
const enhancedSchema = weeklySchema.extend({
  customMealTitle: z.string().trim(),
  ingredients: z.string().trim().min(1, "Missing ingredients"),
  servings: z.string().refine((s) => Number.parseInt(s, 10) >= 1, "Servings must be at least 1"),
});
type CustomMealValues = z.input<typeof weeklySchema>;

/**
 * Custom meal forms (SPEC §5). Weekly planner: title required; link and notes optional.
 * Enhanced planner: ingredients text required ('Missing ingredients'), servings at least 1; the
 * ingredients are kept in the entry's notes. While typing, the user's SPEC §5 diet warnings for
 * the title and ingredients show under the fields (shared/domain/diet-meal.ts; the server answers
 * the same warnings with the planned meal). A warned meal can still be added, as a warned recipe can be saved.
 */
export function CustomMealForm({
  variant,
  busy,
  onSubmit,
}: {
  variant: "weekly" | "enhanced";
  busy: boolean;
  onSubmit: (meal: CustomMeal) => void;
}) {
  const form = useForm<CustomMealValues>({
    resolver: zodResolver(variant === "weekly" ? weeklySchema : enhancedSchema),
    defaultValues: { customMealTitle: "", customMealLink: "", notes: "", ingredients: "", servings: "2" },
    shouldFocusError: false,
  });
  const { control } = form;
  const titleBlank = form.watch("customMealTitle").trim() === "";
  const settings = useUserSettings().data;
  const [title, ingredients] = form.watch(["customMealTitle", "ingredients"]);
  const warnings = settings
    ? plannedMealWarnings(
        { customMealTitle: title, notes: `${CUSTOM_MEAL_INGREDIENTS_PREFIX} ${ingredients}` },
        settings.dietaryPrefs,
        settings.allergies,
      )
    : [];

  const submit = form.handleSubmit(
    (v) => {
      if (variant === "weekly") {
        return onSubmit({ customMealTitle: v.customMealTitle, customMealLink: v.customMealLink || undefined, notes: v.notes || undefined });
      }
      onSubmit({
        customMealTitle: v.customMealTitle || v.ingredients.split(/[,\n]/)[0].slice(0, 80),
        notes: `${CUSTOM_MEAL_INGREDIENTS_PREFIX} ${v.ingredients}`,
        servings: Number.parseInt(v.servings, 10),
      });
    },
    (errors) => {
      if (variant === "weekly") return;
      if (errors.ingredients) {
        toast({ title: "Missing ingredients", description: "Please list the ingredients of this meal.", variant: "destructive" });
      } else if (errors.servings) {
        toast({ title: "Error", description: "Servings must be at least 1", variant: "destructive" });
      }
    },
  );

  return (
    <Form {...form}>
      <form className="grid gap-3" onSubmit={submit} noValidate>
        <FormInput
          control={control}
          name="customMealTitle"
          controlId="custom-title"
          label={`Meal title${variant === "weekly" ? "" : " (optional)"}`}
          placeholder="e.g. Leftover curry"
          required={variant === "weekly"}
        />
        {variant === "weekly" ? (
          <>
            <FormInput
              control={control}
              name="customMealLink"
              controlId="custom-link"
              label="Link (optional)"
              type="url"
              placeholder="https://"
            />
            <FormField
              control={control}
              name="notes"
              render={({ field }) => (
                <FormItem controlId="custom-notes">
                  <FormLabel>Notes (optional)</FormLabel>
                  <FormControl>
                    <Textarea rows={2} {...field} />
                  </FormControl>
                </FormItem>
              )}
            />
          </>
        ) : (
          <>
            <FormField
              control={control}
              name="ingredients"
              render={({ field }) => (
                <FormItem controlId="custom-ingredients">
                  <FormLabel>Ingredients</FormLabel>
                  <FormControl>
                    <Textarea rows={3} placeholder="rice, eggs, peas" {...field} />
                  </FormControl>
                </FormItem>
              )}
            />
            <FormInput
              control={control}
              name="servings"
              controlId="custom-servings"
              label="Servings"
              type="number"
              min={1}
              inputMode="numeric"
            />
          </>
        )}
        <DietaryFlags flags={warnings} />
        <Button type="submit" disabled={busy || (variant === "weekly" && titleBlank)}>
          {busy ? "Adding..." : "Add meal"}
        </Button>
      </form>
    </Form>
  );
}

import { useEffect } from "react";
import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { ALLERGIES, DIETARY_PREFS } from "../../../../shared/food/types";
import {
  DEFAULT_USER_SETTINGS,
  HOUSEHOLD_SIZE_MESSAGE,
  userSettingsSchema,
  type UserSettings,
} from "../../../../shared/schemas/user-settings";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Form, FormField } from "../../../components/ui/form";
import { FormControl, FormDescription, FormItem, FormLabel, FormMessage } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { Textarea } from "../../../components/ui/textarea";
import { useUserSettings } from "../../../lib/user-settings";
import { useUpdateUserSettings } from "../api/update-user-settings";
import { ChoiceChips } from "./choice-chips";

/**
 * PUT /api/user-settings as typed: the household size is text, valid when it reads as a whole
 * number the shared rule accepts (SPEC §5: 1–20; anything else, or blank, is not saved).
 */
const preferencesSchema = userSettingsSchema.extend({
  householdSize: z
    .string()
    .refine((text) => text.trim() !== "" && userSettingsSchema.shape.householdSize.safeParse(Number(text)).success, HOUSEHOLD_SIZE_MESSAGE)
    .transform(Number),
});
type PreferencesValues = z.input<typeof preferencesSchema>;

const asValues = (s: UserSettings): PreferencesValues => ({ ...s, householdSize: String(s.householdSize) });

/**
 * Household size, allergies and dietary preferences (SPEC §9 lists), dietary constraints (free
 * text); saved with PUT /api/user-settings. The idea engine and recipe scaling read them.
 */
export function PreferencesCard() {
  const settings = useUserSettings();
  const save = useUpdateUserSettings();
  const form = useForm<PreferencesValues, unknown, z.output<typeof preferencesSchema>>({
    resolver: zodResolver(preferencesSchema),
    mode: "onChange",
    defaultValues: asValues(DEFAULT_USER_SETTINGS),
  });
  const { control, reset } = form;
  useEffect(() => {
    if (settings.data) reset(asValues(settings.data));
  }, [settings.data, reset]);
  const sizeInvalid = Boolean(form.formState.errors.householdSize);
  const submit = form.handleSubmit((v) => save.mutate({ ...v, dietaryConstraints: v.dietaryConstraints.trim() }));
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Household &amp; diet</CardTitle>
        <CardDescription>Recipe ideas avoid your allergies and follow your diet; recipes scale to your household.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isLoading ? (
          <div className="grid gap-3" role="status" aria-label="Loading settings">
            <Skeleton className="h-10" />
            <Skeleton className="h-24" />
          </div>
        ) : (
          <Form {...form}>
            <form className="grid gap-5" onSubmit={submit} noValidate>
              <FormField
                control={control}
                name="householdSize"
                render={({ field, fieldState }) => (
                  <FormItem controlId="household-size">
                    <FormLabel>Household size</FormLabel>
                    <FormControl>
                      <Input type="number" inputMode="numeric" min={1} max={20} className="w-28" {...field} />
                    </FormControl>
                    {fieldState.error ? (
                      <FormMessage className="text-xs" />
                    ) : (
                      <FormDescription>People you usually cook for (1–20).</FormDescription>
                    )}
                  </FormItem>
                )}
              />
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Allergies</legend>
                <Controller
                  control={control}
                  name="allergies"
                  render={({ field }) => (
                    <ChoiceChips label="Allergies" tone="red" options={ALLERGIES} value={field.value} onChange={field.onChange} />
                  )}
                />
              </fieldset>
              <fieldset className="grid gap-2">
                <legend className="mb-2 text-sm font-medium">Dietary preferences</legend>
                <Controller
                  control={control}
                  name="dietaryPrefs"
                  render={({ field }) => (
                    <ChoiceChips label="Dietary preferences" options={DIETARY_PREFS} value={field.value} onChange={field.onChange} />
                  )}
                />
              </fieldset>
              <FormField
                control={control}
                name="dietaryConstraints"
                render={({ field }) => (
                  <FormItem controlId="dietary-constraints">
                    <FormLabel>Dietary constraints</FormLabel>
                    <FormControl>
                      <Textarea rows={3} maxLength={1000} placeholder="e.g. no mushrooms, low sodium" {...field} />
                    </FormControl>
                  </FormItem>
                )}
              />
              <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={sizeInvalid || save.isPending}>
                {save.isPending ? "Saving..." : "Save settings"}
              </Button>
            </form>
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

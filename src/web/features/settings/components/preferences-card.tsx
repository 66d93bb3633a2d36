import { useEffect, useState, type FormEvent } from "react";
import { ALLERGIES, DIETARY_PREFS } from "../../../../shared/food/types";
import { DEFAULT_USER_SETTINGS, type UserSettings } from "../../../../shared/schemas/user-settings";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Skeleton } from "../../../components/ui/skeleton";
import { Textarea } from "../../../components/ui/textarea";
import { useUserSettings } from "../../../lib/user-settings";
import { useUpdateUserSettings } from "../api/update-user-settings";
import { ChoiceChips } from "./choice-chips";

/** SPEC §5: household size 1–20; anything else (or blank) is not saved. */
function sizeProblem(text: string): string | null {
  const n = Number(text);
  return text.trim() !== "" && Number.isInteger(n) && n >= 1 && n <= 20 ? null : "Household size must be between 1 and 20";
}

/**
 * Household size, allergies and dietary preferences (SPEC §9 lists), dietary constraints (free
 * text); saved with PUT /api/user-settings. The idea engine and recipe scaling read them.
 */
export function PreferencesCard() {
  const settings = useUserSettings();
  const save = useUpdateUserSettings();
  const [draft, setDraft] = useState<UserSettings>(DEFAULT_USER_SETTINGS);
  const [sizeText, setSizeText] = useState(String(DEFAULT_USER_SETTINGS.householdSize));
  useEffect(() => {
    if (!settings.data) return;
    setDraft(settings.data);
    setSizeText(String(settings.data.householdSize));
  }, [settings.data]);
  const problem = sizeProblem(sizeText);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!problem) save.mutate({ ...draft, householdSize: Number(sizeText), dietaryConstraints: draft.dietaryConstraints.trim() });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Household &amp; diet</CardTitle>
        <CardDescription>Recipe ideas avoid your allergies and follow your diet; recipes scale to your household.</CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isLoading ? (
          <div className="grid gap-3" aria-label="Loading settings">
            <Skeleton className="h-10" />
            <Skeleton className="h-24" />
          </div>
        ) : (
          <form className="grid gap-5" onSubmit={submit} noValidate>
            <div className="grid gap-1.5">
              <Label htmlFor="household-size">Household size</Label>
              <Input
                id="household-size"
                type="number"
                inputMode="numeric"
                min={1}
                max={20}
                className="w-28"
                value={sizeText}
                aria-invalid={problem ? true : undefined}
                aria-describedby="household-size-hint"
                onChange={(e) => setSizeText(e.target.value)}
              />
              <p id="household-size-hint" className={problem ? "text-xs text-destructive" : "text-xs text-muted-foreground"}>
                {problem ?? "People you usually cook for (1–20)."}
              </p>
            </div>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Allergies</legend>
              <ChoiceChips
                label="Allergies"
                tone="red"
                options={ALLERGIES}
                value={draft.allergies}
                onChange={(allergies) => setDraft({ ...draft, allergies })}
              />
            </fieldset>
            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">Dietary preferences</legend>
              <ChoiceChips
                label="Dietary preferences"
                options={DIETARY_PREFS}
                value={draft.dietaryPrefs}
                onChange={(dietaryPrefs) => setDraft({ ...draft, dietaryPrefs })}
              />
            </fieldset>
            <div className="grid gap-1.5">
              <Label htmlFor="dietary-constraints">Dietary constraints</Label>
              <Textarea
                id="dietary-constraints"
                rows={3}
                maxLength={1000}
                placeholder="e.g. no mushrooms, low sodium"
                value={draft.dietaryConstraints}
                onChange={(e) => setDraft({ ...draft, dietaryConstraints: e.target.value })}
              />
            </div>
            <Button type="submit" className="w-full sm:w-auto sm:justify-self-start" disabled={Boolean(problem) || save.isPending}>
              {save.isPending ? "Saving..." : "Save settings"}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}

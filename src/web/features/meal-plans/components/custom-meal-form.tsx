import { useState, type FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { toast } from "../../../components/ui/use-toast";

export interface CustomMeal {
  customMealTitle: string;
  customMealLink?: string;
  notes?: string;
  servings?: number;
}

/**
 * Custom meal forms (SPEC §5). Weekly planner: title required; link and notes optional.
 * Enhanced planner: ingredients text required ('Missing ingredients'), servings at least 1; the
 * ingredients are kept in the entry's notes.
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
  const [title, setTitle] = useState("");
  const [link, setLink] = useState("");
  const [notes, setNotes] = useState("");
  const [ingredients, setIngredients] = useState("");
  const [servings, setServings] = useState("2");

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (variant === "enhanced") {
      if (!ingredients.trim())
        return void toast({
          title: "Missing ingredients",
          description: "Please list the ingredients of this meal.",
          variant: "destructive",
        });
      const n = Number.parseInt(servings, 10);
      if (!Number.isFinite(n) || n < 1)
        return void toast({ title: "Error", description: "Servings must be at least 1", variant: "destructive" });
      return onSubmit({
        customMealTitle: title.trim() || ingredients.trim().split(/[,\n]/)[0].slice(0, 80),
        notes: `Ingredients: ${ingredients.trim()}`,
        servings: n,
      });
    }
    if (!title.trim()) return;
    onSubmit({ customMealTitle: title.trim(), customMealLink: link.trim() || undefined, notes: notes.trim() || undefined });
  };

  return (
    <form className="grid gap-3" onSubmit={submit} noValidate>
      <div className="grid gap-1.5">
        <Label htmlFor="custom-title">Meal title{variant === "weekly" ? "" : " (optional)"}</Label>
        <Input
          id="custom-title"
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          placeholder="e.g. Leftover curry"
          required={variant === "weekly"}
        />
      </div>
      {variant === "weekly" ? (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="custom-link">Link (optional)</Label>
            <Input id="custom-link" type="url" value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://" />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="custom-notes">Notes (optional)</Label>
            <Textarea id="custom-notes" value={notes} onChange={(e) => setNotes(e.target.value)} rows={2} />
          </div>
        </>
      ) : (
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="custom-ingredients">Ingredients</Label>
            <Textarea
              id="custom-ingredients"
              value={ingredients}
              onChange={(e) => setIngredients(e.target.value)}
              rows={3}
              placeholder="rice, eggs, peas"
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="custom-servings">Servings</Label>
            <Input
              id="custom-servings"
              type="number"
              min={1}
              inputMode="numeric"
              value={servings}
              onChange={(e) => setServings(e.target.value)}
            />
          </div>
        </>
      )}
      <Button type="submit" disabled={busy || (variant === "weekly" && !title.trim())}>
        {busy ? "Adding..." : "Add meal"}
      </Button>
    </form>
  );
}

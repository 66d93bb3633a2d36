import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Plus } from "lucide-react";
import { PANTRY_CATEGORIES, type PantryCategory } from "../../shared/food/types";
import { nameBarcodeSchema } from "../../shared/schemas/products";
import { Button } from "./ui/button";
import { Form, FormField, FormInput } from "./ui/form";
import { FormControl, FormItem, FormLabel } from "./ui/form-item";
import { OptionSelect } from "./option-select";
import { capitalise } from "../lib/text";

/** Select value for "let the server pick the category from the name". */
const AUTO = "auto";

export interface NamedProduct {
  name: string;
  brand: string | null;
  category: PantryCategory | null;
}

/** Automatic first, then the pantry categories. */
const CATEGORY_CHOICES = [AUTO, ...PANTRY_CATEGORIES] as const;

/** POST /api/products without the barcode (the dialog knows it), as typed: "auto" = no category. */
const nameProductSchema = nameBarcodeSchema.omit({ barcode: true }).extend({
  category: z.enum(CATEGORY_CHOICES).transform((c) => (c === AUTO ? null : c)),
});
type NameProductValues = z.input<typeof nameProductSchema>;

/**
 * Asked once for a barcode nobody knows (or when the product database is offline): name
 * (required), brand and category (optional). Remembered by the server for the next scan.
 */
export function NameProductForm({
  barcode,
  busy,
  onSubmit,
  onCancel,
  cancelLabel = "Back to scanner",
}: {
  barcode: string;
  /** The way back: the scanner's "Back to scanner", the photo flow's "Try another photo". */
  cancelLabel?: string;
  busy: boolean;
  onSubmit: (named: NamedProduct) => void;
  onCancel: () => void;
}) {
  const form = useForm<NameProductValues, unknown, z.output<typeof nameProductSchema>>({
    resolver: zodResolver(nameProductSchema),
    defaultValues: { name: "", brand: "", category: AUTO },
  });
  const blank = form.watch("name").trim() === "";
  const submit = form.handleSubmit(({ name, brand, category }) => {
    if (!busy) onSubmit({ name, brand, category });
  });
  const optional = <span className="font-normal text-muted-foreground">(optional)</span>;
  return (
    <Form {...form}>
      <form onSubmit={submit} aria-label="Name this product" className="grid gap-4">
        <div
          className="rounded-xl border border-warning-border bg-warning-wash px-3.5 py-3 text-sm text-warning-soft-foreground"
          role="status"
        >
          <p className="font-semibold">We don't know this barcode yet</p>
          <p>
            Name it once (<span className="font-mono">{barcode}</span>) and we'll remember it next time.
          </p>
        </div>
        <FormInput
          control={form.control}
          name="name"
          controlId="named-product-name"
          label="Product name"
          required
          autoFocus
          autoComplete="off"
          placeholder="e.g. Oat milk"
        />
        <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
          <FormInput control={form.control} name="brand" controlId="named-product-brand" label={<>Brand {optional}</>} autoComplete="off" />
          <FormField
            control={form.control}
            name="category"
            render={({ field }) => (
              <FormItem controlId="named-product-category">
                <FormLabel>Category {optional}</FormLabel>
                <FormControl>
                  <OptionSelect
                    value={field.value}
                    options={CATEGORY_CHOICES}
                    optionLabel={(c) => (c === AUTO ? "Automatic" : capitalise(c))}
                    onChange={field.onChange}
                  />
                </FormControl>
              </FormItem>
            )}
          />
        </div>
        <div className="grid gap-2 min-[420px]:grid-cols-2">
          <Button type="submit" disabled={busy || blank}>
            <Plus aria-hidden="true" />
            {busy ? "Adding..." : "Save and add"}
          </Button>
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
        </div>
      </form>
    </Form>
  );
}

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { PANTRY_CATEGORIES, type PantryCategory } from "../../../../shared/food/types";
import { formatQty, roundForUnit } from "../../../../shared/domain/pantry-qty";
import { daySchema } from "../../../../shared/schemas/common";
import { PANTRY_UNITS, unitSchema, updatePantryProductSchema, type PantryItem } from "../../../../shared/schemas/pantry";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Form, FormField, FormInput } from "../../../components/ui/form";
import { FormControl, FormItem, FormLabel } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { OptionSelect } from "../../../components/option-select";
import { useUpdatePantryItem } from "../api/update-pantry-item";
import { useUpdatePantryProduct } from "../api/update-pantry-product";
import { categoryLabel } from "./category-style";

/** Select value meaning "no category chosen: the server fills it from the name". */
const AUTO = "auto";

const CATEGORY_CHOICES = [AUTO, ...PANTRY_CATEGORIES] as const;

/** An amount typed as text (the API takes it as a string): blank allowed or not, never negative. */
const isAmount = (v: string) => Number.isFinite(Number(v)) && Number(v) >= 0;

/**
 * The dialog's fields as typed: the product's name and brand by the shared rules (with the form's
 * texts for too long), the category choice, and the item's amount, unit, day and minimum as text.
 */
const editSchema = z.object({
  name: z.string().trim().max(120, "Keep the name under 120 characters").pipe(updatePantryProductSchema.shape.name),
  brand: z.string().trim().max(80, "Keep the brand under 80 characters"),
  category: z.string(),
  qty: z.string().trim().min(1, "Quantity is required").refine(isAmount, "Enter a number of 0 or more"),
  unit: unitSchema,
  expiresOn: z.union([z.literal(""), daySchema]),
  minQty: z
    .string()
    .trim()
    .refine((v) => v === "" || isAmount(v), "Enter a number of 0 or more"),
});
type EditValues = z.input<typeof editSchema>;
type EditOutput = z.output<typeof editSchema>;

const isCategory = (c: string): c is PantryCategory => (PANTRY_CATEGORIES as readonly string[]).includes(c);

/**
 * SPEC §2/§5 edit-pantry-item dialog: name required (inline error, Save disabled when blank),
 * brand and category optional; quantity, unit and best-before day too, and (issue 11) the minimum
 * to keep, below which the item goes on the shopping list. Save sends
 * PUT /api/pantry/{itemId}/product, then PUT /api/pantry/{itemId} when the amount, unit or date
 * changed; errors toast 'Failed to update item' and keep the dialog open. With `onDelete` (the
 * compact list's rows, which have no Delete button of their own) a "Delete item" button sits at
 * the far end of the footer, away from Save.
 */
export function EditItemDialog({ item, onClose, onDelete }: { item: PantryItem; onClose: () => void; onDelete?: () => void }) {
  const updateProduct = useUpdatePantryProduct();
  const updateItem = useUpdatePantryItem();
  const initialCategory = isCategory(item.product.category) ? item.product.category : null;
  const form = useForm<EditValues, unknown, EditOutput>({
    resolver: zodResolver(editSchema),
    mode: "onChange",
    defaultValues: {
      name: item.product.name,
      brand: item.product.brand ?? "",
      category: initialCategory ?? AUTO,
      qty: formatQty(Number(item.qty)),
      unit: item.unit,
      expiresOn: item.expiresOn ?? "",
      minQty: item.minQty ? formatQty(Number(item.minQty)) : "",
    },
  });
  const errors = form.formState.errors;
  const busy = form.formState.isSubmitting;
  const nameBlank = form.watch("name").trim() === "";
  const expiresOn = form.watch("expiresOn");
  const units: string[] = PANTRY_UNITS.includes(item.unit as (typeof PANTRY_UNITS)[number])
    ? [...PANTRY_UNITS]
    : [item.unit, ...PANTRY_UNITS];

  const onSubmit = form.handleSubmit(async (v) => {
    const { name } = v;
    const brand = v.brand || null;
    const category = isCategory(v.category) ? v.category : null;
    const qty = formatQty(roundForUnit(Number(v.qty), v.unit));
    const expires = v.expiresOn || null;
    const minQty = v.minQty === "" ? null : formatQty(roundForUnit(Number(v.minQty), v.unit));
    const oldMin = item.minQty ? formatQty(Number(item.minQty)) : null;
    try {
      if (name !== item.product.name || brand !== (item.product.brand || null) || category !== initialCategory) {
        await updateProduct.mutateAsync({ itemId: item.id, name, brand, category });
      }
      if (qty !== formatQty(Number(item.qty)) || v.unit !== item.unit || expires !== item.expiresOn || minQty !== oldMin) {
        await updateItem.mutateAsync({ itemId: item.id, qty, unit: v.unit, expiresOn: expires, ...(minQty !== oldMin ? { minQty } : {}) });
      }
    } catch {
      return; // the mutation already showed 'Failed to update item'
    }
    toast({ title: "Item updated", description: name });
    onClose();
  });

  const optional = <span className="font-normal text-muted-foreground">(optional)</span>;

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent aria-describedby="edit-item-description">
        <DialogHeader>
          <DialogTitle>Edit item</DialogTitle>
          <DialogDescription id="edit-item-description">Change the details of {item.product.name}.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
            <DialogBody className="grid gap-4">
              <FormInput control={form.control} name="name" controlId="edit-name" label="Name" autoComplete="off" />
              <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
                <FormInput
                  control={form.control}
                  name="brand"
                  controlId="edit-brand"
                  label={<>Brand {optional}</>}
                  autoComplete="off"
                  placeholder="e.g. Barilla"
                />
                <FormField
                  control={form.control}
                  name="category"
                  render={({ field }) => (
                    <FormItem controlId="edit-category">
                      <FormLabel>Category {optional}</FormLabel>
                      <FormControl>
                        <OptionSelect
                          value={field.value}
                          options={CATEGORY_CHOICES}
                          optionLabel={(c) => (c === AUTO ? "Automatic" : categoryLabel(c))}
                          onChange={field.onChange}
                        />
                      </FormControl>
                    </FormItem>
                  )}
                />
              </div>
              <div className="grid grid-cols-2 gap-4">
                <FormInput
                  control={form.control}
                  name="qty"
                  controlId="edit-qty"
                  label="Quantity"
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                />
                <FormField
                  control={form.control}
                  name="unit"
                  render={({ field }) => (
                    <FormItem controlId="edit-unit">
                      <FormLabel>Unit</FormLabel>
                      <FormControl>
                        <OptionSelect value={field.value} options={units} onChange={field.onChange} />
                      </FormControl>
                    </FormItem>
                  )}
                />
              </div>
              <FormField
                control={form.control}
                name="expiresOn"
                render={({ field }) => (
                  <FormItem controlId="edit-expires">
                    <div className="flex items-center justify-between">
                      <FormLabel>Best before {optional}</FormLabel>
                      {expiresOn && (
                        <Button
                          variant="link"
                          size="sm"
                          className="-my-2 -mr-2 px-2"
                          onClick={() => form.setValue("expiresOn", "", { shouldDirty: true })}
                        >
                          Clear date
                        </Button>
                      )}
                    </div>
                    <FormControl>
                      <Input type="date" {...field} />
                    </FormControl>
                  </FormItem>
                )}
              />
              <FormInput
                control={form.control}
                name="minQty"
                controlId="edit-min"
                label={
                  <>
                    Minimum to keep <span className="font-normal text-muted-foreground">(optional, in {form.watch("unit")})</span>
                  </>
                }
                hint="When the amount drops below this, it goes on the shopping list."
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                placeholder="No minimum"
              />
            </DialogBody>
            <DialogFooter>
              {onDelete && (
                <Button
                  variant="ghost"
                  disabled={busy}
                  className="mt-3 text-destructive hover:bg-destructive-soft hover:text-destructive sm:mt-0 sm:mr-auto"
                  onClick={onDelete}
                >
                  Delete item
                </Button>
              )}
              <Button variant="outline" disabled={busy} onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={busy || nameBlank || Boolean(errors.qty) || Boolean(errors.minQty)}>
                {busy ? "Saving..." : "Save"}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { PANTRY_CATEGORIES, type PantryCategory } from "../../../../shared/food/types";
import { formatQty, roundForUnit } from "../../../../shared/domain/pantry-qty";
import { PANTRY_UNITS, type PantryItem } from "../../../../shared/schemas/pantry";
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
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/use-toast";
import { useUpdatePantryItem } from "../api/update-pantry-item";
import { useUpdatePantryProduct } from "../api/update-pantry-product";
import { categoryLabel } from "./category-style";
import { FieldError } from "./field-error";
import { FormSelect } from "./form-select";

/** Select value meaning "no category chosen: the server fills it from the name". */
const AUTO = "auto";

const CATEGORY_OPTIONS = [{ value: AUTO, label: "Automatic" }, ...PANTRY_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(c) }))];

const editSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(120, "Keep the name under 120 characters"),
  brand: z.string().trim().max(80, "Keep the brand under 80 characters"),
  category: z.string(),
  qty: z
    .string()
    .trim()
    .min(1, "Quantity is required")
    .refine((v) => Number.isFinite(Number(v)) && Number(v) >= 0, "Enter a number of 0 or more"),
  unit: z.string().min(1),
  expiresOn: z.string(),
  minQty: z
    .string()
    .trim()
    .refine((v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0), "Enter a number of 0 or more"),
});
type EditValues = z.input<typeof editSchema>;

const isCategory = (c: string): c is PantryCategory => (PANTRY_CATEGORIES as readonly string[]).includes(c);

/**
 * SPEC §2/§5 edit-pantry-item dialog: name required (inline error, Save disabled when blank),
 * brand and category optional; quantity, unit and best-before day too, and (issue 11) the minimum
 * to keep, below which the item goes on the shopping list. Save sends
 * PUT /api/pantry/{itemId}/product, then PUT /api/pantry/{itemId} when the amount, unit or date
 * changed; errors toast 'Failed to update item' and keep the dialog open.
 */
export function EditItemDialog({ item, onClose }: { item: PantryItem; onClose: () => void }) {
  const updateProduct = useUpdatePantryProduct();
  const updateItem = useUpdatePantryItem();
  const initialCategory = isCategory(item.product.category) ? item.product.category : AUTO;
  const form = useForm<EditValues>({
    resolver: zodResolver(editSchema),
    mode: "onChange",
    defaultValues: {
      name: item.product.name,
      brand: item.product.brand ?? "",
      category: initialCategory,
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
    const name = v.name.trim();
    const brand = v.brand.trim() || null;
    const category = isCategory(v.category) ? v.category : null;
    const qty = formatQty(roundForUnit(Number(v.qty), v.unit));
    const expires = v.expiresOn || null;
    const minQty = v.minQty.trim() === "" ? null : formatQty(roundForUnit(Number(v.minQty), v.unit));
    const oldMin = item.minQty ? formatQty(Number(item.minQty)) : null;
    try {
      if (name !== item.product.name || brand !== (item.product.brand || null) || v.category !== initialCategory) {
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

  return (
    <Dialog open onOpenChange={(open) => !open && !busy && onClose()}>
      <DialogContent aria-describedby="edit-item-description">
        <DialogHeader>
          <DialogTitle>Edit item</DialogTitle>
          <DialogDescription id="edit-item-description">Change the details of {item.product.name}.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="flex min-h-0 flex-1 flex-col">
          <DialogBody className="grid gap-4">
            <div className="grid gap-1.5">
              <Label htmlFor="edit-name">Name</Label>
              <Input
                id="edit-name"
                autoComplete="off"
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? "edit-name-error" : undefined}
                {...form.register("name")}
              />
              <FieldError id="edit-name-error" message={errors.name?.message} />
            </div>
            <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor="edit-brand">
                  Brand <span className="font-normal text-muted-foreground">(optional)</span>
                </Label>
                <Input id="edit-brand" autoComplete="off" placeholder="e.g. Barilla" {...form.register("brand")} />
                <FieldError id="edit-brand-error" message={errors.brand?.message} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="edit-category">
                  Category <span className="font-normal text-muted-foreground">(optional)</span>
                </Label>
                <FormSelect control={form.control} name="category" id="edit-category" options={CATEGORY_OPTIONS} />
              </div>
            </div>
            <div className="grid grid-cols-2 gap-4">
              <div className="grid gap-1.5">
                <Label htmlFor="edit-qty">Quantity</Label>
                <Input
                  id="edit-qty"
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  aria-invalid={errors.qty ? true : undefined}
                  aria-describedby={errors.qty ? "edit-qty-error" : undefined}
                  {...form.register("qty")}
                />
                <FieldError id="edit-qty-error" message={errors.qty?.message} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor="edit-unit">Unit</Label>
                <FormSelect control={form.control} name="unit" id="edit-unit" options={units.map((u) => ({ value: u, label: u }))} />
              </div>
            </div>
            <div className="grid gap-1.5">
              <div className="flex items-center justify-between">
                <Label htmlFor="edit-expires">
                  Best before <span className="font-normal text-muted-foreground">(optional)</span>
                </Label>
                {expiresOn && (
                  <Button
                    variant="link"
                    size="sm"
                    className="h-auto px-0"
                    onClick={() => form.setValue("expiresOn", "", { shouldDirty: true })}
                  >
                    Clear date
                  </Button>
                )}
              </div>
              <Input id="edit-expires" type="date" {...form.register("expiresOn")} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="edit-min">
                Minimum to keep <span className="font-normal text-muted-foreground">(optional, in {form.watch("unit")})</span>
              </Label>
              <Input
                id="edit-min"
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                placeholder="No minimum"
                aria-invalid={errors.minQty ? true : undefined}
                aria-describedby={errors.minQty ? "edit-min-error" : "edit-min-hint"}
                {...form.register("minQty")}
              />
              <p id="edit-min-hint" className="text-xs text-muted-foreground">
                When the amount drops below this, it goes on the shopping list.
              </p>
              <FieldError id="edit-min-error" message={errors.minQty?.message} />
            </div>
          </DialogBody>
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || nameBlank || Boolean(errors.qty) || Boolean(errors.minQty)}>
              {busy ? "Saving..." : "Save"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Trash2 } from "lucide-react";
import { AISLE_LABELS } from "../../../../shared/domain/shopping-aisles";
import { unitSchema } from "../../../../shared/schemas/pantry";
import {
  createShoppingItemSchema,
  SHOPPING_AISLES,
  shoppingAisleSchema,
  type ShoppingItem,
} from "../../../../shared/schemas/shopping-list";
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
import { Form, FormField } from "../../../components/ui/form";
import { FormControl, FormItem, FormLabel } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useDeleteShoppingItem } from "../api/delete-shopping-item";
import { useUpdateShoppingItem } from "../api/update-shopping-item";
import { LINE_UNITS, lineQtyTextSchema } from "./add-item-form";
import { OptionSelect } from "../../../components/option-select";
import { UnitSelect } from "../../../components/unit-select";

/** PUT /api/shopping-list/items/{itemId} as typed: the shared name and aisle rules, the amount as text. */
const editLineSchema = createShoppingItemSchema.pick({ name: true }).extend({
  qty: lineQtyTextSchema,
  unit: unitSchema,
  note: z.string().trim(),
  category: shoppingAisleSchema,
});
type EditLineValues = z.input<typeof editLineSchema>;

/**
 * Edit one line: name, amount and unit (an amount set here is kept when 'Add what's missing'
 * runs again), note, aisle. Removing asks for a second press first.
 */
export function EditLineDialog({ item, onClose }: { item: ShoppingItem; onClose: () => void }) {
  const update = useUpdateShoppingItem();
  const remove = useDeleteShoppingItem();
  const form = useForm<EditLineValues>({
    resolver: zodResolver(editLineSchema),
    mode: "onChange",
    defaultValues: { name: item.name, qty: item.qty ?? "", unit: item.unit ?? "pieces", note: item.note ?? "", category: item.category },
  });
  const { control } = form;
  const [confirming, setConfirming] = useState(false);
  const unit = form.watch("unit");
  const units: string[] = (LINE_UNITS as readonly string[]).includes(unit) ? [...LINE_UNITS] : [unit, ...LINE_UNITS];
  const invalid = form.watch("name").trim() === "" || Boolean(form.formState.errors.qty);

  const save = form.handleSubmit((v) => {
    const amountChanged = v.qty !== (item.qty ?? "") || (v.qty !== "" && v.unit !== item.unit);
    update.mutate({
      itemId: item.id,
      ...(v.name !== item.name ? { name: v.name } : {}),
      ...(amountChanged ? { qty: v.qty === "" ? null : v.qty, unit: v.qty === "" ? null : v.unit } : {}),
      ...(v.note !== (item.note ?? "") ? { note: v.note } : {}),
      ...(v.category !== item.category ? { category: v.category } : {}),
    } as Parameters<typeof update.mutate>[0]);
    onClose();
  });

  const doRemove = () => {
    remove.mutate(item.id, { onSuccess: () => toast({ title: "Removed from the list", description: item.name }) });
    onClose();
  };

  return (
    <Dialog open onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Edit {item.name}</DialogTitle>
          <DialogDescription>Amounts you set here stay when the list is worked out again.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={save} noValidate className="flex min-h-0 flex-1 flex-col">
            <DialogBody className="grid gap-4">
              <FormField
                control={control}
                name="name"
                render={({ field }) => (
                  <FormItem controlId="line-name">
                    <FormLabel>Name</FormLabel>
                    <FormControl>
                      <Input maxLength={120} autoComplete="off" {...field} />
                    </FormControl>
                  </FormItem>
                )}
              />
              <div className="grid grid-cols-2 gap-3">
                <FormField
                  control={control}
                  name="qty"
                  render={({ field }) => (
                    <FormItem controlId="line-qty">
                      <FormLabel>Amount</FormLabel>
                      <FormControl>
                        <Input inputMode="decimal" placeholder="Any" {...field} />
                      </FormControl>
                    </FormItem>
                  )}
                />
                <FormField
                  control={control}
                  name="unit"
                  render={({ field }) => (
                    <FormItem controlId="line-unit">
                      <FormLabel>Unit</FormLabel>
                      <FormControl>
                        <UnitSelect value={field.value} units={units} onChange={field.onChange} />
                      </FormControl>
                    </FormItem>
                  )}
                />
              </div>
              <FormField
                control={control}
                name="note"
                render={({ field }) => (
                  <FormItem controlId="line-note">
                    <FormLabel>
                      Note <span className="font-normal text-muted-foreground">(optional)</span>
                    </FormLabel>
                    <FormControl>
                      <Input maxLength={300} placeholder="e.g. the big pack" {...field} />
                    </FormControl>
                  </FormItem>
                )}
              />
              <FormField
                control={control}
                name="category"
                render={({ field }) => (
                  <FormItem controlId="line-aisle">
                    <FormLabel>Aisle</FormLabel>
                    <FormControl>
                      <OptionSelect
                        value={field.value}
                        options={SHOPPING_AISLES}
                        optionLabel={(a) => AISLE_LABELS[a]}
                        onChange={field.onChange}
                      />
                    </FormControl>
                  </FormItem>
                )}
              />
            </DialogBody>
            <DialogFooter className="sm:justify-between">
              {confirming ? (
                <Button variant="destructive" onClick={doRemove}>
                  <Trash2 aria-hidden="true" />
                  Yes, remove it
                </Button>
              ) : (
                <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)}>
                  <Trash2 aria-hidden="true" />
                  Remove
                </Button>
              )}
              <div className="flex gap-2">
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" disabled={invalid}>
                  Save
                </Button>
              </div>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { Plus } from "lucide-react";
import { unitSchema } from "../../../../shared/schemas/pantry";
import { createShoppingItemSchema } from "../../../../shared/schemas/shopping-list";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Form, FormField } from "../../../components/ui/form";
import { FormControl, FormItem, FormLabel } from "../../../components/ui/form-item";
import { useAddShoppingItem } from "../api/add-shopping-item";
import { UnitSelect } from "../../../components/unit-select";

/** Units offered when adding by hand (the pantry's units plus metric volumes). */
export const LINE_UNITS = ["pieces", "g", "kg", "ml", "l", "cups", "lbs", "oz", "cans", "jars", "packs"] as const;

/** A line's amount as typed (the API takes it as a string): blank for none, else a number of 0 or more. */
export const lineQtyTextSchema = z
  .string()
  .trim()
  .refine((v) => v === "" || (Number.isFinite(Number(v)) && Number(v) >= 0), "Enter a number of 0 or more");

/** POST /api/shopping-list/items as typed: the shared name rule, the amount as text, a unit. */
const addLineSchema = createShoppingItemSchema.pick({ name: true }).extend({ qty: lineQtyTextSchema, unit: unitSchema });
type AddLineValues = z.input<typeof addLineSchema>;

/**
 * Quick add: a name, and optionally an amount and unit (an invalid amount is marked, not explained:
 * the row has no room). Keeps focus in the name field for the next item.
 */
export function AddItemForm() {
  const add = useAddShoppingItem();
  const form = useForm<AddLineValues>({
    resolver: zodResolver(addLineSchema),
    mode: "onChange",
    defaultValues: { name: "", qty: "", unit: "pieces" },
  });
  const { control } = form;
  const blank = form.watch("name").trim() === "";
  const qtyInvalid = Boolean(form.formState.errors.qty);

  const submit = form.handleSubmit(({ name, qty, unit }) =>
    add.mutate(
      { name, qty: qty === "" ? null : qty, unit: qty === "" ? null : unit },
      {
        onSuccess: () => {
          form.resetField("name");
          form.resetField("qty");
        },
      },
    ),
  );

  return (
    <Form {...form}>
      <form onSubmit={submit} className="rounded-2xl border bg-card p-3 shadow-xs" aria-label="Add to the list">
        <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1fr)_6rem_8rem_auto]">
          <FormField
            control={control}
            name="name"
            render={({ field }) => (
              <FormItem controlId="shopping-add-name" className="col-span-3 gap-1 sm:col-span-1">
                <FormLabel className="sr-only">Item</FormLabel>
                <FormControl>
                  <Input autoComplete="off" placeholder="Add an item, e.g. Bananas" maxLength={120} {...field} />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="qty"
            render={({ field }) => (
              <FormItem controlId="shopping-add-qty">
                <FormLabel className="sr-only">Amount</FormLabel>
                <FormControl>
                  <Input inputMode="decimal" placeholder="Qty" {...field} />
                </FormControl>
              </FormItem>
            )}
          />
          <FormField
            control={control}
            name="unit"
            render={({ field }) => (
              <FormItem controlId="shopping-add-unit">
                <FormLabel className="sr-only">Unit</FormLabel>
                <FormControl>
                  <UnitSelect value={field.value} units={LINE_UNITS} onChange={field.onChange} />
                </FormControl>
              </FormItem>
            )}
          />
          <Button type="submit" disabled={blank || qtyInvalid || add.isPending}>
            <Plus aria-hidden="true" />
            Add
          </Button>
        </div>
      </form>
    </Form>
  );
}

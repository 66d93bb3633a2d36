import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { Search } from "lucide-react";
import { INVALID_BARCODE_MESSAGE, INVALID_BARCODE_TITLE, validManualBarcode } from "../../../../shared/domain/barcode";
import { barcodeTextSchema, productLookupSchema } from "../../../../shared/schemas/products";
import { Button } from "../../../components/ui/button";
import { Form, FormField } from "../../../components/ui/form";
import { FormControl, FormDescription, FormItem, FormLabel } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";

/** The POST /api/products/lookup body as typed by hand: SPEC §5 digits only, at least 8. */
const manualBarcodeSchema = productLookupSchema.extend({
  barcode: barcodeTextSchema.refine((text) => validManualBarcode(text) !== null, INVALID_BARCODE_MESSAGE),
});
type ManualBarcodeValues = z.input<typeof manualBarcodeSchema>;

/**
 * SPEC §5 manual barcode: digits only, at least 8; otherwise the toast 'Invalid barcode' /
 * 'Please enter a valid barcode (at least 8 digits)'. A valid code (trimmed) goes to `onSubmit`.
 */
export function ManualBarcodeForm({ onSubmit, disabled }: { onSubmit: (barcode: string) => void; disabled?: boolean }) {
  const form = useForm<ManualBarcodeValues>({
    resolver: zodResolver(manualBarcodeSchema),
    defaultValues: { barcode: "" },
    shouldFocusError: false,
  });
  const submit = form.handleSubmit(
    ({ barcode }) => onSubmit(barcode),
    () => toast({ title: INVALID_BARCODE_TITLE, description: INVALID_BARCODE_MESSAGE, variant: "destructive" }),
  );
  return (
    <Form {...form}>
      <form onSubmit={submit} noValidate aria-label="Enter barcode manually">
        <FormField
          control={form.control}
          name="barcode"
          render={({ field }) => (
            <FormItem controlId="manual-barcode">
              <FormLabel>Or type the barcode</FormLabel>
              <div className="flex gap-2">
                <FormControl>
                  <Input inputMode="numeric" autoComplete="off" enterKeyHint="search" placeholder="e.g. 4006381333931" {...field} />
                </FormControl>
                <Button type="submit" disabled={disabled} aria-label="Look up barcode">
                  <Search aria-hidden="true" />
                  <span className="max-[359px]:sr-only">Look up</span>
                </Button>
              </div>
              <FormDescription>The digits under the bars, at least 8.</FormDescription>
            </FormItem>
          )}
        />
      </form>
    </Form>
  );
}

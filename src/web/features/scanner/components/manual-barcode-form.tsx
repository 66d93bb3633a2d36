import { useState, type FormEvent } from "react";
import { Search } from "lucide-react";
import { INVALID_BARCODE_MESSAGE, INVALID_BARCODE_TITLE, validManualBarcode } from "../../../../shared/domain/barcode";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { toast } from "../../../components/ui/use-toast";

/**
 * SPEC §5 manual barcode: digits only, at least 8; otherwise the toast 'Invalid barcode' /
 * 'Please enter a valid barcode (at least 8 digits)'. A valid code goes to `onSubmit`.
 */
export function ManualBarcodeForm({ onSubmit, disabled }: { onSubmit: (barcode: string) => void; disabled?: boolean }) {
  const [value, setValue] = useState("");
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const barcode = validManualBarcode(value);
    if (!barcode) {
      toast({ title: INVALID_BARCODE_TITLE, description: INVALID_BARCODE_MESSAGE, variant: "destructive" });
      return;
    }
    onSubmit(barcode);
  };
  return (
    <form onSubmit={submit} noValidate aria-label="Enter barcode manually" className="grid gap-1.5">
      <Label htmlFor="manual-barcode">Or type the barcode</Label>
      <div className="flex gap-2">
        <Input
          id="manual-barcode"
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint="search"
          placeholder="e.g. 4006381333931"
          aria-describedby="manual-barcode-hint"
          value={value}
          onChange={(e) => setValue(e.target.value)}
        />
        <Button type="submit" disabled={disabled} aria-label="Look up barcode">
          <Search aria-hidden="true" />
          <span className="max-[359px]:sr-only">Look up</span>
        </Button>
      </div>
      <p id="manual-barcode-hint" className="text-xs text-muted-foreground">
        The digits under the bars, at least 8.
      </p>
    </form>
  );
}

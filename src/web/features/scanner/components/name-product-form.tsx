import { useState, type FormEvent } from "react";
import { Plus } from "lucide-react";
import { PANTRY_CATEGORIES, type PantryCategory } from "../../../../shared/food/types";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { OptionSelect } from "../../../components/option-select";
import { capitalise } from "../../../lib/text";

/** Select value for "let the server pick the category from the name". */
const AUTO = "auto";

export interface NamedProduct {
  name: string;
  brand: string | null;
  category: PantryCategory | null;
}

/** Automatic first, then the pantry categories. */
const CATEGORY_CHOICES = [AUTO, ...PANTRY_CATEGORIES] as const;

/**
 * Asked once for a barcode nobody knows (or when the product database is offline): name
 * (required), brand and category (optional). Remembered by the server for the next scan.
 */
export function NameProductForm({
  barcode,
  busy,
  onSubmit,
  onCancel,
}: {
  barcode: string;
  busy: boolean;
  onSubmit: (named: NamedProduct) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState("");
  const [brand, setBrand] = useState("");
  const [category, setCategory] = useState<string>(AUTO);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!name.trim() || busy) return;
    onSubmit({ name: name.trim(), brand: brand.trim() || null, category: category === AUTO ? null : (category as PantryCategory) });
  };
  return (
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
      <div className="grid gap-1.5">
        <Label htmlFor="named-product-name">Product name</Label>
        <Input
          id="named-product-name"
          required
          autoFocus
          autoComplete="off"
          placeholder="e.g. Oat milk"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </div>
      <div className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="named-product-brand">
            Brand <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <Input id="named-product-brand" autoComplete="off" value={brand} onChange={(e) => setBrand(e.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="named-product-category">
            Category <span className="font-normal text-muted-foreground">(optional)</span>
          </Label>
          <OptionSelect
            id="named-product-category"
            value={category}
            options={CATEGORY_CHOICES}
            optionLabel={(c) => (c === AUTO ? "Automatic" : capitalise(c))}
            onChange={setCategory}
          />
        </div>
      </div>
      <div className="grid gap-2 min-[420px]:grid-cols-2">
        <Button type="submit" disabled={busy || !name.trim()}>
          <Plus aria-hidden="true" />
          {busy ? "Adding..." : "Save and add"}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Back to scanner
        </Button>
      </div>
    </form>
  );
}

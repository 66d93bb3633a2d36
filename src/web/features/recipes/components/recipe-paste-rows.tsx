import { Plus, X } from "lucide-react";
import { readDraftIngredient } from "../../../../shared/schemas/recipe-draft-save";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Textarea } from "../../../components/ui/textarea";
import { groupsOf, rowKey, type PasteRow } from "./recipe-paste-edit";

const amount = (qty: number | null, qtyMax: number | null) => (qty === null ? null : qtyMax !== null && qtyMax !== qty ? `${qty}–${qtyMax}` : String(qty));

/** How our ingredient-line parser reads a line (the same reading the server stores): amount, unit, food. */
export function LineReading({ text, id }: { text: string; id: string }) {
  const p = readDraftIngredient(text, null);
  if (!p) return null;
  const qty = amount(p.qty, p.qtyMax);
  return (
    <p id={id} className="flex flex-wrap gap-x-3 gap-y-0.5 px-1 text-xs text-muted-foreground" data-testid="ingredient-reading">
      <span>
        Amount: <span className="font-medium text-foreground">{qty ?? "none"}</span>
      </span>
      <span>
        Unit: <span className="font-medium text-foreground">{p.unit ?? "none"}</span>
      </span>
      <span>
        Food: <span className="font-medium text-foreground">{p.ingredient || "not found"}</span>
      </span>
      {p.note && <span>Note: {p.note}</span>}
    </p>
  );
}

/**
 * The ingredient lines or the steps of the paste preview, in their groups ("For the sauce"): each
 * group's heading can be renamed (every row of the group follows), each row edited or removed, and
 * a row added at the end (in the last group). Ingredient rows show how the parser reads them.
 */
export function PasteRows({ kind, rows, onChange }: { kind: "ingredient" | "step"; rows: PasteRow[]; onChange: (rows: PasteRow[]) => void }) {
  const noun = kind === "ingredient" ? "Ingredient" : "Step";
  const set = (i: number, patch: Partial<PasteRow>) => onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const rename = (start: number, count: number, section: string) =>
    onChange(rows.map((r, j) => (j >= start && j < start + count ? { ...r, section } : r)));
  const add = () => onChange([...rows, { key: rowKey(), text: "", section: rows[rows.length - 1]?.section ?? null }]);
  const groups = groupsOf(rows);
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">
        {kind === "ingredient" ? "Ingredients" : "Steps"} <span className="font-normal text-muted-foreground">({rows.filter((r) => r.text.trim()).length})</span>
      </legend>
      {rows.length === 0 && (
        <p className="text-sm text-muted-foreground">
          {kind === "ingredient" ? "No ingredient list was found in the text. Add the lines here, or go back and check the text." : "No steps were found in the text. Add them here, or go back and check the text."}
        </p>
      )}
      {groups.map((g, gi) => (
        <div key={`${g.start}-${gi}`} className="grid gap-2">
          {g.section !== null && (
            <Input
              aria-label={`${noun} group name`}
              value={g.section}
              onChange={(e) => rename(g.start, g.rows.length, e.target.value)}
              className="h-11 font-semibold"
            />
          )}
          <ol className="grid gap-2" start={g.start + 1}>
            {g.rows.map((row, k) => {
              const i = g.start + k;
              const readingId = `paste-${row.key}-reading`;
              return (
                <li key={row.key} className="grid grid-cols-[minmax(0,1fr)_2.75rem] items-start gap-2">
                  <div className="grid min-w-0 gap-1">
                    {kind === "ingredient" ? (
                      <>
                        <Input aria-label={`${noun} ${i + 1}`} aria-describedby={readingId} value={row.text} onChange={(e) => set(i, { text: e.target.value })} />
                        <LineReading text={row.text} id={readingId} />
                      </>
                    ) : (
                      <Textarea aria-label={`${noun} ${i + 1}`} value={row.text} rows={2} className="min-h-16" onChange={(e) => set(i, { text: e.target.value })} />
                    )}
                  </div>
                  <Button variant="ghost" size="icon" className="size-11" aria-label={`Remove ${noun.toLowerCase()} ${i + 1}`} onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                    <X aria-hidden="true" />
                  </Button>
                </li>
              );
            })}
          </ol>
        </div>
      ))}
      <Button variant="outline" className="justify-self-start" onClick={add}>
        <Plus aria-hidden="true" />
        Add {noun.toLowerCase()}
      </Button>
    </fieldset>
  );
}

import { Badge } from "../../../components/ui/badge";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import type { PasteEdit, PasteIssues } from "./recipe-paste-edit";
import { PasteRows } from "./recipe-paste-rows";

type NumberField = "servings" | "prepMin" | "cookMin" | "totalMin";
const NUMBER_FIELDS: { key: NumberField; label: string }[] = [
  { key: "servings", label: "Servings" },
  { key: "prepMin", label: "Prep (min)" },
  { key: "cookMin", label: "Cook (min)" },
  { key: "totalMin", label: "Total (min)" },
];

function FieldError({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="text-sm text-destructive">
      {text}
    </p>
  ) : null;
}

/**
 * The paste preview (issue 21 item 4): what was read from the pasted text, every part editable
 * before it is stored — title, yield as written, servings, prep/cook/total minutes, description,
 * ingredient lines with the parser's reading (amount, unit, food) in their groups, steps in their
 * groups, notes; tags found are listed. `issues` are shown under their fields.
 */
export function RecipePastePreview({ edit, issues, onChange }: { edit: PasteEdit; issues: PasteIssues; onChange: (edit: PasteEdit) => void }) {
  const set = (patch: Partial<PasteEdit>) => onChange({ ...edit, ...patch });
  return (
    <div className="grid gap-4" aria-label="Recipe preview" role="group">
      <div className="grid gap-1.5">
        <Label htmlFor="paste-title">Title</Label>
        <Input
          id="paste-title"
          value={edit.title}
          aria-invalid={issues.title ? true : undefined}
          aria-describedby={issues.title ? "paste-title-error" : undefined}
          onChange={(e) => set({ title: e.target.value })}
        />
        <FieldError id="paste-title-error" text={issues.title} />
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="paste-yields">Yield</Label>
        <Input id="paste-yields" value={edit.yields} placeholder="e.g. 12 muffins" onChange={(e) => set({ yields: e.target.value })} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {NUMBER_FIELDS.map(({ key, label }) => (
          <div key={key} className="grid content-start gap-1.5">
            <Label htmlFor={`paste-${key}`}>{label}</Label>
            <Input
              id={`paste-${key}`}
              inputMode="numeric"
              value={edit[key]}
              aria-invalid={issues[key] ? true : undefined}
              aria-describedby={issues[key] ? `paste-${key}-error` : undefined}
              onChange={(e) => set({ [key]: e.target.value })}
            />
            <FieldError id={`paste-${key}-error`} text={issues[key]} />
          </div>
        ))}
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="paste-description">Description</Label>
        <Textarea id="paste-description" rows={2} value={edit.description} onChange={(e) => set({ description: e.target.value })} />
      </div>
      <PasteRows kind="ingredient" rows={edit.ingredients} onChange={(ingredients) => set({ ingredients })} />
      <PasteRows kind="step" rows={edit.steps} onChange={(steps) => set({ steps })} />
      <div className="grid gap-1.5">
        <Label htmlFor="paste-notes">Notes</Label>
        <Textarea id="paste-notes" rows={2} value={edit.notes} onChange={(e) => set({ notes: e.target.value })} />
      </div>
      {edit.tags.length > 0 && (
        <div className="grid gap-1.5">
          <p className="text-sm font-medium">Tags</p>
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {edit.tags.map((t) => (
              <li key={t}>
                <Badge variant="muted">{t}</Badge>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

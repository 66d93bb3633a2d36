import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

/**
 * The unit picker of the app's quantity rows (pantry add, shopping add/edit, receipt and photo
 * review): a Radix select listing `units` as written. `label` names it for screen readers.
 */
export function UnitSelect<U extends string>(props: {
  value: U;
  units: readonly U[];
  onChange: (unit: U) => void;
  id?: string;
  label?: string;
  className?: string;
}) {
  return (
    <Select value={props.value} onValueChange={(v) => props.onChange(v as U)}>
      <SelectTrigger id={props.id} aria-label={props.label ?? "Unit"} className={props.className}>
        <SelectValue>{props.value}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {props.units.map((u) => (
          <SelectItem key={u} value={u}>
            {u}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

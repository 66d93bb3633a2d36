import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "./ui/select";

/**
 * A select over a fixed list of string `options` (units, categories, meal types, aisles), each
 * shown as `optionLabel(option)` (default: as written), in the list and on the trigger. `label`
 * names it for screen readers when no visible <Label htmlFor={id}> does; `placeholder` shows while
 * `value` is "".
 */
export function OptionSelect<T extends string>(props: {
  value: T | "";
  options: readonly T[];
  onChange: (option: T) => void;
  optionLabel?: (option: T) => string;
  id?: string;
  label?: string;
  placeholder?: string;
  className?: string;
}) {
  const show = props.optionLabel ?? ((o: T) => o);
  return (
    <Select value={props.value} onValueChange={(v) => props.onChange(v as T)}>
      <SelectTrigger id={props.id} aria-label={props.label} className={props.className}>
        <SelectValue placeholder={props.placeholder}>{props.value && show(props.value)}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {props.options.map((o) => (
          <SelectItem key={o} value={o}>
            {show(o)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

import { OptionSelect } from "./option-select";

/**
 * The unit picker of the app's quantity rows (pantry add, shopping add/edit, receipt and photo
 * review): `units` as written. `label` names it for screen readers (default "Unit").
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
    <OptionSelect
      id={props.id}
      label={props.label ?? "Unit"}
      value={props.value}
      options={props.units}
      onChange={props.onChange}
      className={props.className}
    />
  );
}

import { Controller, type Control, type FieldValues, type Path } from "react-hook-form";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "../../../components/ui/select";

/** A react-hook-form field rendered as our Radix Select (label it with <Label htmlFor={id}>). */
export function FormSelect<T extends FieldValues>({
  control,
  name,
  id,
  options,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  options: readonly { value: string; label: string }[];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select value={field.value} onValueChange={field.onChange}>
          <SelectTrigger id={id} onBlur={field.onBlur}>
            <SelectValue>{options.find((o) => o.value === field.value)?.label}</SelectValue>
          </SelectTrigger>
          <SelectContent>
            {options.map((o) => (
              <SelectItem key={o.value} value={o.value}>
                {o.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    />
  );
}

import type { ComponentProps, ReactNode } from "react";
import { Controller, FormProvider, type Control, type ControllerProps, type FieldPath, type FieldValues } from "react-hook-form";
import { FormControl, FormDescription, FormFieldContext, FormItem, FormLabel, FormMessage } from "./form-item";
import { Input } from "./input";

/**
 * Form field primitives (shadcn/ui style, written here): one labelled control with its hint and
 * inline error, wired for screen readers. `FormItem` names the control (`controlId`, else a
 * generated id); the hint is `{id}-hint`, the error `{id}-error`; `FormControl` puts the id,
 * `aria-invalid` and `aria-describedby` (the hint and the error shown, in that order) on its child.
 *
 *   <Form {...form}>
 *     <form onSubmit={form.handleSubmit(save)}>
 *       <FormField control={form.control} name="name" render={({ field }) => (
 *         <FormItem controlId="edit-name">
 *           <FormLabel>Name</FormLabel>
 *           <FormControl><Input {...field} /></FormControl>
 *           <FormMessage />
 *         </FormItem>
 *       )} />
 *
 * FormItem, FormLabel, FormControl, FormDescription and FormMessage live in ./form-item.tsx (no
 * react-hook-form there); this file adds the react-hook-form side.
 */

/** react-hook-form's FormProvider: `<Form {...form}>` gives nested fields the form's context. */
export const Form = FormProvider;

/**
 * A react-hook-form Controller whose render output can use FormControl and FormMessage: they read
 * this field's error. Props: those of `Controller` (control, name, render, rules…).
 */
export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({ render, ...props }: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <Controller
      {...props}
      render={(args) => (
        <FormFieldContext.Provider value={{ name: props.name, error: args.fieldState.error }}>{render(args)}</FormFieldContext.Provider>
      )}
    />
  );
}

/**
 * The common block in one element: a FormField with a label, an Input, an optional hint and the
 * error. `label`: the label's content; `controlId`: the input's id; `hint`: FormDescription text;
 * `itemClassName`: classes of the FormItem. Other props go to the Input (after the field's
 * value and handlers, so `disabled` or `type` given here win).
 */
export function FormInput<TFieldValues extends FieldValues, TName extends FieldPath<TFieldValues>, TTransformedValues = TFieldValues>({
  control,
  name,
  label,
  controlId,
  hint,
  itemClassName,
  ...inputProps
}: Omit<ComponentProps<"input">, "name" | "value" | "defaultValue" | "onChange" | "onBlur" | "ref" | "children"> & {
  control: Control<TFieldValues, unknown, TTransformedValues>;
  name: TName;
  label: ReactNode;
  controlId?: string;
  hint?: ReactNode;
  itemClassName?: string;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem controlId={controlId} className={itemClassName}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input {...field} {...inputProps} />
          </FormControl>
          {hint && <FormDescription>{hint}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

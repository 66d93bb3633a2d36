import { createContext, useCallback, useContext, useId, useLayoutEffect, useMemo, useState, type ComponentProps } from "react";
import { Slot } from "@radix-ui/react-slot";
import type { FieldError } from "react-hook-form";
import { cn } from "../../lib/cn";
import { Label } from "./label";

/**
 * The parts of a form field that need no form library (shadcn/ui style, written here): one
 * labelled control with its hint and inline error, wired for screen readers. `FormItem` names the
 * control (`controlId`, else a generated id); the hint is `{id}-hint`, the error `{id}-error`;
 * `FormControl` puts the id, `aria-invalid` and `aria-describedby` (the hint and the error shown,
 * in that order) on its child. Inside a react-hook-form `FormField` (./form.tsx) they read that
 * field's error; elsewhere (a read-only value, a control kept in component state) they work the
 * same without one. Kept apart from ./form.tsx so a screen can use them without loading
 * react-hook-form (the Pantry add form: the Pantry screen's first-load budget).
 */

/** The field a FormField renders: its name and current error (none outside a FormField). */
export interface FieldContextValue {
  name: string;
  error: FieldError | undefined;
}
export const FormFieldContext = createContext<FieldContextValue | null>(null);

interface ItemContextValue {
  id: string;
  /** Whether a FormDescription / a FormMessage with text is on screen (the control names only those). */
  shown: { hint: boolean; message: boolean };
  setShown: (part: "hint" | "message", on: boolean) => void;
}
const ItemContext = createContext<ItemContextValue | null>(null);

/** Tells the surrounding FormItem that `part` is on screen while `on` holds. */
function useShown(part: "hint" | "message", on: boolean) {
  const setShown = useContext(ItemContext)?.setShown;
  useLayoutEffect(() => {
    if (!setShown || !on) return;
    setShown(part, true);
    return () => setShown(part, false);
  }, [setShown, part, on]);
}

/**
 * One field's block (label, control, hint, error) in a small grid. `controlId`: the control's id
 * (the label's `htmlFor`); generated when omitted. Other props go to the wrapping div.
 */
export function FormItem({ controlId, className, ...props }: ComponentProps<"div"> & { controlId?: string }) {
  const generated = useId();
  const id = controlId ?? generated;
  const [shown, setShownState] = useState({ hint: false, message: false });
  const setShown = useCallback(
    (part: "hint" | "message", on: boolean) => setShownState((s) => (s[part] === on ? s : { ...s, [part]: on })),
    [],
  );
  const value = useMemo(() => ({ id, shown, setShown }), [id, shown, setShown]);
  return (
    <ItemContext.Provider value={value}>
      <div className={cn("grid gap-1.5", className)} {...props} />
    </ItemContext.Provider>
  );
}

/**
 * The ids and error state of the surrounding FormItem and FormField: `formItemId` (the control),
 * `formDescriptionId`, `formMessageId`, `error` (undefined outside a FormField), `invalid`.
 * @throws Error when used outside a FormItem.
 */
export function useFormField() {
  const field = useContext(FormFieldContext);
  const item = useContext(ItemContext);
  if (!item) throw new Error("Form parts (FormLabel, FormControl, FormDescription, FormMessage) belong inside a <FormItem>");
  return {
    name: field?.name,
    formItemId: item.id,
    formDescriptionId: `${item.id}-hint`,
    formMessageId: `${item.id}-error`,
    hasDescription: item.shown.hint,
    hasMessage: item.shown.message,
    error: field?.error,
    invalid: Boolean(field?.error),
  };
}

/** The field's label, pointing at the control (`htmlFor`). Props: those of Label. */
export function FormLabel(props: ComponentProps<typeof Label>) {
  const { formItemId } = useFormField();
  return <Label htmlFor={formItemId} {...props} />;
}

/**
 * Wraps the one control element (Input, Textarea, a select trigger) and gives it the field's id,
 * `aria-invalid` while it has an error, and `aria-describedby` naming the hint and the error.
 */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const { formItemId, formDescriptionId, formMessageId, hasDescription, hasMessage, invalid } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, hasMessage && formMessageId].filter(Boolean).join(" ");
  return <Slot id={formItemId} aria-invalid={invalid || undefined} aria-describedby={describedBy || undefined} {...props} />;
}

/** A hint under the control (small, muted), announced with it. Props: those of a paragraph. */
export function FormDescription({ className, ...props }: ComponentProps<"p">) {
  const { formDescriptionId } = useFormField();
  useShown("hint", true);
  return <p id={formDescriptionId} className={cn("text-xs text-muted-foreground", className)} {...props} />;
}

/**
 * The field's error message (its zod/SPEC text) in the destructive colour, or `children` when the
 * field has no error; renders nothing when there is neither.
 */
export function FormMessage({ className, children, ...props }: ComponentProps<"p">) {
  const { formMessageId, error } = useFormField();
  const body = error?.message ?? children;
  useShown("message", Boolean(body));
  if (!body) return null;
  return (
    <p id={formMessageId} className={cn("text-sm text-destructive", className)} {...props}>
      {body}
    </p>
  );
}

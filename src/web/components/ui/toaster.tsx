import { CircleAlert, CircleCheck } from "lucide-react";
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from "./toast";
import { dismissToast, useToasts } from "./use-toast";

/** Renders the toast queue (at most one visible, SPEC §9). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, action, open }) => (
        <Toast key={id} variant={variant} open={open} onOpenChange={(next) => !next && dismissToast(id)}>
          {variant === "destructive" ? (
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          ) : (
            <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
          )}
          <div className="grid min-w-0 flex-1 gap-0.5">
            {title && <ToastTitle>{title}</ToastTitle>}
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.altText} onClick={action.onClick}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}

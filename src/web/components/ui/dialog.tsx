import { useState, type ComponentProps } from "react";
import * as DialogPrimitive from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { cn } from "../../lib/cn";

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * The dialog panel. On close, focus goes back to the element that had it when the dialog opened
 * (Radix only does this for a `DialogTrigger`; our dialogs are opened from state), unless that
 * element is gone or the caller's `onCloseAutoFocus` prevented it.
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { hideClose?: boolean }) {
  // Read once when the panel mounts (the dialog opening), before focus moves into it.
  const [opener] = useState(() => (typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null)));
  const returnFocus = (event: Event) => {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
    event.preventDefault();
    opener.focus();
  };
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/45 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          "fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 flex-col overflow-hidden rounded-2xl border bg-card shadow-2xl data-[state=open]:animate-zoom-in focus:outline-none",
          className,
        )}
        onCloseAutoFocus={returnFocus}
        {...props}
      >
        {children}
        {!hideClose && (
          <DialogPrimitive.Close
            aria-label="Close"
            className="absolute top-2 right-2 z-20 inline-flex size-11 items-center justify-center rounded-full bg-card/90 text-muted-foreground shadow-sm transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
          >
            <X className="size-4" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

/**
 * The scrolling body of a dialog that starts with a picture (recipe detail, recipe idea), where
 * the content scrolls right up to the panel's top edge. Issue 23: the round close button (44 px,
 * top right of DialogContent) used to float over the text scrolled beneath it. This body starts
 * with a sticky 60 px bar (decorative, aria-hidden, click-through) behind the close button: over
 * the picture it is transparent; once the body is scrolled it turns into an opaque card-coloured
 * top bar with a divider and the `title` (the real DialogTitle stays in the content), so text
 * scrolls under the bar and never under the button. Takes every div prop (role, tabIndex, aria-label…).
 */
export function DialogPictureScroll({ className, title, children, onScroll, ...props }: ComponentProps<"div"> & { title?: string }) {
  const [scrolled, setScrolled] = useState(false);
  return (
    <div
      className={cn("min-h-0 flex-1 overflow-y-auto", className)}
      onScroll={(e) => {
        setScrolled(e.currentTarget.scrollTop > 0);
        onScroll?.(e);
      }}
      {...props}
    >
      <div
        aria-hidden="true"
        data-testid="dialog-top-bar"
        data-scrolled={scrolled ? "true" : "false"}
        className={cn(
          "pointer-events-none sticky top-0 z-10 -mb-15 flex h-15 items-center border-b pr-16 pl-5 transition-colors duration-150",
          scrolled ? "border-border bg-card/95 backdrop-blur-md" : "border-transparent bg-transparent",
        )}
      >
        {title && <p className={cn("truncate font-semibold transition-opacity duration-150", scrolled ? "opacity-100" : "opacity-0")}>{title}</p>}
      </div>
      {children}
    </div>
  );
}

export function DialogHeader({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("flex flex-col gap-1.5 px-5 pt-5 pr-14", className)} {...props} />;
}

export function DialogBody({ className, ...props }: ComponentProps<"div">) {
  return <div className={cn("min-h-0 flex-1 overflow-y-auto px-5 py-4", className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<"div">) {
  return (
    <div className={cn("flex flex-col-reverse gap-2 border-t bg-muted/40 px-5 py-4 sm:flex-row sm:justify-end", className)} {...props} />
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn("text-lg font-semibold leading-tight", className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

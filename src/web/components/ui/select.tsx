import { createContext, useContext, useState, type ComponentProps, type ReactNode } from "react";
import * as SelectPrimitive from "@radix-ui/react-select";
import { Check, ChevronDown } from "lucide-react";
import { cn } from "../../lib/cn";

/** Whether a Select's items are mounted, and the call that mounts them. */
const ItemsContext = createContext<{ mounted: boolean; mount: () => void }>({ mounted: true, mount: () => {} });

/**
 * A Radix select whose items mount when it is first focused, hovered or opened, not with its
 * screen: closed, Radix renders every item into a detached fragment (a synchronous second render
 * per select while the screen mounts; issue 10, Total Blocking Time). Typing to pick works once
 * the trigger has focus. The trigger's text therefore comes from SelectValue's children.
 */
export function Select({ open, onOpenChange, ...props }: ComponentProps<typeof SelectPrimitive.Root>) {
  const [mounted, setMounted] = useState(false);
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const mount = () => setMounted(true);
  return (
    <ItemsContext.Provider value={{ mounted: mounted || isOpen, mount }}>
      <SelectPrimitive.Root
        open={isOpen}
        onOpenChange={(next) => {
          setMounted(true);
          setOwnOpen(next);
          onOpenChange?.(next);
        }}
        {...props}
      />
    </ItemsContext.Provider>
  );
}

/** The trigger's text: `children` is the chosen option's label (`placeholder` while none is chosen). */
export function SelectValue(props: ComponentProps<typeof SelectPrimitive.Value> & { children: ReactNode }) {
  return <SelectPrimitive.Value {...props} />;
}

export function SelectTrigger({ className, children, onFocus, onPointerEnter, ...props }: ComponentProps<typeof SelectPrimitive.Trigger>) {
  const items = useContext(ItemsContext);
  return (
    <SelectPrimitive.Trigger
      onFocus={(e) => {
        items.mount();
        onFocus?.(e);
      }}
      onPointerEnter={(e) => {
        items.mount();
        onPointerEnter?.(e);
      }}
      className={cn(
        "flex h-11 w-full items-center justify-between gap-2 rounded-xl border border-input bg-card px-3.5 text-left text-base shadow-xs transition-colors focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/30 disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-muted-foreground md:text-sm [&>span]:truncate",
        className,
      )}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

export function SelectContent({ className, children, ...props }: ComponentProps<typeof SelectPrimitive.Content>) {
  const items = useContext(ItemsContext);
  if (!items.mounted) return null;
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position="popper"
        sideOffset={6}
        className={cn(
          "relative z-50 max-h-[min(var(--radix-select-content-available-height),20rem)] min-w-[var(--radix-select-trigger-width)] overflow-hidden rounded-xl border bg-card shadow-lg animate-fade-in",
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

/** An option; `hint` (e.g. a count) shows on the right, outside the text the trigger repeats. */
export function SelectItem({ className, children, hint, ...props }: ComponentProps<typeof SelectPrimitive.Item> & { hint?: ReactNode }) {
  return (
    <SelectPrimitive.Item
      className={cn(
        "relative flex w-full cursor-default select-none items-center rounded-lg py-2.5 pr-8 pl-3 text-sm outline-none data-[disabled]:opacity-50 data-[highlighted]:bg-primary-soft data-[highlighted]:text-primary-soft-foreground",
        className,
      )}
      {...props}
    >
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
      {hint !== undefined && <span className="ml-auto pl-3 text-xs text-muted-foreground tabular-nums">{hint}</span>}
      <span className="absolute right-2.5 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check className="size-4 text-primary" aria-hidden="true" />
        </SelectPrimitive.ItemIndicator>
      </span>
    </SelectPrimitive.Item>
  );
}

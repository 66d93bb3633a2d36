import { useSyncExternalStore, type ReactNode } from "react";

/** SPEC §9: at most 1 toast visible; a dismissed toast is removed after 1,000,000 ms. */
const TOAST_LIMIT = 1;
const TOAST_REMOVE_DELAY = 1_000_000;

export type ToastVariant = "default" | "destructive";

/** One button inside a toast (e.g. 'Undo'); pressing it also closes the toast. */
export interface ToastActionData {
  label: string;
  /** What screen readers announce as the alternative to pressing the button (Radix `altText`). */
  altText: string;
  onClick: () => void;
}

export interface ToastData {
  id: string;
  title?: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: ToastActionData;
  open: boolean;
}

export type ToastInput = Omit<ToastData, "id" | "open">;

let toasts: ToastData[] = [];
let count = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastData[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

function scheduleRemoval(id: string): void {
  if (removeTimers.has(id)) return;
  removeTimers.set(
    id,
    setTimeout(() => {
      removeTimers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Closes a toast (or all); it is removed from memory after the remove delay. */
export function dismissToast(id?: string): void {
  for (const t of toasts) if (id === undefined || t.id === id) scheduleRemoval(t.id);
  emit(toasts.map((t) => (id === undefined || t.id === id ? { ...t, open: false } : t)));
}

/** Shows a toast; returns its id. */
export function toast(input: ToastInput): string {
  count = (count + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(count);
  emit([{ ...input, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current toasts, for the Toaster. */
export function useToasts(): ToastData[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}

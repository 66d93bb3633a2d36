import { useCallback, useState, useSyncExternalStore } from "react";

/** How the pantry list shows items: one short row each, or the full card with every action. */
export type PantryViewMode = "compact" | "cards";

/** localStorage key of the person's choice (issue 23); absent until they pick one. */
export const PANTRY_VIEW_KEY = "pantry.view";

/** Phones: narrower than Tailwind's `sm` breakpoint (640 px). */
export const PHONE_QUERY = "(max-width: 639.98px)";

const subscribe = (query: string) => (onChange: () => void) => {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(query);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
};

/**
 * Whether a CSS media query matches now, updated when it changes (false where matchMedia is
 * missing). Input: a media query string, e.g. PHONE_QUERY.
 */
export function useMediaQuery(query: string): boolean {
  const sub = useCallback((cb: () => void) => subscribe(query)(cb), [query]);
  return useSyncExternalStore(sub, () => typeof window.matchMedia === "function" && window.matchMedia(query).matches);
}

function storedMode(): PantryViewMode | null {
  try {
    const v = window.localStorage.getItem(PANTRY_VIEW_KEY);
    return v === "compact" || v === "cards" ? v : null;
  } catch {
    return null; // storage blocked: fall back to the screen-size default
  }
}

/**
 * The pantry list mode: the person's remembered choice (localStorage PANTRY_VIEW_KEY), else
 * compact on phones (< 640 px) and cards on wider screens. Returns [mode, choose]; choose
 * remembers the choice on this device (a storage failure only loses the memory).
 */
export function usePantryViewMode(): [PantryViewMode, (mode: PantryViewMode) => void] {
  const [chosen, setChosen] = useState<PantryViewMode | null>(storedMode);
  const phone = useMediaQuery(PHONE_QUERY);
  const choose = useCallback((mode: PantryViewMode) => {
    setChosen(mode);
    try {
      window.localStorage.setItem(PANTRY_VIEW_KEY, mode);
    } catch {
      // private mode or full storage: the choice lasts for this page only
    }
  }, []);
  return [chosen ?? (phone ? "compact" : "cards"), choose];
}

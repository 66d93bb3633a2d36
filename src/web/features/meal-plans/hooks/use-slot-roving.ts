import { useState, type KeyboardEvent } from "react";
import type { MealType } from "../../../../shared/schemas/common";

/** One meal slot of a planner: a day (YYYY-MM-DD) and a meal type. */
export interface SlotKey {
  day: string;
  mealType: MealType;
}

/**
 * Where an arrow key moves from slot (d, m) in a window of `dayCount` days × `mealCount` meal types:
 * Left/Right the previous/next day at the same meal; Up/Down the previous/next meal, running on
 * into the neighbouring day (on a phone the days stack, so Down from dinner reaches the next
 * morning); Home/End the first/last day at the same meal. Stops at the window's edges. Returns
 * null for any other key or when the move would leave the window.
 */
export function moveSlot(key: string, d: number, m: number, dayCount: number, mealCount: number): [number, number] | null {
  let next: [number, number];
  switch (key) {
    case "ArrowLeft":
      next = [d - 1, m];
      break;
    case "ArrowRight":
      next = [d + 1, m];
      break;
    case "ArrowUp":
      next = m > 0 ? [d, m - 1] : [d - 1, mealCount - 1];
      break;
    case "ArrowDown":
      next = m < mealCount - 1 ? [d, m + 1] : [d + 1, 0];
      break;
    case "Home":
      next = [0, m];
      break;
    case "End":
      next = [dayCount - 1, m];
      break;
    default:
      return null;
  }
  const [nd, nm] = next;
  if (nd < 0 || nd >= dayCount || nm < 0 || nm >= mealCount) return null;
  return next;
}

/**
 * Roving tabindex over a planner's add-meal buttons (one Tab stop for the whole grid; arrow keys
 * move between slots, see `moveSlot`). The buttons carry `data-slot-day` and `data-slot-meal`.
 * The slot holding the Tab stop is the last one focused, else today's first meal, else the first
 * day's. Returns that slot, `onFocusSlot` (call on focus) and `onKeyDown` for the grid element.
 */
export function useSlotRoving(days: string[], mealTypes: readonly MealType[], today: string) {
  const [last, setLast] = useState<SlotKey | null>(null);
  const active: SlotKey =
    last && days.includes(last.day) && mealTypes.includes(last.mealType)
      ? last
      : { day: days.includes(today) ? today : days[0], mealType: mealTypes[0] };

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    const target = e.target as HTMLElement;
    const d = days.indexOf(target.dataset.slotDay ?? "");
    const m = mealTypes.indexOf(target.dataset.slotMeal as MealType);
    if (d < 0 || m < 0 || e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const next = moveSlot(e.key, d, m, days.length, mealTypes.length);
    if (!next) return;
    e.preventDefault();
    const slot = { day: days[next[0]], mealType: mealTypes[next[1]] };
    setLast(slot);
    e.currentTarget.querySelector<HTMLElement>(`[data-slot-day="${slot.day}"][data-slot-meal="${slot.mealType}"]`)?.focus();
  };

  return { active, onFocusSlot: setLast, onKeyDown };
}

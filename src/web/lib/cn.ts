import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

/**
 * tailwind-merge that knows our own type-scale steps (`--text-2xs`, `--text-xs-plus`,
 * `--text-brand` in styles.css @theme) are font sizes. Without this it takes `text-xs-plus` for a
 * text colour and drops the variant's colour (e.g. a small primary button lost its white text).
 */
const twMerge = extendTailwindMerge({
  extend: { classGroups: { "font-size": [{ text: ["2xs", "xs-plus", "brand"] }] } },
});

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

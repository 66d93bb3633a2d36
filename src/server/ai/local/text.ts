/** Small text helpers of the local recipe-idea engine (English only, like the rest of the UI). */

/** ["a"] → "a"; ["a","b"] → "a and b"; ["a","b","c"] → "a, b and c"; [] → "". */
export function joinList(items: readonly string[], word = "and"): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} ${word} ${items[items.length - 1]}`;
}

/** "chicken breast" → "Chicken Breast"; small joining words stay lower case after the first. */
export function titleCase(s: string): string {
  const small = new Set(["and", "with", "on", "of", "in", "a", "&"]);
  return s
    .split(/\s+/)
    .filter(Boolean)
    .map((w, i) => (i > 0 && small.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(" ");
}

/** Upper-cases the first character: "serve hot" → "Serve hot". */
export function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** "Chicken & Broccoli Stir-Fry with Rice" → "chicken-broccoli-stir-fry-with-rice" (ASCII, ≤ 60 chars). */
export function slugify(s: string): string {
  const slug = s
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, 60).replace(/-+$/, "") || "idea";
}

/** "Tomato" + "Onion" → "Tomato & Onion"; a single word stays; more than two become "A, B & C". */
export function ampersand(items: readonly string[]): string {
  return joinList(items, "&");
}

/** Plural of a lower-case food name: the knowledge base's irregular `plural`, else English "+s/+es/-ies". */
export function pluralOf(name: string, plural?: string): string {
  if (plural) return plural;
  if (/(s|sh|ch|x|o)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

/**
 * Issue 21 item 2: which recipe of an import looks like one the household already has. Two rules,
 * in this order: the same source URL (compared as an address: scheme, "www.", case of the host,
 * a trailing slash and the #fragment do not count), or the same title (compared without case,
 * accents and punctuation) with the same set of ingredient names (the parser's food names, also
 * without case and accents; order and repeats do not count).
 */

/** A recipe to compare against: its id, title, source URL and the food name of each ingredient line. */
export interface DuplicateCandidate {
  id: string;
  title: string;
  sourceUrl: string | null;
  ingredientNames: readonly string[];
}

export interface DuplicateMatch {
  duplicateOf: { id: string; title: string } | null;
  duplicateReason: "same source URL" | "same title and ingredients" | null;
}

/** Lower case, accents dropped, every run of other characters than letters and digits one space. */
export function normalizeRecipeText(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** A source URL's identity ("https://www.x.com/a/" and "http://x.com/a#top" agree), or null when it is no http(s) URL. */
export function sourceUrlKey(url: string | null | undefined): string | null {
  if (!url?.trim()) return null;
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  if (u.protocol !== "http:" && u.protocol !== "https:") return null;
  const host = u.hostname.toLowerCase().replace(/^www\./, "");
  const path = u.pathname.replace(/\/+$/, "");
  return `${host}${u.port ? `:${u.port}` : ""}${path}${u.search}`;
}

/** The normalised title and sorted, de-duplicated normalised ingredient names as one key. */
export function titleAndIngredientsKey(title: string, ingredientNames: readonly string[]): string {
  const names = [...new Set(ingredientNames.map(normalizeRecipeText).filter((n) => n !== ""))].sort();
  return `${normalizeRecipeText(title)}\n${names.join("|")}`;
}

/**
 * Index the household's recipes once, then match each incoming recipe in O(1).
 * Input: the existing recipes. Output: a function from an incoming recipe (title, source URL,
 * ingredient food names) to its match: the first existing recipe by source URL, else by title and
 * ingredients, else nulls. A recipe with a blank title matches only by source URL.
 */
export function duplicateFinder(existing: readonly DuplicateCandidate[]): (r: Omit<DuplicateCandidate, "id">) => DuplicateMatch {
  const byUrl = new Map<string, DuplicateCandidate>();
  const byContent = new Map<string, DuplicateCandidate>();
  for (const c of existing) {
    const url = sourceUrlKey(c.sourceUrl);
    if (url && !byUrl.has(url)) byUrl.set(url, c);
    const key = titleAndIngredientsKey(c.title, c.ingredientNames);
    if (!key.startsWith("\n") && !byContent.has(key)) byContent.set(key, c);
  }
  return (r) => {
    const url = sourceUrlKey(r.sourceUrl);
    const sameUrl = url ? byUrl.get(url) : undefined;
    if (sameUrl) return { duplicateOf: { id: sameUrl.id, title: sameUrl.title }, duplicateReason: "same source URL" };
    const same = byContent.get(titleAndIngredientsKey(r.title, r.ingredientNames));
    if (same) return { duplicateOf: { id: same.id, title: same.title }, duplicateReason: "same title and ingredients" };
    return { duplicateOf: null, duplicateReason: null };
  };
}

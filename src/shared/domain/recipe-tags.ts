/**
 * Recipe tags (issue 23 item 4): short labels a household gives its recipes ("weeknight",
 * "vegan", "soup"), kept from imports and editable in the recipe detail. One rule for the form
 * (instant feedback) and the server (PUT /api/recipes/{id} {tags}, whose answer is final).
 */

/** At most this many tags on one recipe (a browsing aid, not a word list). */
export const MAX_RECIPE_TAGS = 20;
/** At most this many characters per tag, after trimming. */
export const MAX_TAG_CHARS = 40;

/** A tag as stored: surrounding spaces dropped, inner runs of spaces made one. */
export function cleanTag(tag: string): string {
  return tag.replace(/\s+/g, " ").trim();
}

/** The form of a tag two tags are compared by: lower case, accents kept ("Vegan" = "vegan"). */
export function tagKey(tag: string): string {
  return cleanTag(tag).toLocaleLowerCase("en");
}

/**
 * Check a recipe's tags. Input: the tags as typed. Output: the cleaned tags (order kept) and every
 * problem found, each with the index of the tag it concerns (-1 for the whole list). Rules: not
 * blank, at most MAX_TAG_CHARS characters, no two equal ignoring case, at most MAX_RECIPE_TAGS.
 */
export function checkTags(tags: readonly string[]): { tags: string[]; issues: { index: number; message: string }[] } {
  const issues: { index: number; message: string }[] = [];
  const seen = new Set<string>();
  const cleaned = tags.map(cleanTag);
  cleaned.forEach((tag, index) => {
    if (!tag) issues.push({ index, message: "A tag cannot be blank" });
    else if (tag.length > MAX_TAG_CHARS) issues.push({ index, message: `A tag can have at most ${MAX_TAG_CHARS} characters` });
    else if (seen.has(tagKey(tag))) issues.push({ index, message: `"${tag}" is already a tag` });
    seen.add(tagKey(tag));
  });
  if (cleaned.length > MAX_RECIPE_TAGS) issues.push({ index: -1, message: `A recipe can have at most ${MAX_RECIPE_TAGS} tags` });
  return { tags: cleaned, issues };
}

/**
 * A link from stored data (a recipe's source, a custom meal's link, an AI idea's recipe link) as an
 * href the app may render: the trimmed text when it is an absolute http(s) URL, otherwise null
 * (javascript:, vbscript:, data:, relative paths, text that is not a URL). Every user- or
 * import-supplied link goes through it before it becomes an <a href>, so a stored `javascript:` URL
 * never becomes a clickable script (issue 9; the stored-XSS class of Mealie #5677 and Tandoor
 * CVE-2022-23074). Input: any string or nothing. Output: the href or null; never throws.
 */
export function webLink(url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  try {
    const { protocol } = new URL(text);
    return protocol === "http:" || protocol === "https:" ? text : null;
  } catch {
    return null;
  }
}

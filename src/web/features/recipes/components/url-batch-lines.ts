import { normalizeRecipeUrl } from "../../../../shared/domain/recipe-rules";

/** Most links one "Several links" run takes (each is a page fetch on the server, one after another). */
export const MAX_BATCH_URLS = 50;

/** A line of the list that is not a web address, with its 1-based line number. */
export interface InvalidUrlLine {
  line: number;
  text: string;
}

export interface UrlList {
  /** The links to import, in the order given, each once. */
  urls: string[];
  invalid: InvalidUrlLine[];
  /** Lines left out because the same link came earlier. */
  duplicates: number;
  /** More than MAX_BATCH_URLS different links. */
  tooMany: boolean;
}

/** A usable link: http(s) (normalizeRecipeUrl, "example.com/x" read as https) with a dotted host, localhost or an IP. */
function linkOf(text: string): string | null {
  const url = normalizeRecipeUrl(text);
  if (!url) return null;
  const host = new URL(url).hostname;
  return host.includes(".") || host === "localhost" || host.startsWith("[") ? url : null;
}

/**
 * The "Several links" text box read as a list: one link per line, blank lines and surrounding
 * spaces ignored, a bullet or number in front ("- ", "3. ") dropped. Lines that are not a web
 * address are listed (nothing starts while there are any); the same link twice (the part after
 * '#' ignored) is kept once. Input: the text as typed. Output: UrlList.
 */
export function readUrlList(text: string, max = MAX_BATCH_URLS): UrlList {
  const urls: string[] = [];
  const seen = new Set<string>();
  const invalid: InvalidUrlLine[] = [];
  let duplicates = 0;
  text.split(/\r?\n/).forEach((raw, i) => {
    const t = raw.trim().replace(/^(?:[-*•]|\d{1,3}[.)])\s+/, "");
    if (!t) return;
    const url = linkOf(t);
    if (!url) {
      invalid.push({ line: i + 1, text: t.length > 80 ? `${t.slice(0, 80)}…` : t });
      return;
    }
    const key = url.replace(/#.*$/, "");
    if (seen.has(key)) {
      duplicates++;
      return;
    }
    seen.add(key);
    urls.push(url);
  });
  return { urls, invalid, duplicates, tooMany: urls.length > max };
}

/**
 * Our own image paths as a user or a file may spell them (issue 19 finding 8). Every check of
 * "is this another household's stored image?" reads the path through `parseOwnImagePath`, so a
 * second spelling of the same path (`//`, `/./`, `/../`, `%2F`, a backslash, `/API/…`, a query
 * or fragment) can't slip past the check that the plain spelling fails.
 */

/** The served path of a stored recipe image: "/api/images/{householdId}/{uuid}.webp". */
const STORED_IMAGE =
  /^\/api\/images\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;
/** The served path of a placeholder picture (GET /api/placeholder/{token}, same token rule). */
const PLACEHOLDER = /^\/api\/placeholder\/([a-z0-9-]{1,160}(?:\.svg)?)$/i;
/** A URL with a scheme ("https:", "data:", "javascript:"…): not one of our paths. */
const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:/i;
/** Percent-decoding rounds: a path encoded more often than this is refused, not decoded further. */
const MAX_DECODE_ROUNDS = 3;

/** What an image URL is, read against our own image routes. */
export type OwnImagePath =
  /** A stored recipe image; `path` is its one canonical spelling. */
  | { kind: "stored"; path: string; householdId: string; imageId: string }
  /** A placeholder picture; `path` is its canonical spelling. */
  | { kind: "placeholder"; path: string }
  /** A relative path that is no image path of ours (junk, another route, an unreadable spelling). */
  | { kind: "invalid" }
  /** An absolute URL with a scheme (http(s): an outside image, which callers may download). */
  | { kind: "external" };

/** Percent-decode until stable; null when malformed or still encoded after MAX_DECODE_ROUNDS. */
function decodeFully(text: string): string | null {
  let current = text;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round++) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return /%[0-9a-f]{2}/i.test(current) ? null : current;
}

/**
 * Read an image URL (as typed, saved or imported) against our own image routes.
 * Input: any string (surrounding blanks ignored).
 * Output: `external` for a URL with a scheme (https:, data:…); otherwise — also for "//…",
 * which is read as a path, never as a host — the path is percent-decoded (repeatedly), backslashes
 * read as "/", repeated slashes collapsed, "." and ".." segments resolved and the "/api/images/"
 * or "/api/placeholder/" prefix matched in any letter case; then `stored` (ids lower-cased) or
 * `placeholder` with the canonical path, or `invalid` for anything else (a query, fragment,
 * trailing junk, another route, a traversal above the root). Never throws.
 */
export function parseOwnImagePath(raw: string): OwnImagePath {
  const text = raw.trim();
  if (HAS_SCHEME.test(text)) return { kind: "external" };
  const decoded = decodeFully(text);
  // Printable ASCII only, and no query, fragment or parameters: anything else is no path of ours.
  if (decoded === null || /[^\x21-\x7e]|[?#;]/.test(decoded)) return { kind: "invalid" };
  const segments: string[] = [];
  for (const segment of decoded.replace(/\\/g, "/").split("/")) {
    if (segment === "" || segment === ".") continue;
    if (segment === "..") {
      if (segments.length === 0) return { kind: "invalid" };
      segments.pop();
    } else segments.push(segment);
  }
  const path = `/${segments.join("/")}`;
  const stored = STORED_IMAGE.exec(path.toLowerCase());
  if (stored) return { kind: "stored", path: stored[0], householdId: stored[1], imageId: stored[2] };
  const placeholder = PLACEHOLDER.exec(path);
  if (placeholder) return { kind: "placeholder", path: `/api/placeholder/${placeholder[1]}` };
  return { kind: "invalid" };
}

/**
 * True when `url` names a stored image of a household other than `householdId`, in any
 * spelling parseOwnImagePath reads (the one check behind recipe create/update and idea save).
 */
export function isOtherHouseholdsImagePath(url: string, householdId: string): boolean {
  const own = parseOwnImagePath(url);
  return own.kind === "stored" && own.householdId !== householdId.toLowerCase();
}

/**
 * YAML front matter ("---" lines around YAML at the top of a Markdown or Cooklang file), read by
 * the `yaml` package (https://eemeli.org/yaml/, ISC) with the alias count capped, so a
 * "billion laughs" document fails instead of expanding.
 */
import { parse as parseYaml } from "yaml";

const FRONT_MATTER = /^---[ \t]*\r?\n([\s\S]*?)\r?\n(?:---|\.\.\.)[ \t]*(?:\r?\n|$)/;

/**
 * A text → its front matter (the parsed YAML mapping) and the body after it.
 * Output: null when the text does not open with front matter or the YAML is not a mapping.
 * Never throws.
 */
export function frontMatter(text: string): { data: Record<string, unknown>; body: string } | null {
  const m = FRONT_MATTER.exec(text);
  if (!m) return null;
  try {
    const data: unknown = parseYaml(m[1], { maxAliasCount: 50 });
    if (!data || typeof data !== "object" || Array.isArray(data)) return null;
    return { data: data as Record<string, unknown>, body: text.slice(m[0].length) };
  } catch {
    return null;
  }
}

/**
 * Parses the text of a `<script type="application/ld+json">` block, forgiving the mistakes real
 * pages make: HTML comments or CDATA wrappers, raw line breaks and tabs inside strings, trailing
 * commas before `}` or `]`, and several top-level objects written one after another.
 * Input: the script's text. Output: the parsed value (an array when several objects were found),
 * or undefined when it still does not parse. Never throws.
 */
export function parseLenientJson(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--|-->$/g, "")
    .replace(/^\/\/\s*<!\[CDATA\[|\/\/\s*\]\]>$/g, "")
    .trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    // fall through to repair
  }
  const repaired = repair(trimmed);
  try {
    return JSON.parse(repaired);
  } catch {
    try {
      return JSON.parse(`[${repaired.replace(/}\s*{/g, "},{")}]`);
    } catch {
      return undefined;
    }
  }
}

/** One pass over the text: escapes control characters inside strings, drops trailing commas outside. */
function repair(s: string): string {
  let out = "";
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (inString) {
      if (c === "\\") {
        out += c + (s[i + 1] ?? "");
        i++;
      } else if (c === '"') {
        inString = false;
        out += c;
      } else if (c < " ") {
        out += c === "\n" ? "\\n" : " ";
      } else out += c;
      continue;
    }
    if (c === '"') inString = true;
    if (c === ",") {
      const rest = /^\s*([}\]])/.exec(s.slice(i + 1, i + 64));
      if (rest) continue;
    }
    out += c;
  }
  return out;
}

/**
 * First step of reading a pasted recipe: the text as a list of lines a cook would read, with list
 * markers taken off and remembered. Handles what copying from a web page, a word processor or OCR
 * of a cookbook page leaves behind: Windows line ends, no-break and zero-width spaces, bullets and
 * check boxes ("•", "▢", "-", "*"), list numbers ("1.", "2)", "Step 3"), words hyphenated across
 * a line end, lines of stray OCR marks, and two columns read side by side.
 * Pure TypeScript (browser and server).
 */

/** One line of the pasted text. */
export interface TextLine {
  /** The line without its list marker, whitespace collapsed; never empty. */
  text: string;
  /** True when one or more blank lines came before it (a paragraph break). */
  blankBefore: boolean;
  /** True when the line started with a bullet or check box. */
  bullet: boolean;
  /** The list number the line started with ("3." → 3), or null. */
  number: number | null;
  /** True when the line was only a step label ("Step 3", "Schritt 3", "Étape 3"): its text follows. */
  stepLabel: boolean;
  /** True when Markdown marked the line as a heading or bold ("## Sauce", "**Sauce**"). */
  emphasis: boolean;
}

/** Bullets and check boxes that open list items in pasted text (•, ▢, ☐, ✓, -, *, ·, ►, ○ …). */
const BULLET = /^(?:[\u2022\u2023\u2043\u2219\u25aa\u25ab\u25a0\u25a1\u25a2\u25cb\u25cf\u25e6\u2610\u2611\u2612\u2713\u2714\u25b6\u25ba\u27a2\u00b7*+>~]|[-\u2013\u2014](?!\d))\s*/u;
/** "1." / "2)" / "3 -" / "(4)" before a word: a numbered list item (not "1.5 kg" or "2 cups"). */
const LIST_NUMBER = /^\(?(\d{1,2})(?:[.)]\s+|\s[-\u2013\u2014:]\s+(?=\p{L}))/u;
/** "Step 3", "Step 3:", "STEP 3." and the same word in German, Dutch, French, Spanish, Italian, Portuguese, Danish/Swedish. */
const STEP_WORD = "(?:step|schritt|stap|[ée]tape|paso|passo|passaggio|trin|steg)";
const STEP_LABEL_ONLY = new RegExp(`^${STEP_WORD}\\s*(\\d{1,2})\\s*[.:)\\-\u2013]?$`, "iu");
const STEP_PREFIX = new RegExp(`^${STEP_WORD}\\s*(\\d{1,2})(?:\\s*[.:)\\-\u2013]\\s*(?=\\S)|(?=\\p{Lu}))`, "iu");
/** A Markdown heading ("## Zutaten") or a line in bold ("**For the sauce:**"). */
const MARKDOWN_HEADING = /^#{1,6}\s+(.+?)\s*#*$/u;
const MARKDOWN_BOLD = /^(\*\*|__)(.+?)\1\s*([:：]?)$/u;
/** Raw lines read per line wanted (room for blank and mark-only lines). */
const RAW_LINES_PER_LINE = 4;
/** Zero-width characters and the byte-order mark. */
const INVISIBLE = /[\u200b-\u200d\u2060\ufeff\u00ad]/g;
/** A line with no letter or digit at all ("|", "•", "~ ~", "——"): OCR noise or a rule. */
const NO_WORD = /^[^\p{L}\p{N}]*$/u;
/** Gap of three or more spaces that OCR keeps between two columns. */
const COLUMN_GAP = /\S(\s{3,})\S/;
/** Share of lines that must show a column gap before the text is read as two columns. */
const COLUMN_SHARE = 0.3;

/** Lines as written, tabs (table cells) turned into spaces, invisible characters gone. */
function rawLines(text: string): string[] {
  return text
    .replace(INVISIBLE, "")
    .replace(/\r\n?/g, "\n")
    .replace(/[\u00a0\u2000-\u200a\u202f\u205f\u3000]/g, " ")
    .split("\n");
}

/**
 * When many lines hold a wide gap (two columns that OCR read across), the left column's parts
 * come first, then the right column's, so each column reads in order.
 */
function splitColumns(lines: string[]): string[] {
  const filled = lines.filter((l) => l.trim() !== "");
  const gapped = filled.filter((l) => COLUMN_GAP.test(l.trim()));
  if (gapped.length < 3 || gapped.length < COLUMN_SHARE * filled.length) return lines;
  const left: string[] = [];
  const right: string[] = [];
  for (const line of lines) {
    const m = COLUMN_GAP.exec(line.trim());
    if (!m) {
      left.push(line);
      continue;
    }
    const at = line.trim().indexOf(m[1]);
    left.push(line.trim().slice(0, at));
    right.push(line.trim().slice(at + m[1].length));
  }
  return [...left, "", ...right];
}

/** Joins "ingre-" + "dients" (a word split across a line end) into one line. */
function joinHyphenated(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.length ? out[out.length - 1] : "";
    if (/\p{Ll}-$/u.test(prev) && /^\p{Ll}/u.test(line)) out[out.length - 1] = prev.slice(0, -1) + line;
    else out.push(line);
  }
  return out;
}

/** Reads the list marker or Markdown heading mark off one trimmed line. */
function readMarker(line: string): Omit<TextLine, "blankBefore"> {
  const md = MARKDOWN_HEADING.exec(line) ?? MARKDOWN_BOLD.exec(line);
  if (md) {
    const text = md.length > 2 ? `${md[2]}${md[3]}` : md[1];
    return { ...readListMarker(text.replace(/^(\*\*|__)(.+)\1$/u, "$2")), emphasis: true };
  }
  return { ...readListMarker(line), emphasis: false };
}

/** Reads a list marker ("1.", "•", "Step 3") off one trimmed line. */
function readListMarker(line: string): Omit<TextLine, "blankBefore" | "emphasis"> {
  const label = STEP_LABEL_ONLY.exec(line);
  if (label) return { text: line, bullet: false, number: Number(label[1]), stepLabel: true };
  const step = STEP_PREFIX.exec(line);
  if (step) return { text: line.slice(step[0].length), bullet: false, number: Number(step[1]), stepLabel: false };
  const num = LIST_NUMBER.exec(line);
  if (num) return { text: line.slice(num[0].length), bullet: false, number: Number(num[1]), stepLabel: false };
  const bullet = BULLET.exec(line);
  if (bullet && bullet[0].length < line.length) {
    const rest = line.slice(bullet[0].length);
    const inner = LIST_NUMBER.exec(rest);
    if (inner) return { text: rest.slice(inner[0].length), bullet: true, number: Number(inner[1]), stepLabel: false };
    return { text: rest, bullet: true, number: null, stepLabel: false };
  }
  return { text: line, bullet: false, number: null, stepLabel: false };
}

/**
 * Splits pasted recipe text into lines.
 * Input: any text (a web page copied from the browser, a typed recipe, OCR output); optionally
 * the most lines wanted (the text's first lines are read).
 * Output: the non-empty lines in order, each with its list marker read off (see TextLine); lines
 * of only punctuation or symbols are dropped, whitespace is collapsed. Never throws.
 */
export function textLines(text: string, maxLines = Infinity): TextLine[] {
  // Blank and mark-only lines are dropped, so a few more raw lines than wanted are read.
  const raw = rawLines(text).slice(0, maxLines * RAW_LINES_PER_LINE);
  const lines = joinHyphenated(splitColumns(raw).map((l) => l.replace(/[\t ]+/g, " ").trim()));
  const out: TextLine[] = [];
  let blank = false;
  for (const line of lines) {
    if (NO_WORD.test(line)) {
      blank = blank || line === "";
      continue;
    }
    const marked = readMarker(line.replace(/^[|¦]\s*/, ""));
    const text = marked.text.trim();
    if (!text || NO_WORD.test(text)) continue;
    out.push({ ...marked, text, blankBefore: blank });
    blank = false;
    if (out.length >= maxLines) break;
  }
  return out;
}

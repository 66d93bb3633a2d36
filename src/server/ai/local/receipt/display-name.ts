// Printed receipt name → display name: abbreviations and Malay words in English, title case,
// pack size kept and moved to the end ("PRO BALANCE 400GM - BEFF" → "Pro Balance Beff 400g").

import { PHRASES, WORDS } from "./abbreviations";

/** Pack sizes: "1L", "600G", "400GM", "12X850G", "4*6*320ML", "16PCS", "10S", "2X900ML", "4PT", "12CT". */
const PACK_SIZE = /^(\d+(?:[.,]\d+)?)((?:[X*]\d+(?:[.,]\d+)?)*)(G|GM|GR|KG|ML|L|LT|LTR|CL|OZ|LB|LBS|PT|GAL|CT|PCS|PC|S)?$/;
const UNIT_SPELLING: Readonly<Record<string, string>> = { GM: "g", GR: "g", LT: "L", LTR: "L", L: "L", LBS: "lb", PC: "pcs" };

/** "12X850G" → "12x850g", "1L" → "1L", "16PCS" → "16pcs"; null when the word is not a pack size. */
function packSize(word: string): string | null {
  const m = PACK_SIZE.exec(word);
  if (!m || (!m[2] && !m[3])) return null;
  const unit = m[3] ? (UNIT_SPELLING[m[3]] ?? m[3].toLowerCase()) : "";
  return `${m[1]}${m[2].replace(/[X*]/g, "x")}${unit}`;
}

/** Title case for one word: abbreviations without vowels ("HL", "TLC") and dotted initials ("O.C.") stay upper. */
function titleWord(word: string): string {
  const letters = word.replace(/[^A-Za-z]/g, "");
  if (letters.length <= 3 && !/[AEIOUYaeiouy]/.test(letters)) return word.toUpperCase();
  if (/^([A-Z]\.)+[A-Z]?$/.test(word)) return word;
  if (/^\d+IN\d+$/.test(word)) return word.toLowerCase();
  return word.toLowerCase().replace(/(^|[-/([+&])([a-z])/g, (_m, sep: string, c: string) => sep + c.toUpperCase());
}

/** Replace Malay phrases (two words) and single words by their English (abbreviations.ts). */
function expand(words: readonly string[]): { text: string; expanded: boolean }[] {
  const out: { text: string; expanded: boolean }[] = [];
  for (let i = 0; i < words.length; i++) {
    const phrase = i + 1 < words.length ? PHRASES[`${words[i]} ${words[i + 1]}`] : undefined;
    if (phrase) {
      out.push({ text: phrase, expanded: true });
      i++;
      continue;
    }
    const parts = words[i].split(/([-/])/);
    const mapped = parts.map((p) => WORDS[p] ?? p);
    const expanded = mapped.some((p, k) => p !== parts[k]);
    out.push({ text: expanded ? mapped.map((p, k) => (p === parts[k] ? titleWord(p) : p)).join("") : words[i], expanded });
  }
  return out;
}

/**
 * Display name of a printed item name. Input: upper- or mixed-case receipt text without amounts
 * ("8019" codes already removed), e.g. "LEE KUM KEE SOS TIRAM C", "[AKS]APPALAM 3KG",
 * "MINUTE MAID PULPY [OREN] [350ML]". Output: e.g. "Lee Kum Kee Oyster Sauce C",
 * "AKS Appalam 3kg", "Minute Maid Pulpy Orange 350ml"; "" for empty input. Never throws.
 */
export function displayName(printed: string): string {
  const words = printed
    .toUpperCase()
    .replace(/\[([^\]]*)\]/g, " $1 ")
    .replace(/\b(\d+)\s*[X*]\s*(\d+(?:\.\d+)?(?:ML|G|GM|KG|L|LTR|OZ)\b)/g, "$1X$2")
    .replace(/[^A-Z0-9 &'%.,/()+*-]/g, " ")
    .replace(/\s+-\s+/g, " ")
    .split(/\s+/)
    .filter((w) => w !== "" && !/^[-.,*/]+$/.test(w));
  const sizes: string[] = [];
  const rest: string[] = [];
  words.forEach((w, i) => {
    const size = packSize(w);
    if (size && i > 0) sizes.push(size);
    else rest.push(w);
  });
  const named = expand(rest).map((w) => (w.expanded ? w.text : titleWord(w.text)));
  return [...named, ...sizes].join(" ").trim();
}

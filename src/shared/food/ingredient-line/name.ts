/**
 * Finding the food name in one segment of an ingredient line and moving everything else to the
 * note: comments and purposes after the name ("for serving", "to taste", "or more"),
 * preparation words with their adverbs ("finely chopped"), size words ("large") and sizes in
 * lengths ("1/2-inch").
 */
import { FOOD_INDEX } from "../catalog";
import { toKey } from "../normalize";
import { COMMENT_STARTS, DANGLING, isPlainAdjective, isPrepAdverb, OR_COMMENT_NEXT, OR_WORDS, PREP_AFTER_ADVERB, PREP_WORDS, QUALITY_WORDS, SIZE_WORDS, tastePhraseEnd } from "./lexicon";
import type { Indices } from "./segments";
import type { Token } from "./tokenize";
import { canonicalUnit } from "./unit-table";

export interface NameSplit {
  /** Indices of the name's tokens. */
  name: Indices;
  /** Runs of indices that go to the note, in line order. */
  notes: Indices[];
}

/** True for a word that only qualifies: size, preparation, adverb, "and"/"or". */
export function isModifierWord(t: Token): boolean {
  const w = t.lower;
  return SIZE_WORDS.has(w) || PREP_WORDS.has(w) || PREP_AFTER_ADVERB.has(w) || isPrepAdverb(w) || w === "and" || w === "or" || t.kind === "punct";
}

/** Index (in seg) where a comment starts after at least one name word, or seg.length. */
function commentCut(tokens: readonly Token[], seg: Indices): number {
  let seenName = false;
  for (let k = 0; k < seg.length; k++) {
    const t = tokens[seg[k]];
    const next = tokens[seg[k + 1]];
    if (seenName) {
      if (COMMENT_STARTS.has(t.lower) || tastePhraseAt(tokens, seg, k)) return k;
      if (t.lower === "room" && /^temp/.test(next?.lower ?? "")) return k; // "2 eggs room temperature" ("zure room" is Dutch sour cream)
      if (OR_WORDS.has(t.lower) && (!next || next.kind === "num" || OR_COMMENT_NEXT.has(next.lower))) return k;
      if (OR_WORDS.has(t.lower) && seg[k - 1] !== seg[k] - 1 && tokens[seg[k] - 1]?.text === ")") return k; // "buttermilk (1 1/2 cups) or kefir"
      if ((PREP_WORDS.has(t.lower) || PREP_AFTER_ADVERB.has(t.lower)) && !isFollowedByName(tokens, seg, k)) return k;
      if (t.kind === "num" || partsPhraseAt(tokens, seg, k)) return k;
    }
    if (t.kind === "word" && !isModifierWord(t)) seenName = true;
  }
  return seg.length;
}

/** True when a "to taste" phrase in another language starts at seg[k] ("a gosto", "q.b."). */
function tastePhraseAt(tokens: readonly Token[], seg: Indices, k: number): boolean {
  const end = tastePhraseEnd(tokens, seg[k]);
  return end > seg[k] && seg.slice(k).every((i, n) => n === 0 || i === seg[k + n - 1] + 1);
}

/** Words that say which part of a leek or scallion to use ("white and light green parts only"). */
const PART_WORDS: ReadonlySet<string> = new Set(["white", "green", "light", "dark", "pale", "tender", "and", "or"]);

/** True when seg[k] starts "white and light green part(s)": which part of the food to use. */
function partsPhraseAt(tokens: readonly Token[], seg: Indices, k: number): boolean {
  let m = k;
  while (m < seg.length && PART_WORDS.has(tokens[seg[m]].lower)) m++;
  return m > k && ["part", "parts", "portion", "portions"].includes(tokens[seg[m]]?.lower ?? "");
}

/**
 * True when the prep word at seg[k] is followed by a food word ("sliced bacon", not "sliced thin",
 * "ground with the lamb").
 */
function isFollowedByName(tokens: readonly Token[], seg: Indices, k: number): boolean {
  for (let m = k + 1; m < seg.length; m++) {
    const t = tokens[seg[m]];
    if (COMMENT_STARTS.has(t.lower) || t.lower === "with" || t.kind === "num") return false;
    if (!isModifierWord(t)) return true;
  }
  return false;
}

/** True when the words seg[k..end) form a food name of the knowledge base ("toasted sesame oil"). */
function knownFood(tokens: readonly Token[], seg: Indices, k: number, end: number): boolean {
  return isKnownFoodName(seg.slice(k, end).map((i) => tokens[i].text).join(" "));
}

/** True when a phrase is the name or an alias of a knowledge-base food, exactly ("chicken stock"). */
export function isKnownFoodName(phrase: string): boolean {
  return FOOD_INDEX.keys.has(toKey(phrase));
}

/**
 * Splits one segment into name and notes. Input: tokens and the segment's indices.
 * Output: NameSplit; the name keeps "or" alternatives ("sunflower or rapeseed oil"), "and" pairs
 * ("salt and pepper") and food descriptors ("fresh", "dried", "unsalted"); preparation runs
 * (adverbs + prep word, joined by "and"/"or") and size words move to the note unless the words
 * with the rest of the name are a knowledge-base food ("chopped tomatoes", "toasted sesame oil"),
 * or the prep word is an alternative form after one the name keeps ("ground or crumbled sage").
 * Never throws.
 */
export function splitName(tokens: readonly Token[], seg: Indices): NameSplit {
  const cut = commentCut(tokens, seg);
  const notes: Indices[] = [];
  const name: Indices = [];
  let k = 0;
  while (k < cut) {
    const size = hyphenSizeEnd(tokens, seg, k, cut);
    if (size > k) {
      notes.push(seg.slice(k, size));
      k = size;
      continue;
    }
    const run = prepRunEnd(tokens, seg, k, cut);
    if (run > k) {
      const adverbFree = run === k + 1;
      const formAlternative = adverbFree && name.length === 2 && PREP_AFTER_ADVERB.has(tokens[name[0]].lower) && tokens[name[1]].lower === "or";
      if (adverbFree && ((name.length === 0 && knownFood(tokens, seg, k, cut)) || formAlternative)) {
        name.push(seg[k]); // "toasted sesame oil"; "ground or crumbled sage" (two forms of the food)
        k++;
        continue;
      }
      const alternative = name.length === 2 && isPlainAdjective(tokens[name[0]].lower) && ["or", "and"].includes(tokens[name[1]].lower);
      notes.push([...(alternative ? name.splice(0) : []), ...seg.slice(k, run)]); // "raw or toasted pine nuts"
      k = run;
      continue;
    }
    const t = tokens[seg[k]];
    const sizes = sizeRangeEnd(tokens, seg, k, cut);
    if (sizes > k) {
      notes.push(seg.slice(k, sizes)); // "medium to large"
      k = sizes;
      continue;
    }
    if ((SIZE_WORDS.has(t.lower) || QUALITY_WORDS.has(t.lower) || (t.lower === "each" && name.length === 0)) && k + 1 < cut) {
      notes.push([seg[k]]); // "large", "cold"; "each" before the name ("1/4 cup each grated Parmesan, …")
      k++;
      continue;
    }
    name.push(seg[k]);
    k++;
  }
  const tail = [...trimPostpositive(tokens, name), ...trimDangling(tokens, name)].sort((a, b) => a - b);
  if (cut < seg.length) notes.push([...tail, ...seg.slice(cut)]);
  else if (tail.length > 0) notes.push(tail);
  return { name, notes };
}

/** End of a range or choice of sizes at seg[k] ("medium to large", "small or medium"), or k. */
function sizeRangeEnd(tokens: readonly Token[], seg: Indices, k: number, cut: number): number {
  if (k + 3 >= cut || !SIZE_WORDS.has(tokens[seg[k]].lower) || !SIZE_WORDS.has(tokens[seg[k + 2]].lower)) return k;
  return ["to", "or"].includes(tokens[seg[k + 1]].lower) ? k + 3 : k;
}

/**
 * Removes adjectives written after the food ("chicken legs (drumsticks and thighs) skin-on",
 * "cod fillets boneless") from the end of a name of more words; returns them for the note.
 */
function trimPostpositive(tokens: readonly Token[], name: Indices): Indices {
  const tail: Indices = [];
  while (name.length > 1 && POSTPOSITIVE.test(tokens[name[name.length - 1]].lower)) tail.unshift(name.pop()!);
  return tail;
}

/** Adjectives a recipe writes after the food: "skin-on", "bone-in", "boneless", "skinless". */
const POSTPOSITIVE = /^(?:(?:skin|bone|shell|tail)-(?:on|in)|boneless|skinless)$/;

/** End of a size hyphenated to its length at seg[k] ("1/2-inch", "2-cm-thick"), or k. */
function hyphenSizeEnd(tokens: readonly Token[], seg: Indices, k: number, cut: number): number {
  if (k + 2 >= cut || tokens[seg[k]].kind !== "num" || tokens[seg[k + 1]].text !== "-") return k;
  const unit = canonicalUnit(tokens[seg[k + 2]].text.split("-")[0]);
  return unit === "inch" || unit === "cm" || unit === "mm" ? k + 3 : k;
}

/**
 * End of a preparation run starting at seg[k]: adverbs then a prep word (or a PREP_AFTER_ADVERB
 * word after an adverb), repeated over "and"/"or"/","; k when no run starts there.
 */
function prepRunEnd(tokens: readonly Token[], seg: Indices, k: number, cut: number): number {
  let m = k;
  let end = k;
  while (m < cut) {
    let a = m;
    while (a < cut && isPrepAdverb(tokens[seg[a]].lower)) a++;
    const w = tokens[seg[a]]?.lower;
    if (a >= cut || !w) break;
    const isPrep = PREP_WORDS.has(w) || (a > m && PREP_AFTER_ADVERB.has(w));
    if (!isPrep) break;
    end = a + 1;
    const join = tokens[seg[end]]?.lower;
    if (join !== "and" && join !== "or") break;
    m = end + 1;
  }
  return end;
}

/** Drops leading and trailing connector words and punctuation from a name; returns the trailing words dropped ("or other"). */
function trimDangling(tokens: readonly Token[], name: Indices): Indices {
  const bad = (i: number) => DANGLING.has(tokens[i].lower) || (tokens[i].kind === "punct" && tokens[i].text !== "'");
  const tail: Indices = [];
  while (name.length > 0 && bad(name[name.length - 1])) tail.unshift(name.pop()!);
  while (name.length > 0 && bad(name[0])) name.shift();
  return tail.filter((i) => tokens[i].kind === "word");
}

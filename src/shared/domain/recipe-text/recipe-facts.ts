/**
 * Yield and time lines of a pasted recipe: "Serves 4", "Makes 12 muffins", "Prep: 15 mins",
 * "Cook time 1 hr 20 min", "Total: 1h30", "Zubereitungszeit: 20 Min.", "Pour 4 personnes",
 * "Temps de cuisson : 45 min", several on one line ("Serves 4 | Prep 10 min | Cook 30 min").
 * Labels in English, German, French, Dutch, Spanish, Italian, Portuguese, Danish, Swedish and
 * Hungarian (general cookbook vocabulary). Units: minutes.
 */
import { wholeDurationMinutes } from "../recipe-duration";
import { SERVING_NOUN } from "../recipe-yield";

/** What one line says about the recipe's yield and times. */
export interface RecipeFacts {
  prepMin?: number;
  cookMin?: number;
  totalMin?: number;
  /** First number of the yield ("4-6" → 4). */
  servings?: number;
  /** The yield as written after its label ("12 muffins", "4-6", "4 personnes"). */
  yields?: string;
}

type Fact = "prep" | "cook" | "total" | "yield";

const TIME_WORD = "(?:\\s*(?:time|zeit|tijd|tid|idő))?";
const LABELS: readonly [Fact, string][] = [
  ["prep", `(?:prep(?:aration)?|active time|hands[- ]on time|vorbereitung(?:szeit)?|zubereitung(?:szeit)?|arbeitszeit|temps de pr[ée]paration|pr[ée]paration|pr[ée]p|voorbereiding(?:stijd)?|bereiding(?:stijd)?|tiempo de preparaci[óo]n|preparaci[óo]n|tempo di preparazione|preparazione|tempo de preparo|preparo|prepara[çc][ãa]o|forberedelse|f[öo]rberedelse|el[őo]k[ée]sz[íi]t[ée]s)${TIME_WORD}`],
  ["cook", `(?:cook(?:ing)?|bak(?:e|ing)|roast(?:ing)?|kochzeit|garzeit|backzeit|temps de cuisson|cuisson|kooktijd|baktijd|oventijd|tiempo de cocci[óo]n|cocci[óo]n|tiempo de horno|tempo di cottura|cottura|tempo de cozimento|cozimento|tempo de forno|tilberedning(?:stid)?|tillagningstid|s[üu]t[ée]s)${TIME_WORD}`],
  ["total", `(?:total|ready in|gesamt|gesamtzeit|temps total|dur[ée]e totale|totale tijd|totaal|tiempo total|tempo totale|tempo total|tempo|tid i alt|total tid|[öo]sszesen)${TIME_WORD}`],
  ["yield", "(?:serves|servings?|yields?|makes|portions?|portionen|personen|ergibt|menge|nombre de personnes|nombre de parts|rendement|porties|aantal personen|aantal|raciones|porciones|rinde|comensales|porzioni|dosi(?: per)?|rendimento|rende|por[çc][õo]es|portioner|antal|adag)"],
];
const LABEL_RE = new RegExp(`(?<![\\p{L}\\p{N}])(${LABELS.map(([, re]) => re).join("|")})(?![\\p{L}])\\s*[:：.]?\\s*`, "giu");
const FACT_OF: readonly [Fact, RegExp][] = LABELS.map(([fact, re]) => [fact, new RegExp(`^${re}$`, "iu")]);
const PER_PEOPLE = new RegExp(`(?:^|\\b(?:for|f[üu]r|pour|voor|para|per)\\s+)(\\d+(?:\\s*[-\u2013]\\s*\\d+)?)\\s+${SERVING_NOUN}\\b`, "iu");
/** "Serving size: 1 cup" is the size of one portion (a nutrition panel line), not the yield. */
const PORTION_SIZE = /^(?:serving|portion|portions)\s*size|^portionsgr[öo](?:ß|ss)e/iu;
const SEPARATORS = /\s*[|\u00b7\u2022;]\s*|\s{2,}/u;
/** Longest line read for facts (longer lines are prose that mentions a time). */
const MAX_FACT_LINE = 120;

function factOf(label: string): Fact {
  return FACT_OF.find(([, re]) => re.test(label.trim()))?.[0] ?? "total";
}

/** The yield's first number and its text, or null when the value has no number. */
function readYield(value: string): Pick<RecipeFacts, "servings" | "yields"> | null {
  const text = value.replace(/^[\s:：]+|[\s,.]+$/gu, "");
  const m = /\d+/.exec(text);
  if (!m || m.index > 12) return null;
  const servings = Number(m[0]);
  return servings > 0 && servings < 1000 ? { servings, yields: text } : null;
}

/** Facts of one chunk ("Prep time: 15 mins", "Serves 4"). */
function chunkFacts(chunk: string, into: RecipeFacts): boolean {
  if (PORTION_SIZE.test(chunk)) return false;
  const labels = [...chunk.matchAll(LABEL_RE)];
  let found = false;
  labels.forEach((m, i) => {
    const value = chunk.slice((m.index ?? 0) + m[0].length, labels[i + 1]?.index ?? chunk.length);
    // A label must open the chunk or follow another fact; "cook until golden, 5 min" is prose.
    if (i === 0 && (m.index ?? 0) > 0 && !/^(?:total|ready in)$/i.test(m[1])) return;
    const fact = factOf(m[1]);
    if (fact === "yield") {
      const y = readYield(value);
      if (y && into.servings === undefined) Object.assign(into, y);
      found = found || y !== null;
      return;
    }
    const minutes = wholeDurationMinutes(value);
    const key = fact === "prep" ? "prepMin" : fact === "cook" ? "cookMin" : "totalMin";
    if (minutes !== null && into[key] === undefined) into[key] = minutes;
    found = found || minutes !== null;
  });
  const per = found ? null : PER_PEOPLE.exec(chunk);
  if (per && into.servings === undefined) {
    Object.assign(into, readYield(per[0].replace(/^\D+/, "")));
    found = true;
  }
  return found;
}

/**
 * Reads the yield and times a line states.
 * Input: one line ("Serves 4 | Prep: 15 mins | Cook: 30 mins", "Für 4 Personen", "Total 1h30").
 * Output: the facts found (minutes, first serving number, yield text), or null when the line
 * states none (or is too long to be a fact line). Never throws.
 */
export function readFacts(line: string): RecipeFacts | null {
  if (line.length > MAX_FACT_LINE) return null;
  const facts: RecipeFacts = {};
  let found = false;
  for (const chunk of line.split(SEPARATORS)) if (chunk.trim() && chunkFacts(chunk.trim(), facts)) found = true;
  return found ? facts : null;
}

/** True when the line is only a fact label ("Prep Time", "Servings:"), its value on the next line. */
export function isFactLabel(line: string): boolean {
  const m = new RegExp(LABEL_RE.source, "iu").exec(line.trim());
  return !!m && m.index === 0 && m[0].trim().length >= line.trim().length - 1;
}

import type { CheerioAPI } from "cheerio";
import { durationToMinutes } from "./duration";
import type { PartialRecipe } from "./types";

/** Labels printed before a yield ("Serves 4", "Servings: 8", "Makes 12 muffins"), a few languages. */
const YIELD_LABEL = /^(serves|servings?|yields?|makes|portions?|portionen|porties|porzioni|porções|personer|adag)\s*:?\s*(.*)$/i;
/** Labels printed before a total time ("Total Time: 50 mins", "Ready in 1 hour", wiki infobox "Time"). */
const TIME_LABEL = /^(total time|total|ready in|time|gesamtzeit|tempo totale|tiempo total|totale tijd)\s*:?\s*(.*)$/i;
const MAX_CHARS = 80;

/**
 * Yield and total time from labelled text on pages without structured data: a short element whose
 * text starts with a label ("Serves 4", "Total Time: 50 mins"), or a label cell followed by its
 * value cell (an infobox row "Servings | 8"). Input: loaded page; `need` says which fields to look
 * for. Output: partial recipe with the fields found (first match in page order wins).
 */
export function factsFromLabels($: CheerioAPI, need: { yields: boolean; total: boolean }): PartialRecipe {
  const out: PartialRecipe = {};
  const elements = $("li,p,span,dd,dt,td,th,strong,b,div").toArray();
  for (const el of elements) {
    if ((!need.yields || out.yields) && (!need.total || out.totalMin)) break;
    if ($(el).children().length > 4) continue;
    const text = $(el).text().replace(/\s+/g, " ").trim();
    if (!text || text.length > MAX_CHARS) continue;
    const next = (): string => $(el).next().text().replace(/\s+/g, " ").trim().slice(0, MAX_CHARS);
    const y = need.yields && !out.yields ? YIELD_LABEL.exec(text) : null;
    if (y) {
      const value = y[2] || next();
      const m = /^\d+(?:[.,]\d+)?(?:\s*[-–]\s*\d+)?(?:\s+[\p{L}]+)?/u.exec(value);
      if (m) out.yields = /^\d+(?:[.,]\d+)?$/.test(m[0]) ? `${m[0]} servings` : m[0];
    }
    const t = need.total && !out.totalMin ? TIME_LABEL.exec(text) : null;
    if (t) out.totalMin = durationToMinutes((t[2] || next()).split(/[+(]/)[0]);
  }
  return out;
}

/**
 * Labelled lines about a recipe rather than in it, whose values are tags: "Course: Dessert",
 * "Cuisine: Italian", "Keywords: cookies, ricotta", "Method: Stovetop", "Kategorie: Kuchen"
 * (English, German, French, Dutch, Spanish, Italian, Portuguese labels).
 */

/** Labelled lines about the recipe (not its text): their values are tags ("Course: Dessert") or nothing ("By Anna"). */
export const TAG_LABEL =
  /^(course|cuisine|category|categories|keywords?|tags?|diet|dish type|meal type|method|cooking method|gang|k[üu]che|kategorien?|schlagw[öo]rter|plat|cat[ée]gories?|mots[- ]cl[ée]s|type de plat|gerecht|keuken|categorie[eë]n?|trefwoorden|plato|cocina|categor[íi]as?|tipo de plato|portata|cucina|categorie|prato|cozinha|tipo de prato)\s*[:：]?\s+(.+)$/iu;
/** The tags a labelled line gives ("Cuisine: Italian, French" → ["Italian", "French"]), or null. */
export function lineTags(text: string): string[] | null {
  const m = TAG_LABEL.exec(text);
  if (!m || text.split(/\s+/).length > 20) return null;
  return m[2]
    .split(/\s*[,;|]\s*/)
    .map((t) => t.trim())
    .filter(Boolean);
}


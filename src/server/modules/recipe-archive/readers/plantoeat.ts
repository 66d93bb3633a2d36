/**
 * Plan to Eat (https://www.plantoeat.com) CSV export (a `.csv`, alone or zipped). Layout from the
 * export file: columns Title, Course, Cuisine, Main Ingredient, Description, Source, Url,
 * Prep Time, Cook Time, Total Time (minutes), Servings, Yield, Ingredients (one per line; a
 * line starting with "," is a group heading, e.g. ", Sauce"), Directions (one per line), Tags
 * (comma-separated), Rating (of 5), Photo Url, Calories … Protein (nutrition columns), Notes.
 */
import type { DraftIngredient } from "../../../../shared/schemas/recipe-draft";
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { ingredientsFromLines, linesOf, newRecipe, plain, ratingOf, stepsFromLines, webUrl } from "../draft";
import { nutritionOf } from "../../../../shared/domain/declared-nutrition";
import type { ArchiveRecipe } from "../types";
import { csvReader, headerKey, type CsvRow } from "./csv";

const NUTRITION = ["calories", "fat", "saturatedfat", "cholesterol", "sodium", "sugar", "carbohydrate", "fiber", "protein"];

/** Ingredient lines with Plan to Eat's ", Heading" group lines. */
function ingredientsOf(text: string | null): DraftIngredient[] {
  const out: DraftIngredient[] = [];
  let section: string | null = null;
  let run: string[] = [];
  for (const line of linesOf(text)) {
    const heading = /^,\s*(.+)$/.exec(line);
    if (!heading) {
      run.push(line);
      continue;
    }
    out.push(...ingredientsFromLines(run, section));
    run = [];
    section = heading[1].trim();
  }
  out.push(...ingredientsFromLines(run, section));
  return out;
}

/** One Plan to Eat CSV row → ArchiveRecipe. */
export function planToEatRecipe(row: CsvRow): ArchiveRecipe {
  const c = (key: string): string | null => plain(row.cells.get(key));
  const source = c("source");
  const servings = c("servings");
  return newRecipe({
    title: c("title") ?? "",
    description: c("description"),
    ingredients: ingredientsOf(c("ingredients")),
    steps: stepsFromLines(linesOf(c("directions"))),
    yields: c("yield") ?? servings,
    servings: servings && /^\d+$/.test(servings) ? Number(servings) || null : null,
    prepMin: durationToMinutes(c("preptime")),
    cookMin: durationToMinutes(c("cooktime")),
    totalMin: durationToMinutes(c("totaltime")),
    sourceUrl: webUrl(c("url")) ?? webUrl(source),
    tags: [c("course"), c("cuisine"), c("mainingredient"), c("tags")].filter((t): t is string => t !== null),
    rating: ratingOf(c("rating")),
    notes: [c("notes"), source && !webUrl(source) ? `Source: ${source}` : null].filter((n) => n).join("\n\n") || null,
    declaredNutrition: nutritionOf(Object.fromEntries(NUTRITION.map((k) => [k, c(k)]))),
    imageUrl: webUrl(c("photourl")),
  });
}

/** Plan to Eat's header: Title … Ingredients, Directions, with its "Url Host" or "Main Ingredient" column. */
const isPlanToEatHeader = (line: string): boolean => {
  const keys = line.split(",").map(headerKey);
  return (
    ["title", "ingredients", "directions"].every((k) => keys.includes(k)) && (keys.includes("urlhost") || keys.includes("mainingredient"))
  );
};

export const planToEatReader = csvReader("plantoeat", isPlanToEatHeader, planToEatRecipe);

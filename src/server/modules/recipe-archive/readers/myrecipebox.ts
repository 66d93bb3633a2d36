/**
 * My Recipe Box (Android app "My Recipe Box: RecetteTek") CSV export. Layout from the export
 * file: columns title, description, preparationTime, cookingTime, inactiveTime, totalTime
 * (minutes), quantity (the yield), ingredients and instructions (one per line), notes, nutrition
 * ("calories : 150 kcal" lines), favorite, rating, categories and tags (";"-separated), video,
 * source, originalPicture. Rows whose page address sits in originalPicture and picture address in
 * a cell past the header (seen in real exports) are read by what each address looks like.
 */
import { durationToMinutes } from "../../../../shared/domain/recipe-duration";
import { ingredientsFromLines, linesOf, newRecipe, plain, ratingOf, stepsFromLines, webUrl } from "../draft";
import { nutritionFromText } from "../../../../shared/domain/declared-nutrition";
import type { ArchiveRecipe } from "../types";
import { csvReader, headerKey, type CsvRow } from "./csv";

const PICTURE = /\.(jpe?g|png|webp|gif|avif|heic)(\?|#|$)/i;

/** The row's addresses split into the page it came from and its picture. */
function addresses(row: CsvRow): { source: string | null; picture: string | null } {
  const urls = [row.cells.get("source"), row.cells.get("originalpicture"), ...row.extra].map(webUrl).filter((u): u is string => u !== null);
  const picture = urls.find((u) => PICTURE.test(u)) ?? (urls.length > 1 ? urls[urls.length - 1] : null);
  return { source: urls.find((u) => u !== picture) ?? null, picture };
}

/** One My Recipe Box row → ArchiveRecipe. */
export function myRecipeBoxRecipe(row: CsvRow): ArchiveRecipe {
  const c = (key: string): string | null => plain(row.cells.get(key));
  const { source, picture } = addresses(row);
  const split = (v: string | null): string[] => (v ?? "").split(/[;,]/);
  const inactive = durationToMinutes(c("inactivetime"));
  return newRecipe({
    title: c("title") ?? "",
    description: c("description"),
    ingredients: ingredientsFromLines(linesOf(c("ingredients"))),
    steps: stepsFromLines(linesOf(c("instructions"))),
    yields: c("quantity"),
    prepMin: durationToMinutes(c("preparationtime")),
    cookMin: durationToMinutes(c("cookingtime")),
    totalMin: durationToMinutes(c("totaltime")),
    sourceUrl: source,
    tags: [...split(c("categories")), ...split(c("tags"))],
    rating: ratingOf(c("rating")),
    notes:
      [c("notes"), inactive ? `Inactive time: ${inactive} min` : null, webUrl(c("video")) ? `Video: ${c("video")}` : null]
        .filter((n) => n)
        .join("\n\n") || null,
    declaredNutrition: nutritionFromText(c("nutrition")),
    imageUrl: picture,
  });
}

const isMyRecipeBoxHeader = (line: string): boolean => {
  const keys = line.split(",").map(headerKey);
  return ["title", "ingredients", "instructions", "preparationtime"].every((k) => keys.includes(k));
};

export const myRecipeBoxReader = csvReader("myrecipebox", isMyRecipeBoxHeader, myRecipeBoxRecipe);

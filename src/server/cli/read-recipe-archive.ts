import { readFile } from "node:fs/promises";
import { readRecipeArchive } from "../modules/recipe-archive/read-archive";
import type { ArchiveRecipe } from "../modules/recipe-archive/types";
import { AppError } from "../../shared/errors";

/** One output record: exactly these keys, in this order (issue 21 item 8; README, "Operator and script commands"). */
export interface ArchiveRecipeRecord {
  title: string;
  description: string | null;
  ingredients: Array<{
    line: string;
    qty: number | null;
    qtyMax: number | null;
    unit: string | null;
    ingredient: string;
    note: string | null;
  }>;
  instructions: string[];
  servings: number | null;
  prepMin: number | null;
  cookMin: number | null;
  totalMin: number | null;
  sourceUrl: string | null;
  tags: string[];
  imageBytes: number;
}

/** The printed record of one recipe: ingredient lines without their group, steps as text, the picture's size in bytes (0 when none). */
export function archiveRecipeRecord(r: ArchiveRecipe): ArchiveRecipeRecord {
  return {
    title: r.title,
    description: r.description,
    ingredients: r.ingredients.map(({ line, qty, qtyMax, unit, ingredient, note }) => ({ line, qty, qtyMax, unit, ingredient, note })),
    instructions: r.steps.map((s) => s.text),
    servings: r.servings,
    prepMin: r.prepMin,
    cookMin: r.cookMin,
    totalMin: r.totalMin,
    sourceUrl: r.sourceUrl,
    tags: r.tags,
    imageBytes: r.image?.bytes.length ?? 0,
  };
}

/**
 * `read-recipe-archive <file>`: reads another app's export (format recognised from the contents;
 * list in src/server/modules/recipe-archive/detect.ts) and prints one JSON line per recipe
 * (ArchiveRecipeRecord), then `{"recipes": N, "skipped": [{"name", "reason"}]}`. Nothing is stored.
 * Exit 0; 1 with a message on stderr when the format is unknown, the archive is refused or the
 * file cannot be read; 2 on bad usage.
 */
export async function readRecipeArchiveCommand(args: string[]): Promise<number> {
  const file = args.find((a) => !a.startsWith("--"));
  if (!file) {
    process.stderr.write("Usage: npm run cli -- read-recipe-archive <file>\n");
    return 2;
  }
  try {
    const result = await readRecipeArchive({ bytes: await readFile(file), filename: file });
    const lines = result.recipes.map((r) => JSON.stringify(archiveRecipeRecord(r)));
    lines.push(JSON.stringify({ recipes: result.recipes.length, skipped: result.skipped.map(({ name, reason }) => ({ name, reason })) }));
    process.stdout.write(`${lines.join("\n")}\n`);
    return 0;
  } catch (err) {
    if (!(err instanceof AppError) && !(err instanceof Error && "code" in err)) throw err;
    process.stderr.write(`${err.message}\n`);
    return 1;
  }
}

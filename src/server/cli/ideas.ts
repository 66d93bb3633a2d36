import { readFile } from "node:fs/promises";
import { z } from "zod";
import { mealTypeSchema } from "../../shared/schemas/common";
import { DEFAULT_USER_SETTINGS, userSettingsSchema } from "../../shared/schemas/user-settings";
import { generateRecipeIdeas } from "../ai/local/recipe-ideas";
import type { PantryInput } from "../kernel/ports/ai-provider";

/** pantry.json: an array of {name, qty, unit, category?, expiresOn?} (qty may be a numeric string, as the API sends it). */
const pantrySchema = z.array(
  z.object({
    name: z.string(),
    qty: z.coerce.number(),
    unit: z.string(),
    category: z.string().optional(),
    expiresOn: z.string().nullish(),
  }),
);

/** settings.json: SPEC §3 user settings, any field may be left out (SPEC §9 defaults), plus optional feedback. */
const settingsFileSchema = userSettingsSchema.partial().extend({
  feedback: z.object({ liked: z.array(z.string()).default([]), disliked: z.array(z.string()).default([]) }).optional(),
});

const USAGE = "Usage: npm run cli -- ideas --pantry pantry.json [--settings settings.json] [--seed N] [--meal-type breakfast|lunch|dinner|snack] [--count N]";

/** Reads `--name value` pairs; throws on an unknown flag or a flag without its value. */
function readFlags(args: string[]): Map<string, string> {
  const known = new Set(["--pantry", "--settings", "--seed", "--meal-type", "--count"]);
  const flags = new Map<string, string>();
  for (let i = 0; i < args.length; i += 2) {
    const [flag, value] = [args[i], args[i + 1]];
    if (!known.has(flag) || value === undefined) throw new Error(`Unexpected argument: ${flag}`);
    flags.set(flag, value);
  }
  return flags;
}

/** Parses a JSON file with a zod schema; the error names the file and every problem. */
async function readJson<T>(file: string, schema: z.ZodType<T>): Promise<T> {
  const data: unknown = JSON.parse(await readFile(file, "utf8"));
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${file}: ${parsed.error.issues.map((i) => `${i.path.join(".") || "(root)"}: ${i.message}`).join("; ")}`);
  }
  return parsed.data;
}

/**
 * `ideas --pantry pantry.json [--settings settings.json] [--seed N]`: prints `{"recipes": [idea, …]}`
 * (SPEC §3 AI recipe idea fields, pretty-printed JSON) from the built-in engine the API uses
 * (src/server/ai/local/recipe-ideas.ts). The seed is the engine's `variant`: the same pantry,
 * settings and seed always print the same ideas; another seed is a regenerated set. settings.json
 * holds {householdSize, allergies, dietaryPrefs, dietaryConstraints} with the SPEC §9 labels
 * ('Dairy/Lactose', 'Vegan' …); missing fields take the defaults, an optional `feedback`
 * {liked, disliked} (recipe titles or food ids) steers ranking.
 * Exit codes: 0 printed; 2 usage error; 1 unreadable or invalid file (message on stderr).
 */
export async function ideasCommand(args: string[]): Promise<number> {
  let flags: Map<string, string>;
  try {
    flags = readFlags(args);
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n${USAGE}\n`);
    return 2;
  }
  const pantryFile = flags.get("--pantry");
  const seed = Number(flags.get("--seed") ?? 0);
  const count = Number(flags.get("--count") ?? 6);
  const mealType = flags.has("--meal-type") ? mealTypeSchema.safeParse(flags.get("--meal-type")) : undefined;
  if (!pantryFile || !Number.isInteger(seed) || seed < 0 || !Number.isInteger(count) || count < 1 || count > 20 || mealType?.success === false) {
    process.stderr.write(`${USAGE}\n`);
    return 2;
  }
  try {
    const pantry = await readJson(pantryFile, pantrySchema);
    const file = flags.has("--settings") ? await readJson(flags.get("--settings")!, settingsFileSchema) : {};
    const { feedback, ...rest } = file as z.infer<typeof settingsFileSchema>;
    const settings = { ...DEFAULT_USER_SETTINGS, ...rest };
    const items: PantryInput[] = pantry.map((p) => ({ ...p, category: p.category ?? "", expiresOn: p.expiresOn ?? null }));
    const recipes = generateRecipeIdeas({ pantry: items, settings, variant: seed, mealType: mealType?.data, count, feedback });
    process.stdout.write(`${JSON.stringify({ recipes }, null, 2)}\n`);
    return 0;
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  }
}

import type { RecipeIdeasResponse } from "../../../../shared/schemas/ai";

/** Who wrote the shown ideas, as POST /api/ai/recipe-ideas reports it (absent from old servers). */
export type IdeasSource = Pick<RecipeIdeasResponse, "engine" | "model" | "localFill">;

/**
 * The small line under the ideas: "Ideas by the built-in engine", "Ideas by <model>", or
 * "Ideas by <model> · 2 by the built-in engine" when the built-in engine topped the set up.
 * Output: null when the server did not say (nothing is shown).
 */
export function engineNoteText(source: IdeasSource | null): string | null {
  if (!source?.engine) return null;
  if (source.engine === "local" || !source.model) return "Ideas by the built-in engine";
  const fill = source.localFill ?? 0;
  return fill > 0 ? `Ideas by ${source.model} · ${fill} by the built-in engine` : `Ideas by ${source.model}`;
}

// Kept apart from ingredient-match.ts so the client can colour cards without loading the food
// knowledge base.

/**
 * SPEC §5 card colour for a pantry-match percentage: 'green' when all ingredients are present
 * (100), 'yellow' at 70 or more, 'red' otherwise (also for NaN).
 */
export function matchColour(percent: number): "green" | "yellow" | "red" {
  if (percent >= 100) return "green";
  if (percent >= 70) return "yellow";
  return "red";
}

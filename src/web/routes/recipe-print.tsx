import { useParams } from "wouter";
import { RecipePrintPage } from "../features/recipes/components/recipe-print-page";

/**
 * /recipes/{id}/print — one recipe laid out for paper, outside the app shell (no navigation).
 * Issue 21 item 6, beyond SPEC §2's routes; it clashes with none (/recipes matches only itself).
 */
export function RecipePrintRoute() {
  const { id } = useParams<{ id: string }>();
  return <RecipePrintPage id={id} />;
}

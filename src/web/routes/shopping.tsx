import { ShoppingScreen } from "../features/shopping/components/shopping-screen";
import { useAuth } from "../lib/use-auth";

/** /shopping — the household's shared shopping list (issue 11). */
export function ShoppingRoute() {
  const { user } = useAuth();
  if (!user) return null;
  return <ShoppingScreen householdId={user.householdId} />;
}

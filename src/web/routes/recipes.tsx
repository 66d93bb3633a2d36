import { ChefHat } from "lucide-react";
import { ComingSoon } from "../components/coming-soon";

export function RecipesRoute() {
  return (
    <ComingSoon
      title="Recipes"
      description="Your saved and imported recipes."
      icon={ChefHat}
      features={[
        "Save AI recipe ideas and find them here",
        "Import a recipe from a web address or write your own",
        "Like, dislike, plan or delete recipes; search and refresh",
        "Scale ingredient amounts to your household size",
      ]}
    />
  );
}

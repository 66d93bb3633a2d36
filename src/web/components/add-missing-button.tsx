import { ShoppingCart } from "lucide-react";
import { useLocation } from "wouter";
import type { GenerateResult } from "../../shared/schemas/shopping-list";
import { errorMessage } from "../lib/api-client";
import { useAddMissingToShoppingList, type AddMissingSource } from "../lib/add-missing-to-shopping-list";
import { Button, type ButtonProps } from "./ui/button";
import { toast } from "./ui/use-toast";

/** The toast text after 'Add missing': how many lines came or changed, and how many the pantry covers. */
function outcome(r: GenerateResult): { title: string; description: string } {
  const changed = r.added + r.updated;
  if (changed === 0) return { title: "Nothing missing", description: "Your pantry has everything this needs." };
  const stock = r.inStock ? ` · ${r.inStock} already in your pantry` : "";
  return { title: "Added to your shopping list", description: `${changed} ingredient${changed === 1 ? "" : "s"} to buy${stock}` };
}

/**
 * 'Add missing' (issue 11): puts what a recipe or AI idea needs and the pantry lacks on the shared
 * shopping list; the toast says what happened and links to the list.
 */
export function AddMissingButton({
  source,
  label = "Add missing",
  ...props
}: { source: AddMissingSource; label?: string } & Omit<ButtonProps, "onClick">) {
  const add = useAddMissingToShoppingList();
  const [, navigate] = useLocation();
  return (
    <Button
      variant="outline"
      {...props}
      disabled={add.isPending || props.disabled}
      onClick={() =>
        add.mutate(source, {
          onSuccess: (r) =>
            toast({
              ...outcome(r),
              action: { label: "View list", altText: "Open the shopping list", onClick: () => navigate("/shopping") },
            }),
          onError: (err) => toast({ title: "Could not add to the shopping list", description: errorMessage(err), variant: "destructive" }),
        })
      }
    >
      <ShoppingCart aria-hidden="true" />
      {add.isPending ? "Adding…" : label}
    </Button>
  );
}

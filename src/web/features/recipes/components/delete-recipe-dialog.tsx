import { Trash2 } from "lucide-react";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "../../../components/ui/dialog";
import { useDeleteRecipe } from "../api/delete-recipe";

/**
 * SPEC §5 "recipe deletion needs confirmation": names the recipe; 'Delete recipe' sends the
 * DELETE and closes on success; on failure the hook toasts 'Failed to delete recipe' and the
 * dialog stays open. Open while `recipe` is set.
 */
export function DeleteRecipeDialog({
  recipe,
  onClose,
  onDeleted,
}: {
  recipe: Recipe | null;
  onClose: () => void;
  onDeleted?: (recipe: Recipe) => void;
}) {
  const remove = useDeleteRecipe();
  const confirm = () => {
    if (!recipe) return;
    remove.mutate(recipe, {
      onSuccess: () => {
        onDeleted?.(recipe);
        onClose();
      },
    });
  };
  return (
    <Dialog open={recipe !== null} onOpenChange={(open) => !open && !remove.isPending && onClose()}>
      <DialogContent role="alertdialog" className="max-w-sm" hideClose>
        <DialogHeader className="pr-5">
          <DialogTitle>Delete this recipe?</DialogTitle>
          <DialogDescription>
            <strong className="font-semibold text-foreground">{recipe?.title}</strong> will be removed from your recipes. This can't be
            undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter className="mt-5">
          <Button variant="outline" disabled={remove.isPending} onClick={onClose}>
            Cancel
          </Button>
          <Button variant="destructive" disabled={remove.isPending} onClick={confirm}>
            <Trash2 aria-hidden="true" />
            {remove.isPending ? "Deleting..." : "Delete recipe"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

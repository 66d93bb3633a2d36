import type { ReactNode } from "react";
import { Link2, PenLine } from "lucide-react";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "../../../components/ui/dialog";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs";
import { FromUrlForm } from "./from-url-form";
import { ManualRecipeForm } from "./manual-recipe-form";

export type AddRecipeTab = "url" | "manual";

/** Cancel plus the tab's own submit button, pinned under the scrolling form. */
function footer(submit: ReactNode) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline">Cancel</Button>
      </DialogClose>
      {submit}
    </DialogFooter>
  );
}

/**
 * SPEC §2 Add Recipe dialog with two tabs, 'From URL' and 'Create Manually'. Both forms stay
 * mounted while the dialog is open, so switching tabs keeps what was typed. `onAdded` gets the
 * imported or created recipe (the screen then opens its detail).
 */
export function AddRecipeDialog({
  open,
  tab,
  onTabChange,
  onClose,
  onAdded,
}: {
  open: boolean;
  tab: AddRecipeTab;
  onTabChange: (tab: AddRecipeTab) => void;
  onClose: () => void;
  onAdded: (recipe: Recipe) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-xl" aria-describedby="add-recipe-description">
        <Tabs value={tab} onValueChange={(v) => onTabChange(v as AddRecipeTab)} className="flex min-h-0 flex-1 flex-col">
          <DialogHeader>
            <DialogTitle>Add Recipe</DialogTitle>
            <DialogDescription id="add-recipe-description">Import one from a web page, or write your own.</DialogDescription>
          </DialogHeader>
          <div className="border-b px-5 pt-4 pb-3">
            <TabsList aria-label="How to add the recipe">
              <TabsTrigger value="url">
                <Link2 aria-hidden="true" />
                From URL
              </TabsTrigger>
              <TabsTrigger value="manual">
                <PenLine aria-hidden="true" />
                Create Manually
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="url" forceMount className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
            <FromUrlForm onImported={onAdded} footer={footer} />
          </TabsContent>
          <TabsContent value="manual" forceMount className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
            <ManualRecipeForm onCreated={onAdded} footer={footer} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

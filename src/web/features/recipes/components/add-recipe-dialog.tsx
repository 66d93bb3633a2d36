import type { ReactNode } from "react";
import { ClipboardPaste, Link2, ListPlus, PenLine } from "lucide-react";
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
import { RecipePasteForm } from "./recipe-paste-form";
import { UrlBatchForm } from "./url-batch-form";

export type AddRecipeTab = "url" | "links" | "paste" | "manual";

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

/** 44 px tall tabs; on a narrow phone the icons step aside so "Create Manually" keeps clear of the edge. */
const TAB_CLASS = "h-11 px-2 max-[420px]:[&_svg]:hidden";

/**
 * SPEC §2 Add Recipe dialog with the tabs 'From URL' and 'Create Manually', and issue 21's 'Several
 * links' (many URLs at once) and 'Paste text' (a pasted recipe or a cookbook photo, previewed
 * before it is saved). Every form stays mounted while the dialog is open, so switching tabs keeps
 * what was typed (and a running several-links import keeps going). `onAdded` gets the
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
            <DialogDescription id="add-recipe-description">Import from web pages, paste a recipe or a cookbook photo, or write your own.</DialogDescription>
          </DialogHeader>
          <div className="border-b px-5 pt-4 pb-3">
            <TabsList aria-label="How to add the recipe" className="grid-flow-row grid-cols-2">
              <TabsTrigger value="url" className={TAB_CLASS}>
                <Link2 aria-hidden="true" />
                From URL
              </TabsTrigger>
              <TabsTrigger value="links" className={TAB_CLASS}>
                <ListPlus aria-hidden="true" />
                Several links
              </TabsTrigger>
              <TabsTrigger value="paste" className={TAB_CLASS}>
                <ClipboardPaste aria-hidden="true" />
                Paste text
              </TabsTrigger>
              <TabsTrigger value="manual" className={TAB_CLASS}>
                <PenLine aria-hidden="true" />
                Create Manually
              </TabsTrigger>
            </TabsList>
          </div>
          <TabsContent value="url" forceMount className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
            <FromUrlForm onImported={onAdded} footer={footer} />
          </TabsContent>
          <TabsContent value="links" forceMount className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
            <UrlBatchForm onOpen={onAdded} footer={footer} />
          </TabsContent>
          <TabsContent value="paste" forceMount className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
            <RecipePasteForm onSaved={onAdded} footer={footer} />
          </TabsContent>
          <TabsContent value="manual" forceMount className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
            <ManualRecipeForm onCreated={onAdded} footer={footer} />
          </TabsContent>
        </Tabs>
      </DialogContent>
    </Dialog>
  );
}

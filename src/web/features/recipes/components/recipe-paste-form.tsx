import { useRef, useState, type ReactNode } from "react";
import { ArrowLeft, Loader2, Save, ScanText } from "lucide-react";
import type { RecipeDraft } from "../../../../shared/schemas/recipe-draft";
import { RECIPE_TEXT_EMPTY } from "../../../../shared/schemas/recipe-text";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { MAX_RECIPE_TEXT_CHARS } from "../../../../shared/domain/recipe-text/parse-recipe-text";
import { Button } from "../../../components/ui/button";
import { ErrorAlert } from "../../../components/ui/alert";
import { Label } from "../../../components/ui/label";
import { Textarea } from "../../../components/ui/textarea";
import { errorMessage } from "../../../lib/api-client";
import { checkImageFile } from "../../../lib/camera/image-file";
import { readReceiptText, type OcrProgress } from "../../../lib/ocr/ocr";
import { useParseRecipeText } from "../api/parse-recipe-text";
import { useSaveRecipeDraft } from "../api/save-recipe-draft";
import { draftOfEdit, editOfDraft, type PasteEdit, type PasteIssues } from "./recipe-paste-edit";
import { PastePhotoButton, PastePhotoProgress } from "./recipe-paste-photo";
import { RecipePastePreview } from "./recipe-paste-preview";

/** Said when the text holds nothing that looks like a recipe (ours; SPEC: not shown). */
export const NOTHING_FOUND =
  "No recipe found in this text. Paste the title, the ingredient list and the steps, each on lines of their own, then try again.";
/** Said when a photo has no readable text. */
export const NO_TEXT_IN_PHOTO =
  "No text could be read in this photo. Take it straight on, in good light, with the page filling the picture, or paste the text instead.";
/** Said when reading a photo fails. */
export const PHOTO_FAILED = "The photo could not be read. Try another photo, or paste the text instead.";

type Phase = { kind: "text" } | { kind: "ocr"; progress: OcrProgress } | { kind: "preview"; edit: PasteEdit };

/** True when a draft has nothing of a recipe in it: no ingredient list and at most one paragraph that might be a step. */
const isEmptyDraft = (d: RecipeDraft) => d.ingredients.length === 0 && d.steps.length < 2;

/**
 * Issue 21 item 4, the Add Recipe dialog's "Paste text" tab: a large text box → "Read recipe"
 * (POST /api/recipes/parse-text) → the editable preview → "Save recipe" (POST
 * /api/recipes/from-draft) stores it with every field; `onSaved` gets the new recipe. "From a
 * photo" reads a cookbook page in the browser with the receipts' OCR engine (lib/ocr, real
 * progress, cancellable), puts the text in the box and reads it the same way. Empty results and
 * errors say what to do next.
 */
export function RecipePasteForm({ onSaved, footer }: { onSaved: (recipe: Recipe) => void; footer: (submit: ReactNode) => ReactNode }) {
  const [text, setText] = useState("");
  const [phase, setPhase] = useState<Phase>({ kind: "text" });
  const [problem, setProblem] = useState<string | null>(null);
  const [issues, setIssues] = useState<PasteIssues>({});
  const parse = useParseRecipeText();
  const save = useSaveRecipeDraft();
  const ocrAbort = useRef<AbortController | null>(null);
  const busy = parse.isPending || save.isPending || phase.kind === "ocr";

  const read = (source: string) => {
    setProblem(null);
    if (source.trim() === "") return setProblem(RECIPE_TEXT_EMPTY);
    parse.mutate(source, {
      onSuccess: (draft) => {
        if (isEmptyDraft(draft)) return setProblem(NOTHING_FOUND);
        setIssues({});
        setPhase({ kind: "preview", edit: editOfDraft(draft) });
      },
      onError: (err) => setProblem(errorMessage(err)),
    });
  };

  const readPhoto = async (file: File) => {
    setProblem(null);
    const bad = checkImageFile(file);
    if (bad) return setProblem(`${bad.title}: ${bad.description}`);
    const controller = new AbortController();
    ocrAbort.current = controller;
    setPhase({ kind: "ocr", progress: { stage: "preparing", progress: 0 } });
    try {
      const found = await readReceiptText(file, {
        signal: controller.signal,
        onProgress: (progress) => setPhase((p) => (p.kind === "ocr" ? { kind: "ocr", progress } : p)),
      });
      setPhase({ kind: "text" });
      if (found.trim() === "") return setProblem(NO_TEXT_IN_PHOTO);
      setText(found);
      read(found);
    } catch (err) {
      if (controller.signal.aborted) return;
      console.error("Cookbook photo text recognition failed", err);
      setPhase({ kind: "text" });
      setProblem(PHOTO_FAILED);
    }
  };

  const cancelPhoto = () => {
    ocrAbort.current?.abort();
    setPhase({ kind: "text" });
  };

  const submit = () => {
    if (phase.kind === "text") return read(text);
    if (phase.kind !== "preview") return;
    const { draft, issues: found } = draftOfEdit(phase.edit);
    setIssues(found);
    if (Object.keys(found).length) return;
    save.mutate(draft, {
      onSuccess: (recipe) => {
        setText("");
        setPhase({ kind: "text" });
        onSaved(recipe);
      },
    });
  };

  const button =
    phase.kind === "ocr" ? (
      <Button variant="outline" onClick={cancelPhoto}>
        Stop reading
      </Button>
    ) : phase.kind === "preview" ? (
      <Button type="submit" form="recipe-paste-form" disabled={busy}>
        {save.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
        {save.isPending ? "Saving…" : "Save recipe"}
      </Button>
    ) : (
      <Button type="submit" form="recipe-paste-form" disabled={busy || text.trim() === ""}>
        {parse.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ScanText aria-hidden="true" />}
        {parse.isPending ? "Reading…" : "Read recipe"}
      </Button>
    );

  return (
    <>
      <div className="min-h-0 flex-1 overflow-y-auto">
        <form
          id="recipe-paste-form"
          aria-label="Paste a recipe"
          noValidate
          className="grid gap-3 px-5 py-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) submit();
          }}
        >
          {phase.kind === "preview" ? (
            <>
              <Button variant="ghost" className="justify-self-start" onClick={() => setPhase({ kind: "text" })} disabled={save.isPending}>
                <ArrowLeft aria-hidden="true" />
                Back to the text
              </Button>
              <RecipePastePreview edit={phase.edit} issues={issues} onChange={(edit) => setPhase({ kind: "preview", edit })} />
            </>
          ) : (
            <>
              <div className="grid gap-1.5">
                <Label htmlFor="recipe-paste-text">Recipe text</Label>
                <Textarea
                  id="recipe-paste-text"
                  value={text}
                  maxLength={MAX_RECIPE_TEXT_CHARS}
                  rows={12}
                  className="min-h-[40dvh] font-mono text-sm md:text-sm"
                  placeholder={"Pancakes\n\nServes 4\n\nIngredients\n200 g flour\n2 eggs\n300 ml milk\n\nMethod\n1. Whisk everything together.\n2. Fry in a hot pan."}
                  aria-describedby="recipe-paste-help"
                  disabled={busy}
                  onChange={(e) => {
                    setText(e.target.value);
                    setProblem(null);
                  }}
                />
                <p id="recipe-paste-help" className="text-sm text-muted-foreground">
                  Paste a recipe from anywhere: title, ingredients and steps in any common layout. You can check and change everything before it is saved.
                </p>
              </div>
              {phase.kind === "ocr" ? (
                <PastePhotoProgress progress={phase.progress} />
              ) : (
                <div className="flex flex-wrap items-center gap-2">
                  <PastePhotoButton disabled={busy} onFile={(f) => void readPhoto(f)} />
                  <span className="text-sm text-muted-foreground">Read a cookbook page; the text appears above.</span>
                </div>
              )}
            </>
          )}
          {problem && <ErrorAlert>{problem}</ErrorAlert>}
          <p className="sr-only" aria-live="polite">
            {parse.isPending ? "Reading the recipe" : phase.kind === "preview" ? "Recipe read: check it below, then save" : ""}
          </p>
        </form>
      </div>
      {footer(button)}
    </>
  );
}

import { useRef } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { z } from "zod";
import { ImageUp, Link2, Loader2, Sparkles } from "lucide-react";
import { IMAGE_URL_REQUIRED } from "../../../../shared/domain/recipe-rules";
import { validateImageFile } from "../../../../shared/domain/validation";
import { updateRecipeBodySchema, type Recipe } from "../../../../shared/schemas/recipes";
import { Button } from "../../../components/ui/button";
import { Form, FormField } from "../../../components/ui/form";
import { FormControl, FormItem, FormLabel, FormMessage } from "../../../components/ui/form-item";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { errorMessage } from "../../../lib/api-client";
import { useGenerateRecipeImage } from "../api/generate-recipe-image";
import { useUpdateRecipe } from "../api/update-recipe";
import { useUploadRecipeImage } from "../api/upload-recipe-image";

/** The {imageUrl} body of PUT /api/recipes/{id} as typed: SPEC §5 required and non-blank. */
const imageUrlSchema = updateRecipeBodySchema.options[0].extend({
  imageUrl: z.string().refine((url) => url.trim() !== "", IMAGE_URL_REQUIRED),
});
type ImageUrlValues = z.input<typeof imageUrlSchema>;

/**
 * SPEC §4 image edit mode of the recipe detail: paste an image URL (required, 'Please enter a
 * valid image URL'; the server downloads http(s) links), upload a photo (SPEC §5 checks first,
 * then upload → PUT → normalize → PUT recipe; 'Upload failed' on error), or 'Generate image'
 * ('Failed to generate AI image' on error). `onDone` closes the mode after a change.
 */
export function RecipeImageEditor({ recipe, onDone }: { recipe: Recipe; onDone: () => void }) {
  const form = useForm<ImageUrlValues>({
    resolver: zodResolver(imageUrlSchema),
    defaultValues: { imageUrl: "" },
    reValidateMode: "onSubmit",
  });
  const fileRef = useRef<HTMLInputElement>(null);
  const update = useUpdateRecipe(recipe.id);
  const upload = useUploadRecipeImage();
  const generate = useGenerateRecipeImage(recipe.id);
  const busy = update.isPending || upload.isPending || generate.isPending;

  const saveUrl = form.handleSubmit(({ imageUrl }) =>
    update.mutate(
      { imageUrl: imageUrl.trim() },
      {
        onSuccess: () => {
          toast({ title: "Image updated" });
          onDone();
        },
        onError: (err) => form.setError("imageUrl", { type: "server", message: errorMessage(err) }),
      },
    ),
  );

  const onFile = async (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = "";
    if (!file) return;
    const problem = validateImageFile(file);
    if (problem) {
      toast({ title: problem.title, description: problem.description, variant: "destructive" });
      return;
    }
    try {
      const imageUrl = await upload.mutateAsync(file);
      await update.mutateAsync({ imageUrl });
      toast({ title: "Image updated" });
      onDone();
    } catch (err) {
      toast({ title: "Upload failed", description: errorMessage(err), variant: "destructive" });
    }
  };

  return (
    <div className="grid gap-4 rounded-xl border bg-muted/40 p-3.5" role="region" aria-label="Change the picture">
      <Form {...form}>
        <form onSubmit={saveUrl} noValidate>
          <FormField
            control={form.control}
            name="imageUrl"
            render={({ field }) => (
              <FormItem controlId="detail-image-url">
                <FormLabel>Image URL</FormLabel>
                <div className="flex gap-2">
                  <FormControl>
                    <Input
                      type="url"
                      inputMode="url"
                      placeholder="https://example.com/photo.jpg"
                      {...field}
                      disabled={busy}
                      onChange={(e) => {
                        field.onChange(e);
                        form.clearErrors("imageUrl");
                      }}
                    />
                  </FormControl>
                  <Button type="submit" variant="secondary" disabled={busy}>
                    {update.isPending && !upload.isPending ? (
                      <Loader2 aria-hidden="true" className="animate-spin" />
                    ) : (
                      <Link2 aria-hidden="true" />
                    )}
                    Use link
                  </Button>
                </div>
                <FormMessage />
              </FormItem>
            )}
          />
        </form>
      </Form>
      <div className="grid gap-2 min-[420px]:grid-cols-2">
        <input
          ref={fileRef}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <Button variant="outline" disabled={busy} onClick={() => fileRef.current?.click()}>
          {upload.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <ImageUp aria-hidden="true" />}
          {upload.isPending ? "Uploading..." : "Upload photo"}
        </Button>
        <Button variant="outline" disabled={busy} onClick={() => generate.mutate(undefined, { onSuccess: onDone })}>
          {generate.isPending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Sparkles aria-hidden="true" />}
          {generate.isPending ? "Generating..." : "Generate image"}
        </Button>
      </div>
      <p className="text-xs text-muted-foreground">JPG, PNG, WebP or GIF, up to 10 MB.</p>
    </div>
  );
}

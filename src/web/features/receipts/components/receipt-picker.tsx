import { useRef, type ChangeEvent } from "react";
import { Camera, ImageUp, ReceiptText } from "lucide-react";
import { Button } from "../../../components/ui/button";

/**
 * Choose a receipt image: 'Take photo' opens the rear camera on phones (capture="environment"),
 * 'Choose image' the gallery or files. The file goes to `onFile` (rules are checked there).
 */
export function ReceiptPicker({ onFile }: { onFile: (file: File) => void }) {
  const cameraInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // choosing the same file again still fires
    if (file) onFile(file);
  };
  return (
    <div className="grid gap-4">
      <div className="flex flex-col items-center gap-2 rounded-2xl border-2 border-dashed bg-muted/40 px-4 py-6 text-center">
        <span className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <ReceiptText className="size-6" aria-hidden="true" />
        </span>
        <p className="font-semibold">Photograph your receipt</p>
        <p className="max-w-xs text-sm text-muted-foreground">
          Lay it flat in good light with the whole receipt in view. We read it on this device, then you check the items before they're
          added.
        </p>
      </div>
      <div className="grid gap-2 min-[420px]:grid-cols-2">
        <Button onClick={() => cameraInput.current?.click()}>
          <Camera aria-hidden="true" />
          Take photo
        </Button>
        <Button variant="outline" onClick={() => fileInput.current?.click()}>
          <ImageUp aria-hidden="true" />
          Choose image
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">JPG, PNG and other images up to 10MB.</p>
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        tabIndex={-1}
        aria-label="Take a photo of the receipt"
        onChange={onChange}
      />
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label="Choose a receipt image"
        onChange={onChange}
      />
    </div>
  );
}

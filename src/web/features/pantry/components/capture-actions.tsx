import { Camera, ReceiptText, ScanBarcode, type LucideIcon } from "lucide-react";
import { useLocation } from "wouter";
import { Button } from "../../../components/ui/button";

/** The capture flows the Pantry screen opens; app.tsx shows the one named by `?add=`. */
const ACTIONS: { flow: "barcode" | "receipt" | "photo"; label: string; icon: LucideIcon }[] = [
  { flow: "barcode", label: "Scan barcode", icon: ScanBarcode },
  { flow: "receipt", label: "Scan receipt", icon: ReceiptText },
  { flow: "photo", label: "Add from photo", icon: Camera },
];

/**
 * 'Scan barcode', 'Scan receipt' and 'Add from photo': each opens its overlay by pushing
 * `/?add=<flow>` (so the phone's back button closes it again).
 */
export function CaptureActions() {
  const [, navigate] = useLocation();
  return (
    <div className="grid grid-cols-3 gap-2" role="group" aria-label="Add with the camera">
      {ACTIONS.map(({ flow, label, icon: Icon }) => (
        <Button
          key={flow}
          variant="secondary"
          className="h-auto flex-col gap-1.5 px-1.5 py-3 text-xs leading-tight whitespace-normal"
          onClick={() => navigate(`/?add=${flow}`, { state: { captureFlow: true } })}
        >
          <Icon className="size-5!" aria-hidden="true" />
          {label}
        </Button>
      ))}
    </div>
  );
}

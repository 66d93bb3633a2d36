import { Camera } from "lucide-react";
import { ComingSoon } from "../components/coming-soon";

export function CameraTestRoute() {
  return (
    <ComingSoon
      title="Camera test"
      description="Check that barcode scanning works on this device."
      icon={Camera}
      features={[
        "Ask for camera permission and show its state",
        "Try the rear camera, then the front one",
        "Scan a barcode and show what was read",
      ]}
    />
  );
}

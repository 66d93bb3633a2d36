import { useState } from "react";
import { PageHeader } from "../components/page-header";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { AUTO_CAMERA, CameraAccessCard } from "../features/camera/components/camera-access-card";
import { SupportChecklist } from "../features/camera/components/support-checklist";
import { LiveDecodeTest } from "../features/scanner/components/live-decode-test";

/**
 * /camera-test (SPEC §2): what to open when scanning does not work. Browser support, camera
 * permission, the cameras found, and a live decode with the scanner's own decoder.
 */
export function CameraTestRoute() {
  const [deviceId, setDeviceId] = useState(AUTO_CAMERA);
  return (
    <div className="space-y-5">
      <PageHeader title="Camera test" description="Check that barcode scanning works on this device, step by step." />
      <div className="grid items-start gap-5 lg:grid-cols-2 [&>*]:min-w-0">
        <div className="grid min-w-0 gap-5">
          <SupportChecklist />
          <CameraAccessCard deviceId={deviceId} onDeviceChange={setDeviceId} />
        </div>
        <Card>
          <CardHeader>
            <CardTitle className="text-base">3. Try scanning</CardTitle>
            <CardDescription>Start the camera and hold a barcode steady inside the frame, about a hand's width away.</CardDescription>
          </CardHeader>
          <CardContent>
            <LiveDecodeTest key={deviceId} deviceId={deviceId} />
          </CardContent>
        </Card>
      </div>
    </div>
  );
}

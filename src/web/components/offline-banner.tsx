import { useSyncExternalStore } from "react";
import { WifiOff } from "lucide-react";
import { isOffline, subscribeOffline } from "../lib/offline-status";

/** The banner's words (issue 10 item 3). */
export const OFFLINE_TEXT = "You're offline — showing what you last saw. Changes need a connection.";

/**
 * A polite status banner shown while the app is offline (lib/offline-status.ts). The live region is
 * always in the page, so screen readers announce the text when it appears.
 */
export function OfflineBanner() {
  const offline = useSyncExternalStore(subscribeOffline, isOffline, () => false);
  return (
    <div role="status" className="sticky top-16 z-30">
      {offline && (
        <p className="flex items-center justify-center gap-2 border-b bg-secondary px-4 py-2 text-center text-sm font-medium text-secondary-foreground">
          <WifiOff className="size-4 shrink-0" aria-hidden="true" />
          {OFFLINE_TEXT}
        </p>
      )}
    </div>
  );
}

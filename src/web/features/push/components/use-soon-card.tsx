import { useEffect, useId, useState } from "react";
import { Bell, BellOff } from "lucide-react";
import { USE_SOON_DAYS } from "../../../../shared/domain/expiry-status";
import { DEFAULT_USE_SOON_TIME } from "../../../../shared/schemas/push";
import { Button } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { Input } from "../../../components/ui/input";
import { Skeleton } from "../../../components/ui/skeleton";
import { toast } from "../../../components/ui/use-toast";
import { browserTimeZone, useSaveUseSoon, useUseSoonSettings } from "../api/use-soon";
import { currentSubscription, pushSupported, subscribeDevice } from "../lib/push-device";
import { Switch } from "../../../components/ui/switch";

/**
 * Settings card "Use-soon alerts" (issue 23 item 2): a switch (off by default) and a time of day
 * for a daily notification naming the pantry items that expire in the next USE_SOON_DAYS days,
 * saved with PUT /api/push/use-soon in this browser's time zone. Notifications need a device with
 * them on; the card says whether this one has, and can turn them on here.
 */
export function UseSoonCard() {
  const settings = useUseSoonSettings();
  const save = useSaveUseSoon();
  const timeId = useId();
  const hintId = useId();
  const switchLabelId = useId();
  const [time, setTime] = useState(DEFAULT_USE_SOON_TIME);
  const [device, setDevice] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (settings.data) setTime(settings.data.time);
  }, [settings.data]);
  useEffect(() => {
    void currentSubscription().then((s) => setDevice(Boolean(s)));
  }, []);

  const enabled = settings.data?.enabled ?? false;
  const turnOnDevice = async () => {
    setBusy(true);
    try {
      await subscribeDevice();
      setDevice(true);
    } catch (err) {
      toast({ title: "Error", description: err instanceof Error ? err.message : String(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const zone = settings.data?.timeZone && enabled ? settings.data.timeZone : browserTimeZone();

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Use-soon alerts</CardTitle>
        <CardDescription>
          A daily notification naming the pantry items that expire in the next {USE_SOON_DAYS} days, with recipe ideas that use them.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {settings.isLoading ? (
          <div className="grid gap-3" role="status" aria-label="Loading use-soon alerts">
            <Skeleton className="h-11" />
            <Skeleton className="h-11" />
          </div>
        ) : settings.isError ? (
          <p className="text-sm text-destructive">Could not load your alert settings. Reload the page to try again.</p>
        ) : (
          <div className="grid gap-4">
            <div className="flex items-center justify-between gap-3">
              <span id={switchLabelId} className="text-sm font-medium">
                Daily use-soon alerts
              </span>
              <Switch
                labelledBy={switchLabelId}
                checked={enabled}
                disabled={save.isPending}
                onChange={(on) => save.mutate({ enabled: on, time })}
              />
            </div>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <label htmlFor={timeId} className="text-sm font-medium">
                Alert time
              </label>
              <Input
                id={timeId}
                type="time"
                aria-describedby={hintId}
                className="h-11 w-32"
                value={time}
                onChange={(e) => {
                  setTime(e.target.value);
                  if (/^\d{2}:\d{2}$/.test(e.target.value)) save.mutate({ enabled, time: e.target.value });
                }}
              />
            </div>
            <p id={hintId} className="text-xs text-muted-foreground">
              Every day at this time ({zone}), when something expires soon. Nothing is sent on days when nothing does.
            </p>
            {enabled && device === false && (
              <div className="flex flex-col gap-2 rounded-xl border border-warning-border bg-warning-wash p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                <span className="flex items-start gap-2">
                  <BellOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  {pushSupported()
                    ? "Notifications are off on this device: alerts go only to your devices that have them on."
                    : "This browser cannot show notifications: alerts go only to your devices that can."}
                </span>
                {pushSupported() && (
                  <Button variant="outline" className="h-11" disabled={busy} onClick={() => void turnOnDevice()}>
                    <Bell aria-hidden="true" />
                    Turn on here
                  </Button>
                )}
              </div>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

import { useEffect, useState } from "react";
import { BellRing } from "lucide-react";
import type { MealType } from "../../../../shared/schemas/common";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { toast } from "../../../components/ui/use-toast";
import { useReminders, useSaveReminders, useTestNotification } from "../api/reminders";
import { currentSubscription, pushSupported, subscribeDevice, unsubscribeDevice } from "../lib/push-device";
import { capitalise } from "../../../lib/text";
import { Switch } from "../../../components/ui/switch";

/**
 * SPEC §2 weekly planner: meal reminder switches and a test notification button. A switch for
 * this device (web push subscription), then per meal type a switch and a local time.
 */
export function ReminderPanel({ userId, mealTypes }: { userId: string; mealTypes: readonly MealType[] }) {
  const reminders = useReminders();
  const save = useSaveReminders();
  const test = useTestNotification();
  const [device, setDevice] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    void currentSubscription().then((s) => setDevice(Boolean(s)));
  }, []);

  const toggleDevice = async (on: boolean) => {
    setBusy(true);
    try {
      if (on) await subscribeDevice();
      else await unsubscribeDevice();
      setDevice(on);
    } catch (err) {
      toast({ title: "Error", description: err instanceof Error ? err.message : String(err), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };
  const meals = reminders.data?.meals;
  const update = (m: MealType, change: Partial<{ enabled: boolean; time: string }>) =>
    meals && save.mutate({ ...meals, [m]: { ...meals[m], ...change } });

  return (
    <section aria-labelledby="reminders-heading" className="mt-6 rounded-[var(--radius-card)] border bg-card p-4 shadow-sm">
      <h2 id="reminders-heading" className="flex items-center gap-2 font-semibold">
        <BellRing className="size-4" aria-hidden="true" />
        Meal reminders
      </h2>
      <div className="mt-3 flex items-center justify-between gap-3">
        <span className="text-sm">{pushSupported() ? "Notifications on this device" : "This browser cannot show notifications"}</span>
        <Switch
          checked={device}
          onChange={(v) => void toggleDevice(v)}
          label="Notifications on this device"
          disabled={busy || !pushSupported()}
        />
      </div>
      <ul className="mt-3 grid gap-2">
        {mealTypes.map((m) => (
          <li key={m} className="flex items-center justify-between gap-3">
            <span className="text-sm">{capitalise(m)}</span>
            <span className="flex items-center gap-2">
              <Input
                type="time"
                aria-label={`${capitalise(m)} reminder time`}
                className="h-11 w-28"
                value={meals?.[m].time ?? ""}
                disabled={!meals}
                onChange={(e) => e.target.value && update(m, { time: e.target.value })}
              />
              <Switch
                checked={meals?.[m].enabled ?? false}
                onChange={(enabled) => update(m, { enabled })}
                label={`${capitalise(m)} reminder`}
                disabled={!meals}
              />
            </span>
          </li>
        ))}
      </ul>
      <Button variant="outline" size="sm" className="mt-4" disabled={test.isPending} onClick={() => test.mutate(userId)}>
        Send test notification
      </Button>
    </section>
  );
}

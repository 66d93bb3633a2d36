import { useCallback, useEffect, useRef, useState } from "react";
import { formatDuration } from "../../../../shared/domain/step-timers";
import { notifyAlarm, primeAlarm, ringAlarm } from "../lib/alarm";

/** One running or finished timer. Times are epoch milliseconds. */
export interface CookTimer {
  id: number;
  /** What it is for: "Step 3 · 20 min". */
  label: string;
  seconds: number;
  endsAt: number;
  done: boolean;
}

/**
 * Several kitchen timers at once (issue 23 cook mode). Each counts down from its end time (so a
 * throttled background tab still finishes on time), rings (Web Audio) and notifies when done, and
 * sets `announcement` for an aria-live region ("Timer started: …", "Timer done: …").
 * Output: the timers (oldest first), the current time (ticks every 250 ms while one runs),
 * start(label, seconds), cancel(id) and dismiss(id) (cancel and dismiss both remove it).
 */
export function useCookTimers() {
  const [timers, setTimers] = useState<CookTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const [announcement, setAnnouncement] = useState("");
  const nextId = useRef(1);
  const running = timers.some((t) => !t.done);
  const latest = useRef(timers);
  /** Timers already rung (the list in `latest` catches up only after the next render). */
  const rung = useRef(new Set<number>());
  useEffect(() => {
    latest.current = timers;
  }, [timers]);

  useEffect(() => {
    if (!running) return;
    const tick = () => {
      const at = Date.now();
      setNow(at);
      const finished = latest.current.filter((t) => !t.done && t.endsAt <= at && !rung.current.has(t.id));
      if (finished.length === 0) return;
      const ids = new Set(finished.map((t) => t.id));
      for (const id of ids) rung.current.add(id);
      for (const t of finished) notifyAlarm(t.label);
      ringAlarm();
      setAnnouncement(`Timer done: ${finished.map((t) => t.label).join(", ")}`);
      setTimers((list) => list.map((t) => (ids.has(t.id) ? { ...t, done: true } : t)));
    };
    const handle = window.setInterval(tick, 250);
    return () => window.clearInterval(handle);
  }, [running]);

  const start = useCallback((label: string, seconds: number) => {
    primeAlarm();
    const at = Date.now();
    setNow(at);
    setTimers((list) => [...list, { id: nextId.current++, label, seconds, endsAt: at + seconds * 1000, done: false }]);
    setAnnouncement(`Timer started: ${label}, ${formatDuration(seconds)}`);
  }, []);

  const remove = useCallback((id: number) => setTimers((list) => list.filter((t) => t.id !== id)), []);

  return { timers, now, announcement, start, cancel: remove, dismiss: remove };
}

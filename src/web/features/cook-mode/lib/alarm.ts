/**
 * The sound and the notification of a finished cook-mode timer (issue 23): three short beeps made
 * with the Web Audio API (no sound file, nothing fetched) and, where the user allowed it, a system
 * notification. Both fail quietly: the timer's card and the live announcement still say it.
 */

let context: AudioContext | null = null;

/** Call from a tap (starting a timer): browsers let a page play sound only after a user gesture. */
export function primeAlarm(): void {
  try {
    const Ctor = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!context && Ctor) context = new Ctor();
    void context?.resume();
  } catch {
    context = null;
  }
  if ("Notification" in window && Notification.permission === "default") void Notification.requestPermission().catch(() => undefined);
}

/** Three 880 Hz beeps of 0.2 s, 0.15 s apart. */
export function ringAlarm(): void {
  try {
    if (!context) return;
    const start = context.currentTime + 0.05;
    for (let i = 0; i < 3; i++) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = "sine";
      osc.frequency.value = 880;
      gain.gain.setValueAtTime(0.0001, start + i * 0.35);
      gain.gain.exponentialRampToValueAtTime(0.4, start + i * 0.35 + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + i * 0.35 + 0.2);
      osc.connect(gain).connect(context.destination);
      osc.start(start + i * 0.35);
      osc.stop(start + i * 0.35 + 0.22);
    }
  } catch {
    // No sound: the card and the announcement still show the timer is done.
  }
}

/** A system notification "Timer done" with the timer's label, when the user has allowed notifications. */
export function notifyAlarm(label: string): void {
  try {
    if ("Notification" in window && Notification.permission === "granted") new Notification("Timer done", { body: label, tag: `cook-${label}` });
  } catch {
    // Some browsers allow notifications only from a service worker; the page itself still rings.
  }
}

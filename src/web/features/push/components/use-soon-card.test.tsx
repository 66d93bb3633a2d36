import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountAsync } from "../../../../../test/web/mount";
import { useToasts } from "../../../components/ui/use-toast";
import { UseSoonCard } from "./use-soon-card";

/** Issue 23 item 2: the Settings control of the daily use-soon alerts. */
afterEach(() => {
  vi.unstubAllGlobals();
});

let toastTitles: string[] = [];
function ToastProbe() {
  toastTitles = useToasts()
    .filter((t) => t.open)
    .map((t) => String(t.title));
  return null;
}

/** The card and a probe of its toasts under a fresh QueryClient; returns the host. */
async function mountCard(): Promise<HTMLElement> {
  const { host } = await mountAsync(
    <>
      <UseSoonCard />
      <ToastProbe />
    </>,
    { withClient: true },
  );
  return host;
}

/** A fake server for GET/PUT /api/push/use-soon; `failPut` makes PUT answer 500. */
function fakeServer(initial: { enabled: boolean; time: string; timeZone: string }, failPut = false) {
  let stored = initial;
  const puts: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      expect(url).toBe("/api/push/use-soon");
      if ((init?.method ?? "GET") === "GET") return Response.json(stored);
      const body = JSON.parse(String(init!.body));
      puts.push(body);
      if (failPut) return Response.json({ error: "Database is down" }, { status: 500 });
      stored = body;
      return Response.json(stored);
    }),
  );
  return { puts };
}

const flush = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const switchOf = (host: HTMLElement) => host.querySelector<HTMLButtonElement>('[role="switch"]')!;
const timeOf = (host: HTMLElement) => host.querySelector<HTMLInputElement>('input[type="time"]')!;

async function typeTime(input: HTMLInputElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!;
  await act(async () => {
    setter.call(input, value);
    input.dispatchEvent(new Event("input", { bubbles: true }));
  });
}

describe("Use-soon alerts card", () => {
  it("is off by default at the saved time, and its switch has a name and 44 px target classes", async () => {
    fakeServer({ enabled: false, time: "08:00", timeZone: "UTC" });
    const host = await mountCard();
    await flush();
    expect(host.textContent).toContain("Use-soon alerts");
    const sw = switchOf(host);
    expect(sw.getAttribute("aria-checked")).toBe("false");
    const label = document.getElementById(sw.getAttribute("aria-labelledby")!);
    expect(label?.textContent).toBe("Daily use-soon alerts");
    expect(sw.className).toContain("h-11");
    expect(timeOf(host).value).toBe("08:00");
    expect(host.querySelector(`label[for="${timeOf(host).id}"]`)?.textContent).toBe("Alert time");
  });

  it("turning it on saves the switch with the time and this browser's time zone", async () => {
    const { puts } = fakeServer({ enabled: false, time: "08:00", timeZone: "UTC" });
    const host = await mountCard();
    await flush();
    await act(async () => switchOf(host).click());
    await flush();
    expect(puts).toEqual([{ enabled: true, time: "08:00", timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC" }]);
    expect(switchOf(host).getAttribute("aria-checked")).toBe("true");
    // happy-dom has no service worker: the card says alerts go to other devices only.
    expect(host.textContent).toContain("This browser cannot show notifications");
  });

  it("a new time is saved and kept on", async () => {
    const { puts } = fakeServer({ enabled: true, time: "08:00", timeZone: "UTC" });
    const host = await mountCard();
    await flush();
    await typeTime(timeOf(host), "18:30");
    await flush();
    expect(puts).toMatchObject([{ enabled: true, time: "18:30" }]);
    expect(timeOf(host).value).toBe("18:30");
  });

  it("a failed save says 'Error saving settings' and the switch stays off", async () => {
    fakeServer({ enabled: false, time: "08:00", timeZone: "UTC" }, true);
    const host = await mountCard();
    await flush();
    await act(async () => switchOf(host).click());
    await flush();
    expect(toastTitles).toContain("Error saving settings");
    expect(switchOf(host).getAttribute("aria-checked")).toBe("false");
  });
});

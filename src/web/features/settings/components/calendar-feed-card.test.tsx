import { afterEach, describe, expect, it, vi } from "vitest";
import { button, click, fakeApi, renderWithClient } from "../../../../../test/web/fake-api";
import { dismissToast } from "../../../components/ui/use-toast";
import type { CalendarFeedStatus } from "../../../../shared/schemas/calendar-feed";
import { CalendarFeedCard } from "./calendar-feed-card";

// Issue 23 item 3: Settings → Calendar feed — make the private link (shown once, copy), reset it
// after a question (the old one stops working), turn it off.

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  dismissToast();
  vi.unstubAllGlobals();
});

const none: CalendarFeedStatus = { exists: false, createdAt: null, lastFetchedAt: null };
const made: CalendarFeedStatus = { exists: true, createdAt: "2026-11-20T10:00:00.000Z", lastFetchedAt: "2026-11-26T06:00:00.000Z" };
const urlOf = (n: number) => `http://localhost:5000/api/calendar/${String(n).repeat(43)}.ics`;

function server(start: CalendarFeedStatus) {
  let status = start;
  let n = 0;
  return fakeApi({
    "GET /api/calendar-feed": () => ({ status: 200, body: status }),
    "POST /api/calendar-feed": () => {
      n += 1;
      status = { exists: true, createdAt: "2026-11-27T12:00:00.000Z", lastFetchedAt: null };
      return { status: 200, body: { ...status, url: urlOf(n) } };
    },
    "DELETE /api/calendar-feed": () => {
      status = none;
      return { status: 200, body: none };
    },
  });
}

describe("calendar feed card", { timeout: 20_000 }, () => {
  it("makes the link and shows it once with copy and how to subscribe", async () => {
    const calls = server(none);
    const r = await renderWithClient(<CalendarFeedCard />);
    unmount = r.unmount;
    expect(r.host.querySelector("#calendar-feed-url")).toBeNull();
    await click(button("Create calendar link"));
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(r.host.querySelector<HTMLInputElement>("#calendar-feed-url")!.value).toBe(urlOf(1));
    expect(r.host.textContent).toContain("shown only once");
    expect(r.host.textContent).toContain("Google Calendar");
    expect(button("Copy")).toBeDefined();
    expect(button("Reset link")).toBeDefined();
  });

  it("with an existing link shows no URL, and resets it only after the question", async () => {
    const calls = server(made);
    const r = await renderWithClient(<CalendarFeedCard />);
    unmount = r.unmount;
    expect(r.host.querySelector("#calendar-feed-url")).toBeNull();
    expect(r.host.textContent).toContain("Your link was made");
    expect(r.host.textContent).toContain("A calendar last fetched it");
    await click(button("Reset link"));
    expect(document.body.textContent).toContain("The old link stops working");
    await click(button("Cancel"));
    expect(calls.some((c) => c.method === "POST")).toBe(false);
    await click(button("Reset link"));
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === "Reset link");
    await click(confirm);
    expect(calls.filter((c) => c.method === "POST")).toHaveLength(1);
    expect(r.host.querySelector<HTMLInputElement>("#calendar-feed-url")!.value).toBe(urlOf(1));
  });

  it("turns the link off after the question", async () => {
    const calls = server(made);
    const r = await renderWithClient(<CalendarFeedCard />);
    unmount = r.unmount;
    await click(button("Turn off"));
    const confirm = [...document.querySelectorAll('[role="dialog"] button')].find((b) => b.textContent === "Turn off");
    await click(confirm);
    expect(calls.filter((c) => c.method === "DELETE")).toHaveLength(1);
    expect(button("Create calendar link")).toBeDefined();
  });
});

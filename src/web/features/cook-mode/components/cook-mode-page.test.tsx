import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Recipe } from "../../../../shared/schemas/recipes";
import { mountAsync, type Mounted } from "../../../../../test/web/mount";
import { testQueryClient } from "../../../../../test/web/test-hook";
import { recipesKeys } from "../../../lib/query-keys";
import { CookModePage, WAKE_LOCK_FALLBACK } from "./cook-mode-page";

const soup: Recipe = {
  id: "00000000-0000-4000-8000-0000000000d1",
  title: "Tomato soup",
  description: null,
  cuisineTag: null,
  prepMin: 5,
  cookMin: 20,
  servings: 2,
  imageUrl: null,
  sourceUrl: null,
  recipeUrl: null,
  instructions: "Chop the onions.\nFry the onion in the olive oil for 5–7 min.\nAdd the tomatoes and simmer 20 minutes.",
  ingredients: [
    { ingredient: "onions", qty: "2", unit: null },
    { ingredient: "olive oil", qty: "1", unit: "tbsp" },
    { ingredient: "tomatoes", qty: "400", unit: "g" },
  ],
  baseScore: 50,
  personalizedScore: null,
  healthScore: null,
  calories: null,
  mealType: null,
  difficultyLevel: null,
  pantryMatch: null,
};

let view: Mounted;
let host: HTMLDivElement;
const text = () => host.textContent ?? "";
const button = (name: RegExp) => [...host.querySelectorAll("button")].find((b) => name.test(b.textContent || b.getAttribute("aria-label") || ""))!;
const click = (name: RegExp) => act(async () => button(name).click());
const live = () => [...host.querySelectorAll("[aria-live]")].map((e) => e.textContent).join(" | ");

async function mount(props: Partial<Parameters<typeof CookModePage>[0]> = {}) {
  const client = testQueryClient();
  client.setQueryData(recipesKeys.detail(soup.id), soup);
  view = await mountAsync(<CookModePage recipeId={soup.id} servings={4} onLeave={() => {}} {...props} />, { withClient: client });
  host = view.host;
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, "wakeLock");
});

function stubWakeLock() {
  const released = vi.fn(async () => {});
  const request = vi.fn(async () => ({ released: false, release: released }));
  Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
  return { request, released };
}

describe("CookModePage (issue 23 cook mode)", () => {
  it("goes step by step with buttons and arrow keys, announcing each step, with the ingredients it uses scaled", async () => {
    stubWakeLock();
    await mount();
    expect(text()).toContain("Step 1 of 3");
    expect(live()).toContain("Step 1 of 3: Chop the onions.");
    expect(host.querySelector("[aria-label='Ingredients for this step']")?.textContent).toContain("4 onions");
    expect(button(/Previous/).disabled).toBe(true);

    await click(/Next/);
    expect(text()).toContain("Step 2 of 3");
    const needed = host.querySelector("[aria-label='Ingredients for this step']")?.textContent ?? "";
    expect(needed).toContain("4 onions");
    expect(needed).toContain("2 tbsp olive oil");
    expect(needed).not.toContain("tomatoes");

    await act(async () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight" })));
    expect(live()).toContain("Step 3 of 3: Add the tomatoes and simmer 20 minutes.");
    await act(async () => window.dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft" })));
    expect(text()).toContain("Step 2 of 3");
  });

  it("offers both ends of a range and counts a timer down to done, ringing the alarm", async () => {
    stubWakeLock();
    const beeps = vi.fn();
    class FakeAudio {
      currentTime = 0;
      destination = {};
      resume = async () => {};
      createGain = () => ({ gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} }, connect: (n: unknown) => n });
      createOscillator = () => ({ type: "", frequency: { value: 0 }, connect: (n: unknown) => n, start: beeps, stop() {} });
    }
    vi.stubGlobal("AudioContext", FakeAudio);
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "setTimeout", "clearTimeout", "Date"] });
    await mount();
    await click(/Next/);
    expect(button(/Start 5 min timer/)).toBeDefined();
    await click(/Start 7 min timer/);
    await click(/Next/);
    await click(/Start 20 min timer/);
    let timers = [...host.querySelectorAll("[data-testid=cook-timer]")].map((t) => t.textContent);
    expect(timers).toHaveLength(2);
    expect(timers[0]).toContain("7:00");
    expect(live()).toContain("Timer started: Step 3 · 20 min");

    await act(async () => vi.advanceTimersByTime(3 * 60_000));
    timers = [...host.querySelectorAll("[data-testid=cook-timer]")].map((t) => t.textContent);
    expect(timers[0]).toContain("4:00");
    expect(beeps).not.toHaveBeenCalled();
    expect(timers[1]).toContain("17:00");

    await act(async () => vi.advanceTimersByTime(4 * 60_000 + 500));
    timers = [...host.querySelectorAll("[data-testid=cook-timer]")].map((t) => t.textContent);
    expect(timers[0]).toContain("Done");
    expect(timers[1]).toContain("13:00");
    expect(live()).toContain("Timer done: Step 2 · 7 min");
    expect(beeps).toHaveBeenCalledTimes(3);

    await click(/Dismiss timer/);
    expect(host.querySelectorAll("[data-testid=cook-timer]")).toHaveLength(1);
  });

  it("asks for a screen wake lock, asks again when the page is visible again, and releases it on leave", async () => {
    const sentinel = { released: false, release: vi.fn(async () => {}) };
    const request = vi.fn(async () => sentinel);
    Object.defineProperty(navigator, "wakeLock", { value: { request }, configurable: true });
    await mount();
    expect(request).toHaveBeenCalledWith("screen");
    expect(text()).not.toContain(WAKE_LOCK_FALLBACK);
    // The browser drops the lock when the tab is hidden; coming back asks again.
    sentinel.released = true;
    await act(async () => document.dispatchEvent(new Event("visibilitychange")));
    expect(request).toHaveBeenCalledTimes(2);
    sentinel.released = false;
    view.unmount();
    await act(async () => {});
    expect(sentinel.release).toHaveBeenCalled();
  });

  it("says the screen may turn off where the browser cannot keep it awake", async () => {
    await mount();
    expect(text()).toContain(WAKE_LOCK_FALLBACK);
  });

  it("marks the recipe cooked for the chosen servings and lists what was taken", async () => {
    stubWakeLock();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json({ servings: 4, changes: [{ pantryItemId: "p1", productName: "Onions", unit: "pieces", qtyBefore: "5", taken: "4" }] }),
    );
    vi.stubGlobal("fetch", fetchMock);
    await mount();
    await click(/Next/);
    await click(/Next/);
    await click(/Finish/);
    expect(text()).toContain("All steps done");
    await click(/^Mark cooked$/);
    await act(async () => {});
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/recipes/${soup.id}/cooked`);
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ servings: 4 });
    await vi.waitFor(() => expect(host.querySelector("[data-testid=cook-done]")?.textContent).toContain("Onions−4 pieces"));
  });

  it("changes the servings of a recipe cooked on its own: the ingredients rescale and Mark cooked takes that many", async () => {
    stubWakeLock();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ servings: 6, changes: [] }));
    vi.stubGlobal("fetch", fetchMock);
    await mount();
    const needed = () => host.querySelector("[aria-label='Ingredients for this step']")?.textContent ?? "";
    expect(host.querySelector("[data-testid=servings-value]")?.textContent).toBe("4 servings");
    expect(needed()).toContain("4 onions");
    await click(/More servings/);
    await click(/More servings/);
    expect(host.querySelector("[data-testid=servings-value]")?.textContent).toBe("6 servings");
    expect(needed()).toContain("6 onions");
    for (let i = 0; i < 3; i++) await click(/Next|Finish/);
    await click(/^Mark cooked$/);
    await act(async () => {});
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ servings: 6 });
    await vi.waitFor(() => expect(host.querySelector("[data-testid=servings-value]")).toBeNull());
  });

  it("keeps a planned meal's servings: no stepper, the count as planned", async () => {
    stubWakeLock();
    await mount({ entryId: "00000000-0000-4000-8000-0000000000e1", day: "2026-11-27" });
    expect(host.querySelector("[data-testid=servings-value]")).toBeNull();
    expect(button(/More servings/)).toBeUndefined();
    expect(host.querySelector("[data-testid=cook-position]")?.textContent).toContain("4 servings");
  });

  it("cooks the planned meal (its occurrence) when opened from the planner", async () => {
    stubWakeLock();
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ entry: {}, changes: [] }));
    vi.stubGlobal("fetch", fetchMock);
    await mount({ entryId: "00000000-0000-4000-8000-0000000000e1", day: "2026-11-27" });
    for (let i = 0; i < 3; i++) await click(/Next|Finish/);
    await click(/^Mark cooked$/);
    await act(async () => {});
    expect(fetchMock.mock.calls[0][0]).toBe("/api/meal-plans/00000000-0000-4000-8000-0000000000e1/cooked?day=2026-11-27");
    // The answer arrives after a few ticks on a busy machine: wait for it rather than for one tick.
    await vi.waitFor(() => expect(text()).toContain("Nothing was taken from the pantry"));
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, errorMessage, getJson, NEEDS_CONNECTION } from "./api-client";
import { FROM_CACHE_HEADER, isOffline, subscribeOffline } from "./offline-status";

afterEach(() => vi.unstubAllGlobals());

const networkDown = () =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
  );
const answer = (headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("[]", { status: 200, headers })),
  );

describe("offline reading and changes (issue 10 item 3)", () => {
  it("a change without a network fails with a message saying a connection is needed", async () => {
    networkDown();
    for (const method of ["POST", "PUT", "DELETE"] as const) {
      const err = await apiRequest(method, "/api/pantry/x", method === "DELETE" ? undefined : { qty: "2" }).catch((e: unknown) => e);
      expect(errorMessage(err)).toBe(NEEDS_CONNECTION);
    }
    expect(NEEDS_CONNECTION).toMatch(/needs a connection/);
  });

  it("a read without a network keeps the SPEC network error, and the app is then offline until the server answers", async () => {
    answer();
    await getJson("/api/recipes");
    expect(isOffline()).toBe(false);
    networkDown();
    const err = await getJson("/api/recipes").catch((e: unknown) => e);
    expect(errorMessage(err)).toBe("Network error. Please try again.");
    expect(isOffline()).toBe(true);
    answer();
    await getJson("/api/recipes");
    expect(isOffline()).toBe(false);
  });

  it("an answer the service worker served from its kept copy counts as offline", async () => {
    const seen = vi.fn();
    const stop = subscribeOffline(seen);
    answer({ [FROM_CACHE_HEADER]: "1" });
    expect(await getJson("/api/pantry/h")).toEqual([]);
    expect(isOffline()).toBe(true);
    expect(seen).toHaveBeenCalled();
    // The browser's "online" event ends it without waiting for the next call.
    window.dispatchEvent(new Event("online"));
    expect(isOffline()).toBe(false);
    stop();
  });
});

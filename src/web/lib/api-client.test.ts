import { afterEach, describe, expect, it, vi } from "vitest";
import { apiRequest, defaultQueryFn, errorMessage } from "./api-client";
import { useAuthStore } from "./auth-store";

afterEach(() => vi.unstubAllGlobals());

function stubFetch(status: number, body: string, statusText = "") {
  const fetchMock = vi.fn(async () => new Response(body || null, { status, statusText }));
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("API client (SPEC §7)", () => {
  it("sends cookies and a JSON body", async () => {
    const fetchMock = stubFetch(200, "{}");
    await apiRequest("POST", "/api/pantry", { productName: "Rice" });
    const [path, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(path).toBe("/api/pantry");
    expect(init.credentials).toBe("include");
    expect(init.headers).toEqual({ "Content-Type": "application/json" });
    expect(init.body).toBe('{"productName":"Rice"}');
  });

  it("turns a non-OK answer into '{status}: {body}', or the status text when the body is empty", async () => {
    stubFetch(404, '{"error":"Pantry item not found"}');
    await expect(apiRequest("DELETE", "/api/pantry/x")).rejects.toThrow('404: {"error":"Pantry item not found"}');
    stubFetch(503, "", "Service Unavailable");
    await expect(apiRequest("GET", "/api/me")).rejects.toThrow("503: Service Unavailable");
  });

  it("default query: GET on the key segments joined by slashes", async () => {
    const fetchMock = stubFetch(200, "[1]");
    const data = await defaultQueryFn({ queryKey: ["/api/pantry", "abc"] } as never);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe("/api/pantry/abc");
    expect(data).toEqual([1]);
  });

  it("shows the server's error field to people, and the SPEC network text on a failed fetch", () => {
    expect(errorMessage(new Error('400: {"error":"Name is required"}'))).toBe("Name is required");
    expect(errorMessage(new TypeError("Failed to fetch"))).toBe("Network error. Please try again.");
  });
});

describe("auth store (SPEC §3)", () => {
  it("persists the user under 'auth-store' (version 0) and clear resets user and loading", () => {
    const user = { id: "u", email: "a@example.com", householdId: "h", firstName: "A", lastName: null };
    useAuthStore.getState().setUser(user);
    useAuthStore.getState().setLoading(true);
    const stored = JSON.parse(localStorage.getItem("auth-store")!);
    expect(stored).toEqual({ state: { user, isLoading: true }, version: 0 });
    useAuthStore.getState().clear();
    expect(useAuthStore.getState()).toMatchObject({ user: null, isLoading: false });
  });
});

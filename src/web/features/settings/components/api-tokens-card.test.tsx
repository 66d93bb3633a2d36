import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { button, click, fakeApi, renderWithClient, settle, typeInto } from "../../../../../test/web/fake-api";
import { dismissToast } from "../../../components/ui/use-toast";
import type { ApiToken } from "../../../../shared/schemas/api-tokens";
import { ApiTokensCard } from "./api-tokens-card";

// Issue 23 item 5: Settings → API tokens — make (shown once, copy), list, revoke after a question.

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  dismissToast();
  vi.unstubAllGlobals();
});

const HH = "7d1c2a52-3a5b-4c84-9a57-0f5d0d7f7a11";
const SECRET = "pmk_" + "A".repeat(43);

function server() {
  let tokens: ApiToken[] = [
    { id: "t1", name: "Old script", createdAt: "2026-11-01T10:00:00.000Z", lastUsedAt: "2026-11-20T08:30:00.000Z" },
  ];
  const calls = fakeApi({
    "GET /api/api-tokens": () => ({ status: 200, body: tokens }),
    "POST /api/api-tokens": (body) => {
      const name = (body as { name: string }).name;
      const made = { id: "t2", name, createdAt: "2026-11-27T12:00:00.000Z", lastUsedAt: null };
      tokens = [made, ...tokens];
      return { status: 201, body: { ...made, token: SECRET, householdId: HH } };
    },
    "DELETE /api/api-tokens/t1": () => {
      tokens = tokens.filter((t) => t.id !== "t1");
      return { status: 200, body: { success: true } };
    },
  });
  return calls;
}

describe("API tokens card", { timeout: 20_000 }, () => {
  it("lists tokens with name, created and last used; an empty list says so", async () => {
    fakeApi({ "GET /api/api-tokens": () => ({ status: 200, body: [] }) });
    const empty = await renderWithClient(<ApiTokensCard />);
    expect(empty.host.textContent).toContain("No tokens yet");
    empty.unmount();
    vi.unstubAllGlobals();
    server();
    const r = await renderWithClient(<ApiTokensCard />);
    unmount = r.unmount;
    const list = r.host.querySelector('ul[aria-label="Your API tokens"]')!;
    expect(list.textContent).toContain("Old script");
    expect(list.textContent).toMatch(/Created .*2026/);
    expect(list.textContent).toContain("Last used");
  });

  it("creates a token, shows it once with a copy button, and lists it as never used", async () => {
    const calls = server();
    const writeText = vi.fn(async () => {});
    vi.stubGlobal("navigator", { ...navigator, clipboard: { writeText } });
    const r = await renderWithClient(<ApiTokensCard />);
    unmount = r.unmount;
    expect(button("Create token")!.disabled).toBe(true);
    await typeInto(r.host.querySelector<HTMLInputElement>("#api-token-name")!, "  Kitchen display ");
    await act(async () => r.host.querySelector("form")!.requestSubmit());
    await settle();
    expect(calls.find((c) => c.method === "POST")!.body).toEqual({ name: "Kitchen display" });
    const field = r.host.querySelector<HTMLInputElement>("#new-api-token")!;
    expect(field.value).toBe(SECRET);
    expect(field.readOnly).toBe(true);
    expect(r.host.textContent).toContain("it won’t be shown again");
    expect(r.host.textContent).toContain(`/api/pantry/${HH}`);
    await click(button("Copy"));
    expect(writeText).toHaveBeenCalledWith(SECRET);
    expect(r.host.textContent).toContain("Copied to the clipboard.");
    expect(button("Copied")).toBeDefined();
    expect(r.host.querySelector('ul[aria-label="Your API tokens"]')!.textContent).toContain("Kitchen display");
    expect(r.host.textContent).toContain("Never used");
    // Dismissed, the secret is gone from the page for good.
    await click(button("I’ve copied it"));
    expect(r.host.textContent).not.toContain(SECRET);
    expect(r.host.querySelector("#new-api-token")).toBeNull();
  });

  it("revokes only after the question is confirmed", async () => {
    const calls = server();
    const r = await renderWithClient(<ApiTokensCard />);
    unmount = r.unmount;
    await click(button("Revoke Old script"));
    expect(document.body.textContent).toContain("Revoke “Old script”?");
    expect(document.body.textContent).toContain("401");
    await click(button("Cancel"));
    expect(calls.some((c) => c.method === "DELETE")).toBe(false);
    await click(button("Revoke Old script"));
    await click(button("Revoke token"));
    expect(calls.filter((c) => c.method === "DELETE").map((c) => c.url)).toEqual(["/api/api-tokens/t1"]);
    expect(r.host.textContent).not.toContain("Old script");
    expect(r.host.textContent).toContain("No tokens yet");
  });

  it("refuses a name over 60 characters before sending it", async () => {
    const calls = server();
    const r = await renderWithClient(<ApiTokensCard />);
    unmount = r.unmount;
    await typeInto(r.host.querySelector<HTMLInputElement>("#api-token-name")!, "x".repeat(61));
    expect(r.host.textContent).toContain("Use at most 60 characters.");
    expect(button("Create token")!.disabled).toBe(true);
    expect(calls.some((c) => c.method === "POST")).toBe(false);
  });
});

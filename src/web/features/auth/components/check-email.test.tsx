import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { mountAsync } from "../../../../../test/web/mount";
import { testQueryClient } from "../../../../../test/web/test-hook";
import { meKeys } from "../../../lib/query-keys";
import { SIGNED_IN_POLL_MS, announceSignedIn } from "../lib/signed-in-elsewhere";
import { CheckEmail } from "./check-email";
import { ConfirmView } from "./confirm-view";

/** Issue 23 rough edges: sign-in across tabs, honest "Check your email", a used link while signed in. */
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function stubReload() {
  const reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, reload, replace: vi.fn() });
  return reload;
}

describe("Check your email", () => {
  it("after a sign-in request promises a link only if an account exists, and offers to create one", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 401 })),
    );
    const onCreateAccount = vi.fn();
    const { host } = await mountAsync(
      <CheckEmail email="ada@example.com" mode="signin" onUseDifferentEmail={vi.fn()} onCreateAccount={onCreateAccount} />,
      { withClient: true },
    );
    expect(host.textContent).toContain("If an account exists for ada@example.com, we sent a sign-in link");
    expect(host.textContent).not.toMatch(/^We sent/);
    const create = [...host.querySelectorAll("button")].find((b) => b.textContent === "Create an account")!;
    await act(async () => create.click());
    expect(onCreateAccount).toHaveBeenCalledOnce();
  });

  it("after a sign-up says plainly that the link was sent, with no create-account offer", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 401 })),
    );
    const { host } = await mountAsync(
      <CheckEmail email="new@example.com" mode="signup" onUseDifferentEmail={vi.fn()} onCreateAccount={vi.fn()} />,
      { withClient: true },
    );
    expect(host.textContent).toContain("We sent a sign-in link to new@example.com");
    expect(host.textContent).not.toContain("Create an account");
  });

  it("moves on by itself when another tab finishes signing in (GET /api/me starts answering)", async () => {
    vi.useFakeTimers();
    const reload = stubReload();
    let signedIn = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: signedIn ? 200 : 401 })),
    );
    await mountAsync(<CheckEmail email="ada@example.com" mode="signin" onUseDifferentEmail={vi.fn()} onCreateAccount={vi.fn()} />, {
      withClient: true,
    });
    await act(async () => vi.advanceTimersByTimeAsync(SIGNED_IN_POLL_MS * 2));
    expect(reload).not.toHaveBeenCalled();
    signedIn = true;
    await act(async () => vi.advanceTimersByTimeAsync(SIGNED_IN_POLL_MS));
    expect(reload).toHaveBeenCalledOnce();
  });

  it("moves on at once when the confirming tab announces itself on the BroadcastChannel", async () => {
    const reload = stubReload();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 401 })),
    );
    await mountAsync(<CheckEmail email="ada@example.com" mode="signin" onUseDifferentEmail={vi.fn()} onCreateAccount={vi.fn()} />, {
      withClient: true,
    });
    announceSignedIn();
    await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce());
  });
});

describe("Confirm sign-in", () => {
  function confirmAt(token: string) {
    window.history.replaceState(null, "", `/auth/confirm?token=${token}`);
  }

  it("opened while signed in says so and leads to the app; a refused link leaves no live Sign-in button", async () => {
    confirmAt("used-token");
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, error: "This sign-in link is invalid or has expired." }), { status: 400 }),
      ),
    );
    const client = testQueryClient();
    client.setQueryData(meKeys.all, { id: "u1", email: "ada@example.com", householdId: "h1", firstName: "Ada" });
    const { host } = await mountAsync(<ConfirmView />, { withClient: client });
    expect(host.querySelector("h1")!.textContent).toBe("You're already signed in");
    expect(host.textContent).toContain("ada@example.com");
    expect([...host.querySelectorAll("a")].some((a) => a.textContent === "Go to your pantry")).toBe(true);
    const useLink = [...host.querySelectorAll("button")].find((b) => b.textContent?.includes("Sign in with this link instead"))!;
    await act(async () => useLink.click());
    await vi.waitFor(() => expect(host.textContent).toContain("invalid or has expired"));
    expect([...host.querySelectorAll("button")].some((b) => /Sign in/.test(b.textContent ?? ""))).toBe(false);
  });

  it("signed out: a refused link offers Back to sign in instead of the spent button", async () => {
    confirmAt("used-token");
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(JSON.stringify({ success: false, error: "This sign-in link is invalid or has expired." }), { status: 400 }),
      ),
    );
    const client = testQueryClient();
    client.setQueryData(meKeys.all, null);
    const { host } = await mountAsync(<ConfirmView />, { withClient: client });
    expect(host.querySelector("h1")!.textContent).toBe("Confirm sign-in");
    const button = [...host.querySelectorAll("button")].find((b) => b.textContent?.includes("Sign in to Pantry → Meals"))!;
    await act(async () => button.click());
    await vi.waitFor(() => expect(host.textContent).toContain("invalid or has expired"));
    expect([...host.querySelectorAll("button")].some((b) => b.textContent?.includes("Sign in to Pantry → Meals"))).toBe(false);
    expect([...host.querySelectorAll("a")].some((a) => a.textContent === "Back to sign in")).toBe(true);
  });
});

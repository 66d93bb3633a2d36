import { beforeEach, describe, expect, it } from "vitest";
import { PENDING_INVITE_TTL_MS, rememberPendingInvite, takePendingInvitePath } from "./pending-invite";

/** Issue 19: an invitation opened signed out leads back to /invite once after signing in. */
describe("pending invitation after sign-in", () => {
  beforeEach(() => localStorage.clear());

  it("leads back to the remembered invitation once, with the token encoded", () => {
    rememberPendingInvite("abc_DEF-123&x=1", 1000);
    expect(takePendingInvitePath(2000)).toBe("/invite?token=abc_DEF-123%26x%3D1");
    expect(takePendingInvitePath(2000)).toBeNull();
  });

  it("leads nowhere without one, when too old, from the future, or when the stored value is not ours", () => {
    expect(takePendingInvitePath()).toBeNull();
    rememberPendingInvite("tok", 0);
    expect(takePendingInvitePath(PENDING_INVITE_TTL_MS)).toBeNull();
    rememberPendingInvite("tok", 5000);
    expect(takePendingInvitePath(1000)).toBeNull();
    for (const bad of ["not json", "null", '{"token":5,"at":1}', '{"token":"","at":1}', '{"token":"t"}']) {
      localStorage.setItem("pm.pendingInvite", bad);
      expect(takePendingInvitePath(2)).toBeNull();
    }
  });
});

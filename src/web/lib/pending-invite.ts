/** localStorage key of an invitation opened while signed out (issue 19). */
const KEY = "pm.pendingInvite";
/** How long a remembered invitation leads back to /invite after sign-in: 1 hour (ms). */
export const PENDING_INVITE_TTL_MS = 60 * 60 * 1000;

/**
 * Remember the invitation token of a signed-out /invite visit, so that after signing in (the
 * sign-in link may open in another tab, hence localStorage) the app returns to that invitation.
 * Storage failures (private mode, quota) are ignored: the page still says to reopen the link.
 */
export function rememberPendingInvite(token: string, now = Date.now()): void {
  try {
    localStorage.setItem(KEY, JSON.stringify({ token, at: now }));
  } catch {
    /* not remembered: the user opens the link again */
  }
}

/**
 * The path to go to after signing in: `/invite?token=…` for an invitation remembered less than
 * PENDING_INVITE_TTL_MS ago, else null. Taking it forgets it (it leads back once).
 */
export function takePendingInvitePath(now = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    const v = raw ? (JSON.parse(raw) as { token?: unknown; at?: unknown }) : null;
    if (!v || typeof v.token !== "string" || !v.token || typeof v.at !== "number" || !(now - v.at < PENDING_INVITE_TTL_MS && now >= v.at))
      return null;
    return `/invite?token=${encodeURIComponent(v.token)}`;
  } catch {
    return null;
  }
}

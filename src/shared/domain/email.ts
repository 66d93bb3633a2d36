/** Lower-cases and trims an e-mail address so one mailbox is one account ("  Ann@X.org " → "ann@x.org"). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

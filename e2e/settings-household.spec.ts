import { expect, test } from "@playwright/test";
import { phoneApp } from "./support/phone-app";
import { waitForAnyLink } from "./support/mail-link";
import { addPantryItem, ownItem } from "./support/pantry";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";

/**
 * Household members on a phone (issues 8 and 19): a member invites someone by e-mail from
 * Settings; the mail links to the invitation page, which spends nothing. The new person signs up
 * from there, comes back to the invitation after the sign-in link, accepts, and then shares the
 * household's pantry.
 */
const app = phoneApp();

test("invite a member on a phone: the mailed invitation, sign-up, back to it, accept, and the pantry is shared", async ({
  page,
  browser,
}) => {
  test.skip(test.info().project.name !== "phone", "phone viewport only");
  const stamp = Date.now();
  const hostEmail = `host-${stamp}@example.com`;
  const guestEmail = `guest-${stamp}@example.com`;
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: hostEmail, firstName: "Hana" });
  await page.goto(`${app.server.baseURL}/`);
  await addPantryItem(page, "Red lentils", "500", "g");

  await page.goto(`${app.server.baseURL}/settings`);
  const mailsBefore = app.smtp.mails.length;
  await page.getByLabel("Invite by e-mail").fill(guestEmail);
  await page.getByRole("button", { name: "Send invite" }).click();
  await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
  const members = page.getByRole("list", { name: "Members" });
  await expect(members.getByRole("listitem").filter({ hasText: guestEmail })).toContainText("Invited");
  await members.scrollIntoViewIfNeeded();
  await phoneShot(page, "phone-settings-invited", { keepToasts: true });

  // The guest opens the invitation on their own phone, signed out: it names the host and the
  // household and sends them to sign up first.
  const inviteLink = await waitForAnyLink(app.smtp, guestEmail, mailsBefore, 10_000, "invite");
  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const guest = await guestContext.newPage();
  await guest.goto(inviteLink);
  await expect(guest.getByRole("heading", { name: "Household invitation" })).toBeVisible();
  await expect(guest.getByText(hostEmail)).toBeVisible();
  await phoneShot(guest, "phone-invitation-signed-out");
  await guest.getByRole("link", { name: "Sign in or create an account" }).click();
  await guest.getByRole("button", { name: "Get started" }).click();
  await guest.getByLabel("First name").fill("Gil");
  await guest.getByLabel("Email address").fill(guestEmail);
  const signUpMails = app.smtp.mails.length;
  await guest.getByRole("button", { name: "Create account" }).click();
  await expect(guest.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await guest.goto(await waitForAnyLink(app.smtp, guestEmail, signUpMails));
  await guest.getByRole("button", { name: "Sign in to Pantry → Meals" }).click();

  // Signed in, the app comes back to the invitation; the new household holds nothing yet, so
  // accepting needs no choice.
  await guest.waitForURL(/\/invite\?token=/);
  await expect(guest.getByRole("heading", { name: "Household invitation" })).toBeVisible();
  await phoneShot(guest, "phone-invitation-signed-in");
  await guest.getByRole("button", { name: "Accept and join" }).click();
  await guest.waitForURL((url) => url.pathname === "/");
  await expect(ownItem(guest, "Red lentils")).toBeVisible();
  await guest.goto(`${app.server.baseURL}/settings`);
  const guestMembers = guest.getByRole("list", { name: "Members" });
  await expect(guestMembers).toContainText(hostEmail);
  await expect(guestMembers.getByRole("listitem").filter({ hasText: guestEmail })).toContainText("Gil");
  await guestMembers.scrollIntoViewIfNeeded();
  await phoneShot(guest, "phone-settings-joined");
  await guestContext.close();

  // The host sees a member now, no longer "Invited".
  await page.reload();
  const row = page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: guestEmail });
  await expect(row).toContainText("Gil");
  await expect(row).not.toContainText("Invited");
});

import { expect, test } from "@playwright/test";
import { phoneApp } from "./support/phone-app";
import { waitForAnyLink } from "./support/mail-link";
import { addPantryItem, ownItem } from "./support/pantry";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";

/**
 * Household members on a phone (issue 8): a member invites someone by e-mail from Settings; the
 * link in the mail signs the new person in straight into the same household, which then shares
 * its pantry.
 */
const app = phoneApp();

test("invite a member on a phone: the mailed link joins the household and shares the pantry", async ({ page, browser }) => {
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

  // The guest opens the link on their own phone.
  const guestContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  });
  const guest = await guestContext.newPage();
  await guest.goto(await waitForAnyLink(app.smtp, guestEmail, mailsBefore));
  await guest.getByRole("button", { name: "Sign in to Pantry → Meals" }).click();
  await guest.waitForURL(/\/settings\?onboarding=true/);
  await expect(guest.getByRole("heading", { name: "Welcome to Pantry → Meals!" })).toBeVisible();
  const guestMembers = guest.getByRole("list", { name: "Members" });
  await expect(guestMembers).toContainText(hostEmail);
  await expect(guestMembers.getByRole("listitem").filter({ hasText: guestEmail })).toContainText("You");
  await guest.getByLabel("First name").fill("Gil");
  await guest.getByRole("button", { name: "Save profile" }).click();
  await expect(guest.getByText("Profile saved", { exact: true })).toBeVisible();
  await expect(guestMembers.getByRole("listitem").filter({ hasText: guestEmail })).toContainText("Gil");
  await guestMembers.scrollIntoViewIfNeeded();
  await phoneShot(guest, "phone-settings-joined");
  await guest.goto(`${app.server.baseURL}/`);
  await expect(ownItem(guest, "Red lentils")).toBeVisible();
  await guestContext.close();

  // The host sees a member now, no longer "Invited".
  await page.reload();
  const row = page.getByRole("list", { name: "Members" }).getByRole("listitem").filter({ hasText: guestEmail });
  await expect(row).toContainText("Gil");
  await expect(row).not.toContainText("Invited");
});

import { expect, type Page } from "@playwright/test";
import type { startSmtpCapture } from "./smtp-capture";

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;

/**
 * Creates an account in the browser the way a new user does: welcome → 'Get started' → the
 * sign-up form → the link from a real SMTP delivery → 'Sign in to Pantry → Meals'. Ends on
 * /settings?onboarding=true. `shot` (optional) takes a screenshot of each auth screen.
 */
export async function signUp(
  page: Page,
  opts: { baseURL: string; smtp: Smtp; email: string; firstName: string; shot?: (name: string) => Promise<unknown> },
): Promise<void> {
  const { baseURL, smtp, email, firstName, shot } = opts;
  await page.goto(baseURL);
  await expect(page.getByRole("heading", { name: "Pantry → Meals" })).toBeVisible();
  await expect(page.getByText("Transform your pantry into personalized meal suggestions with AI-powered recommendations")).toBeVisible();
  await shot?.("auth-welcome");
  await page.getByRole("button", { name: "Get started" }).click();
  await expect(page.getByRole("heading", { name: "Create account" })).toBeVisible();
  await expect(page.getByText("Enter your details to get started")).toBeVisible();
  await page.getByLabel("First name").fill(firstName);
  await page.getByLabel("Email address").fill(email);
  await shot?.("auth-signup");
  const mailsBefore = smtp.mails.length;
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
  await shot?.("auth-check-email");
  const link = await smtp.waitForLink(email, mailsBefore);
  expect(link.startsWith(`${baseURL}/auth/confirm?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Confirm sign-in" })).toBeVisible();
  await shot?.("auth-confirm");
  await page.getByRole("button", { name: "Sign in to Pantry → Meals" }).click();
  await page.waitForURL(/\/settings\?onboarding=true/);
}

import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import pg from "pg";
import { BrowserKeys, startPushService } from "../test/server/fakes/push-service";
import { startAppServer } from "./support/app-server";
import { localDay, ok } from "./support/page-api";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";
import { startSmtpCapture } from "./support/smtp-capture";

/**
 * Issue 23: use-soon alerts and the way into History.
 * - Settings has a "Use-soon alerts" switch and time (screenshots phone and desktop, light and dark).
 * - History is reached by clicking in the app shell, on a phone and on a desktop.
 * - Phone project only: two real server processes on one PostgreSQL database, a loopback push
 *   service, one device; the digest comes once although both servers' minute loops see it due,
 *   names the items that expire soon, and its link opens ideas that use them.
 * PostgreSQL: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); the digest test
 * is skipped, saying so, when no PostgreSQL answers (PGlite is one process by design).
 */

type Smtp = Awaited<ReturnType<typeof startSmtpCapture>>;
type Server = Awaited<ReturnType<typeof startAppServer>>;

/** The reminder and digest loops' period in each server: PUSH_CHECK_SECONDS, set short here (60 s by default). */
const LOOP_MS = 5_000;
const PG_BASE = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let smtp: Smtp;
let single: Server | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000); // a server start on a loaded machine (E2E_SERVER_START_MS)
  smtp = await startSmtpCapture();
  single = await startAppServer({ SMTP_URL: smtp.url, MAIL_FROM: "Pantry <pantry@localhost>" });
});
test.afterAll(async () => {
  await single?.stop();
  await smtp?.close();
});

const email = (what: string) => `${what}-${test.info().project.name}-${randomUUID().slice(0, 6)}@example.com`;

/** Screenshot of the Settings page scrolled to the Use-soon alerts card, in one colour scheme. */
async function shootCard(page: Page, scheme: "light" | "dark") {
  await page.emulateMedia({ colorScheme: scheme });
  // The card's top just under the sticky header, so the whole card shows above the bottom tabs.
  await page.getByRole("heading", { name: "Use-soon alerts" }).evaluate((el) => {
    el.scrollIntoView({ block: "start" });
    window.scrollBy(0, -100);
  });
  await phoneShot(page, `${test.info().project.name}-settings-use-soon-${scheme}`);
}

test("History is one click away in the app shell; Settings has the use-soon alerts control", async ({ page }) => {
  test.setTimeout(240_000);
  await signUp(page, { baseURL: single!.baseURL, smtp, email: email("history"), firstName: "Hana" });
  await page.goto(`${single!.baseURL}/`);
  await expect(page.getByRole("heading", { name: /your pantry/, level: 1 })).toBeVisible({ timeout: 30_000 });
  /** The width of the page's content column: its first-level heading's block. */
  const contentWidth = () => page.locator("main h1").evaluate((h) => h.closest("main > *")!.getBoundingClientRect().width);
  const pantryWidth = await contentWidth();

  // History from the app shell's header (beside the profile), a 44 px target on both screens.
  const history = page.getByRole("banner").getByRole("link", { name: "History" });
  await expect(history).toBeVisible();
  const box = (await history.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(44);
  expect(box.height).toBeGreaterThanOrEqual(44);
  await history.click();
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole("heading", { name: "History", level: 1 })).toBeVisible();
  await expect(history).toHaveAttribute("aria-current", "page");
  // History is as wide as the other pages (it was a narrower column on a desktop).
  expect(Math.abs((await contentWidth()) - pantryWidth)).toBeLessThanOrEqual(1);
  // The bottom tabs keep their four entries on a phone.
  if (test.info().project.name === "phone") await expect(page.getByRole("navigation", { name: "Bottom navigation" }).getByRole("link")).toHaveCount(4);

  // Settings: off by default; the switch and the time are saved.
  await page.getByRole("link", { name: "Profile" }).click();
  const alerts = page.getByRole("switch", { name: /use-soon alerts/i });
  await expect(alerts).toHaveAttribute("aria-checked", "false");
  const switchBox = (await alerts.boundingBox())!;
  expect(switchBox.height).toBeGreaterThanOrEqual(44);
  expect(switchBox.width).toBeGreaterThanOrEqual(44);
  await expect(page.getByLabel("Alert time")).toHaveValue("08:00");
  await shootCard(page, "light");
  await alerts.click();
  await expect(alerts).toHaveAttribute("aria-checked", "true");
  await page.getByLabel("Alert time").fill("07:15");
  await expect
    .poll(async () => ok<{ enabled: boolean; time: string }>(page, "GET", "/api/push/use-soon"))
    .toMatchObject({ enabled: true, time: "07:15" });
  await page.reload();
  await expect(page.getByRole("switch", { name: /use-soon alerts/i })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByLabel("Alert time")).toHaveValue("07:15");
  await shootCard(page, "dark");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

/** A fresh PostgreSQL database for the two servers, or null when none answers. */
async function freshDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const name = `pm_e2e_${randomUUID().replace(/-/g, "")}`;
  const admin = async (q: string) => {
    const c = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 3000 });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  try {
    await admin(`CREATE DATABASE ${name}`);
  } catch {
    return null;
  }
  const url = new URL(PG_BASE);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

test("the use-soon digest is pushed once with two servers running, and its link shows ideas that use the items", async ({ page }) => {
  test.skip(test.info().project.name !== "phone", "one run is enough: two servers on one database");
  test.setTimeout(600_000);
  const db = await freshDatabase();
  test.skip(db === null, `no PostgreSQL at ${PG_BASE}: two servers need one shared database`);
  const push = await startPushService();
  const servers: Server[] = [];
  try {
    const env = {
      DATABASE_URL: db!.url,
      PUSH_ALLOW_HOSTS: push.host,
      PUSH_CHECK_SECONDS: String(LOOP_MS / 1000),
      SMTP_URL: smtp.url,
      MAIL_FROM: "Pantry <pantry@localhost>",
    };
    // One after the other: the second finds the schema migrated (the advisory lock would serialize them anyway).
    servers.push(await startAppServer(env));
    servers.push(await startAppServer(env));
    const [a] = servers;
    await signUp(page, { baseURL: a.baseURL, smtp, email: email("digest"), firstName: "Dana" });

    // One device on the loopback push service, and a pantry where four items expire soon.
    const phone = new BrowserKeys();
    await ok(page, "POST", "/api/push/subscribe", { endpoint: push.url("/dana-phone"), keys: phone.subscriptionKeys });
    const add = (productName: string, expiresOn: string) =>
      ok<{ id: string }>(page, "POST", "/api/pantry", { source: "manual", productName, qty: 2, unit: "pieces", expiresOn });
    const ids = [await add("Spinach", localDay(0)), await add("Milk", localDay(1)), await add("Eggs", localDay(2)), await add("Butter", localDay(3))].map(
      (r) => r.id,
    );
    await add("Flour", localDay(40));

    // The digest at a time that has just come (this browser's zone, as the card saves it).
    await page.goto(`${a.baseURL}/settings`);
    const now = await page.evaluate(() => {
      const d = new Date(Date.now() - 60_000);
      return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
    });
    await page.getByLabel("Alert time").fill(now);
    await page.getByRole("switch", { name: /use-soon alerts/i }).click();
    await expect(page.getByRole("switch", { name: /use-soon alerts/i })).toHaveAttribute("aria-checked", "true");

    // Within a loop period one of the servers sends it ...
    const digests = () => push.received.filter((p) => p.path === "/dana-phone").map((p) => JSON.parse(phone.decrypt(p.body)));
    await expect.poll(() => digests().length, { timeout: LOOP_MS + 60_000, intervals: [1000] }).toBeGreaterThanOrEqual(1);
    // ... and after both servers' loops have each run several times more with the digest still due, it came once.
    await page.waitForTimeout(4 * LOOP_MS);
    const got = digests();
    expect(got).toHaveLength(1);
    expect(got[0].title).toBe("Spinach, milk and 2 more use soon");
    expect(got[0].url).toBe(`/?use=${ids.join(",")}`);

    // The link opens the pantry's ideas for those items.
    await page.goto(`${a.baseURL}${got[0].url}`);
    await expect(page.getByText("Use soon:")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole("status").filter({ hasText: "Use soon:" })).toContainText("Spinach, Milk, Eggs and Butter");
    await expect(page.getByTestId("idea-card").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("These ideas use them.")).toBeVisible();
    await phoneShot(page, "phone-use-soon-ideas");
    await page.getByRole("button", { name: "Show all ideas" }).click();
    await expect(page).toHaveURL(new RegExp(`${a.baseURL}/$`));
    await expect(page.getByText("Use soon:")).toHaveCount(0);
  } finally {
    for (const s of servers) await s.stop();
    await push.close();
    await db!.drop();
  }
});

/**
 * Issue 19 finding 5, backup variant: a backup made by the real backup code (db/dump-write.ts)
 * holds the cookie-signing secret and each session's SHA-256, never a token. Restored into a fresh
 * server it keeps the real users signed in (their cookies carry the tokens), while everything a
 * thief can read from the file — each session value signed with the backup's own secret — answers
 * 401.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../app";
import { loadDump } from "../../db/dump-load";
import { writeDump } from "../../db/dump-write";
import { CaptureMailer, getTestServer, openTestDatabase, testConfig, type TestServer } from "../../../../test/server/test-server";
import { candidateTokens, cookieToken, forgedCookie, cookieTraces } from "../../../../test/server/fixtures/session-forgery";
import type { Database } from "../../kernel/db";

const dir = mkdtempSync(path.join(tmpdir(), "session-backup-"));
const file = path.join(dir, "pantry.backup.gz");
let source: TestServer;
let restoredDb: Database;
let restored: Awaited<ReturnType<typeof buildApp>>;
let cookies: string[];
/** The backup's rows, as the file holds them. */
let lines: { table?: string; row?: Record<string, unknown> }[];
let text: string;

beforeAll(async () => {
  source = await getTestServer();
  cookies = [
    (await source.signUp("ada@example.com", "Ada")).cookie,
    (await source.signUp("ada@example.com")).cookie,
    (await source.signUp("bob@example.com", "Bob")).cookie,
  ];
  await writeDump(source.db(), file, { source: source.database.kind });
  text = gunzipSync(readFileSync(file)).toString("utf8");
  lines = text
    .split("\n")
    .filter(Boolean)
    .map((l) => JSON.parse(l) as { table?: string; row?: Record<string, unknown> });
  restoredDb = await openTestDatabase();
  await loadDump(restoredDb.db, file);
  restored = await buildApp(testConfig(), { database: restoredDb, mailer: new CaptureMailer(), logger: false });
  await restored.ready();
}, 120_000);

afterAll(async () => {
  await restored?.close();
  await restoredDb?.close();
  await source?.close();
  rmSync(dir, { recursive: true, force: true });
});

const me = (cookie: string) => restored.inject({ method: "GET", url: "/api/me", headers: { cookie } });
const rowsOf = (table: string) => lines.filter((l) => l.table === table).map((l) => l.row!);

describe("a backup holds no usable session", () => {
  it("the backup file holds no session token in any form, but the signing secret and one hash per session", async () => {
    expect(rowsOf("session")).toHaveLength(cookies.length);
    expect(rowsOf("app_setting").some((r) => r.key === "auth_secret")).toBe(true);
    for (const cookie of cookies) {
      for (const trace of cookieTraces(cookie)) expect(text.includes(trace), `in the backup: ${trace}`).toBe(false);
    }
  });

  it("restored into a fresh server, the users' own cookies still sign in; every session value in the file, signed with the file's secret, answers 401", async () => {
    const secret = String(rowsOf("app_setting").find((r) => r.key === "auth_secret")!.value);
    for (const cookie of cookies) {
      expect((await me(cookie)).statusCode).toBe(200);
      expect((await me(forgedCookie(cookieToken(cookie), secret))).statusCode).toBe(200); // control: the forgery is exact
    }
    const candidates = candidateTokens(rowsOf("session"));
    expect(candidates.length).toBeGreaterThanOrEqual(cookies.length * 3);
    for (const value of candidates) {
      expect((await me(forgedCookie(value, secret))).statusCode, value).toBe(401);
      expect((await me(`pm.session_token=${encodeURIComponent(value)}`)).statusCode, value).toBe(401);
    }
  });
});

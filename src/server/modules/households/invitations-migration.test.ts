import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";

/**
 * Migration 0008 (issue 19 finding 1): accounts the old invitations created and nobody ever
 * signed in to are released, so that person's own sign-up later starts fresh; old invitations (magic
 * links) go. Everyone who signed in, or signed up on their own, stays. Runs the real migration
 * files on PGlite: up to 0007, old-design rows, then the rest.
 */
const MIGRATIONS = path.join(path.dirname(fileURLToPath(import.meta.url)), "../../db/migrations");
const dir = mkdtempSync(path.join(tmpdir(), "migr-0008-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function migrationsUpTo(tag: string): string {
  const out = path.join(dir, "upto");
  cpSync(MIGRATIONS, out, { recursive: true });
  const journalPath = path.join(out, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.slice(0, journal.entries.findIndex((e) => e.tag === tag) + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return out;
}

describe("migration 0008_invitations", () => {
  it("releases never-signed-in invitee accounts with their links, keeps everyone else, drops old invitations", async () => {
    const client = await PGlite.create("memory://");
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: migrationsUpTo("0007_scale-out-leases-rate-limits") });
    const q = (text: string, params: unknown[] = []) => client.query<Record<string, unknown>>(text, params);
    const hh = async (name: string) => (await q(`insert into household (name) values ($1) returning id`, [name])).rows[0].id as string;
    const user = async (email: string, householdId: string, verified: boolean) =>
      (
        await q(
          `insert into "user" (name, email, email_verified, first_name, household_id) values ($1, $1, $2, 'Puppet', $3) returning id`,
          [email, verified, householdId],
        )
      ).rows[0].id as string;
    const host = await hh("Hana's household");
    const hostId = await user("host@example.com", host, true);
    await q(`insert into session (expires_at, token, user_id) values (now() + interval '1 day', 'tok', $1)`, [hostId]);
    await user("captured@example.com", host, false);
    await user("joined@example.com", host, true);
    const careful = await user("careful@example.com", host, false);
    await q(`insert into session (expires_at, token, user_id) values (now() + interval '1 day', 'tok2', $1)`, [careful]);
    // Invited too, but signed up on their own (own household, link not used yet): not captured.
    const own = await hh("Solo's household");
    await user("solo-unverified@example.com", own, false);
    for (const email of ["captured@example.com", "joined@example.com", "careful@example.com", "solo-unverified@example.com"]) {
      await q(
        `insert into household_invite (household_id, email, invited_by, link_identifier, expires_at) values ($1, $2, $3, 'magic-link:x', now() + interval '7 days')`,
        [host, email, hostId],
      );
      await q(`insert into verification (identifier, value, expires_at) values ($1, $2, now() + interval '15 minutes')`, [
        `magic-link:${email}`,
        JSON.stringify({ email }),
      ]);
    }

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const emails = (await q(`select email from "user" order by email`)).rows.map((r) => r.email);
    expect(emails).toEqual(["careful@example.com", "host@example.com", "joined@example.com", "solo-unverified@example.com"]);
    const links = (await q(`select value from verification order by value`)).rows.map((r) => JSON.parse(String(r.value)).email);
    expect(links).toEqual(["careful@example.com", "joined@example.com", "solo-unverified@example.com"]);
    expect((await q(`select count(*)::int as n from household_invite`)).rows[0].n).toBe(0);
    const cols = (
      await q(`select column_name from information_schema.columns where table_name = 'household_invite' order by column_name`)
    ).rows.map((r) => r.column_name);
    expect(cols).toEqual(expect.arrayContaining(["token_hash", "revoked_at", "declined_at", "accepted_at", "expires_at"]));
    expect(cols).not.toContain("link_identifier");
    await client.close();
  });
});

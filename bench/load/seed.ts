import type { FastifyInstance } from "fastify";
import { buildApp } from "../../src/server/app";
import { DEFAULT_RATE_LIMITS, loadConfig } from "../../src/server/kernel/config/env";
import { CUSTOM_MEALS, dayFromToday, PANTRY, RECIPES } from "./seed-data";

import type { MailMessage, Mailer } from "../../src/server/kernel/ports/mailer";
/** A signed-in benchmark user and the ids its requests use. */
export interface BenchUser {
  email: string;
  /** Cookie request header carrying the session (pm.session_token). */
  cookie: string;
  userId: string;
  householdId: string;
  /** The household's pantry items (id, name, unit) at the end of seeding. */
  items: { id: string; name: string; unit: string }[];
  recipeIds: string[];
}

/** Keeps sent mail in memory so the seeder can read the magic-link tokens. */
class MemoryMailer implements Mailer {
  private readonly sent: MailMessage[] = [];
  async send(m: MailMessage): Promise<void> {
    this.sent.push(m);
  }
  /** The token of the newest sign-in link sent to `to`. */
  token(to: string): string {
    for (let i = this.sent.length - 1; i >= 0; i--) {
      if (this.sent[i].to !== to) continue;
      const t = this.sent[i].text.match(/\/auth\/confirm\?token=([A-Za-z0-9_%-]+)/)?.[1];
      if (t) return decodeURIComponent(t);
    }
    throw new Error(`no sign-in link was sent to ${to}`);
  }
}

/**
 * Seed `users` users in households of `perHousehold` members through the app's real code paths,
 * before the measured server starts: the app is built in this process on the same DATA_DIR /
 * DATABASE_URL (`env`) and driven with `inject`: sign-up by magic link (POST /auth/magic-link,
 * POST /auth/verify), household invitations for the other members (POST /api/households/invites,
 * the invitee's own sign-up, POST /api/invitations/{id}/accept), then per household a 42-item pantry (bulk-add), 4 recipes, 6 planned
 * meals and one weekly repeating meal, and a few quantity changes (history).
 * Only this in-process seeding app has high magic-link limits (50 sign-ins from one address
 * would pass the per-IP default of 20 per 15 min); the measured server keeps the defaults.
 * Sessions live in the database and cookies are signed with the instance secret stored there, so
 * they stay valid in the server process started afterwards.
 * @throws Error naming the call when any seeding request fails.
 */
export async function seedUsers(env: NodeJS.ProcessEnv, users: number, perHousehold: number): Promise<BenchUser[]> {
  const base = loadConfig(env);
  const config = {
    ...base,
    rateLimits: { ...DEFAULT_RATE_LIMITS, sendPerEmail: 100_000, sendPerIp: 100_000, verifyPerIp: 100_000 },
    pushReminders: false,
    historyRetentionDays: undefined,
    webDir: undefined,
  };
  const mailer = new MemoryMailer();
  const app = await buildApp(config, { mailer, logger: false });
  await app.ready();
  const origin = new URL(config.publicUrl).origin;
  try {
    const households = Math.ceil(users / perHousehold);
    const out: BenchUser[][] = [];
    // A few households at a time (the database works while the next request is built).
    for (let h = 0; h < households; h += 4) {
      const batch = Array.from({ length: Math.min(4, households - h) }, (_, i) => h + i);
      const seeded = await Promise.all(
        batch.map((n) => seedHousehold(app, mailer, origin, n, Math.min(perHousehold, users - n * perHousehold))),
      );
      out.push(...seeded);
    }
    return out.flat();
  } finally {
    await app.close();
  }
}

async function seedHousehold(app: FastifyInstance, mailer: MemoryMailer, origin: string, h: number, size: number): Promise<BenchUser[]> {
  const call = async (method: "GET" | "POST" | "PUT", url: string, cookie: string | null, body?: unknown) => {
    const res = await app.inject({
      method,
      url,
      headers: { origin, "content-type": "application/json", ...(cookie ? { cookie } : {}) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (res.statusCode >= 300) throw new Error(`seeding: ${method} ${url} answered ${res.statusCode} ${res.body}`);
    return { json: res.json() as unknown, setCookie: res.headers["set-cookie"] };
  };
  const verify = async (email: string) => {
    const { setCookie } = await call("POST", "/auth/verify", null, { token: mailer.token(email) });
    const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
    return list.map((c) => c.split(";")[0]).join("; ");
  };

  const ownerEmail = `load-h${h}-m0@example.com`;
  await call("POST", "/auth/magic-link", null, { email: ownerEmail, firstName: `Owner${h}` });
  const members = [{ email: ownerEmail, cookie: await verify(ownerEmail) }];
  for (let m = 1; m < size; m++) {
    const email = `load-h${h}-m${m}@example.com`;
    // Invitation, then the invitee's own sign-up, then an explicit accept (issue 19).
    await call("POST", "/api/households/invites", members[0].cookie, { email });
    await call("POST", "/auth/magic-link", null, { email, firstName: `Member${h}x${m}` });
    const cookie = await verify(email);
    const { invitations } = (await call("GET", "/api/invitations", cookie)).json as { invitations: { id: string }[] };
    await call("POST", `/api/invitations/${invitations[0].id}/accept`, cookie, { mode: "keep" });
    members.push({ email, cookie });
  }
  const owner = members[0].cookie;
  const me = (await call("GET", "/api/me", owner)).json as { householdId: string };
  await call("PUT", "/api/user-settings", owner, {
    householdSize: Math.max(2, size),
    allergies: [],
    dietaryPrefs: [],
    dietaryConstraints: "",
  });
  await call("POST", "/api/pantry/bulk-add", owner, { items: PANTRY, source: "receipt" });
  const recipeIds: string[] = [];
  for (const recipe of RECIPES) recipeIds.push(((await call("POST", "/api/recipes/manual", owner, { recipe })).json as { id: string }).id);
  for (let d = 0; d < 6; d++) {
    const plan =
      d % 2 === 0 ? { recipeId: recipeIds[(d / 2) % recipeIds.length] } : { customMealTitle: CUSTOM_MEALS[d % CUSTOM_MEALS.length] };
    await call("POST", "/api/meal-plans", owner, { householdId: me.householdId, ...plan, day: dayFromToday(d), mealType: "dinner" });
  }
  await call("POST", "/api/meal-plans", owner, {
    householdId: me.householdId,
    customMealTitle: "Porridge",
    day: dayFromToday(0),
    mealType: "breakfast",
    recurrenceRule: "FREQ=DAILY",
  });
  const pantry = (await call("GET", `/api/pantry/${me.householdId}`, owner)).json as {
    id: string;
    unit: string;
    product: { name: string };
  }[];
  for (const item of pantry.slice(0, 5)) await call("PUT", `/api/pantry/${item.id}`, owner, { qty: "1" });
  const items = pantry.map((i) => ({ id: i.id, name: i.product.name, unit: i.unit }));

  const out: BenchUser[] = [];
  for (const m of members) {
    const user = (await call("GET", "/api/me", m.cookie)).json as { id: string; householdId: string };
    if (user.householdId !== me.householdId) throw new Error(`seeding: ${m.email} did not join household ${h}`);
    out.push({ email: m.email, cookie: m.cookie, userId: user.id, householdId: user.householdId, items, recipeIds });
  }
  return out;
}

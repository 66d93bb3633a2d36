import { CUSTOM_MEALS, dayFromToday } from "./seed-data";
import type { BenchUser } from "./seed";

/** One HTTP call the mix makes. */
export interface Call {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  body?: unknown;
}

/** A kind of call in the mix: its name in the report, how many of 100 calls it makes, how to build it. */
export interface RouteKind {
  name: string;
  weight: number;
  build(s: UserState): Call;
  /** Told the answer (status, body) of a call built by this kind. */
  answer?(s: UserState, status: number, body: string): void;
}

/** Per-user state kept across the warm-up and measured runs. */
export interface UserState {
  user: BenchUser;
  /** This user's random numbers (seeded: the same run plays the same calls). */
  rnd: () => number;
  /** Meal plans this user added and has not removed yet. */
  planned: string[];
  /** Which route the call in flight belongs to (read when autocannon reports its latency). */
  inFlight: string | null;
}

const pick = <T>(s: UserState, list: T[]): T => list[Math.floor(s.rnd() * list.length)];

/**
 * The mix: what one signed-in user of the web client does, per 100 calls. Reading the pantry
 * dominates (every screen and every refetch after a change shows it); then the planner window,
 * the recipe box (list with pantry match, personalised ranking, one recipe), stepper changes
 * (PUT qty) and additions (POST, merging into an item of the same name and unit), planning and
 * un-planning a meal, the settings and history screens, and now and then a request for recipe
 * ideas (per-user limit 150 per 15 min: at 1 in 100 calls a user stays far below it).
 */
export const MIX: RouteKind[] = [
  { name: "GET /api/pantry/:hh", weight: 30, build: (s) => ({ method: "GET", path: `/api/pantry/${s.user.householdId}` }) },
  {
    name: "GET /api/meal-plans/:hh (7 days)",
    weight: 12,
    build: (s) => ({
      method: "GET",
      path: `/api/meal-plans/${s.user.householdId}?startDate=${dayFromToday(0)}&endDate=${dayFromToday(6)}`,
    }),
  },
  { name: "GET /api/recipes", weight: 8, build: () => ({ method: "GET", path: "/api/recipes" }) },
  { name: "GET /api/recipes/personalized", weight: 8, build: () => ({ method: "GET", path: "/api/recipes/personalized" }) },
  { name: "GET /api/recipes/:id", weight: 4, build: (s) => ({ method: "GET", path: `/api/recipes/${pick(s, s.user.recipeIds)}` }) },
  {
    name: "PUT /api/pantry/:id (stepper)",
    weight: 10,
    build: (s) => ({ method: "PUT", path: `/api/pantry/${pick(s, s.user.items).id}`, body: { qty: String(1 + Math.floor(s.rnd() * 9)) } }),
  },
  {
    name: "POST /api/pantry (add)",
    weight: 5,
    build: (s) => {
      const item = pick(s, s.user.items);
      return { method: "POST", path: "/api/pantry", body: { productName: item.name, qty: "1", unit: item.unit, source: "manual" } };
    },
  },
  {
    name: "POST|DELETE /api/meal-plans",
    weight: 6,
    build: (s) => {
      if (s.planned.length > 0 && (s.planned.length >= 3 || s.rnd() < 0.5)) {
        return { method: "DELETE", path: `/api/meal-plans/${s.planned.shift()}` };
      }
      const what = s.rnd() < 0.5 ? { recipeId: pick(s, s.user.recipeIds) } : { customMealTitle: pick(s, CUSTOM_MEALS) };
      const day = dayFromToday(Math.floor(s.rnd() * 7));
      return {
        method: "POST",
        path: "/api/meal-plans",
        body: { householdId: s.user.householdId, ...what, day, mealType: pick(s, ["lunch", "dinner"]) },
      };
    },
    answer: (s, status, body) => {
      if (status !== 201 && status !== 200) return;
      try {
        const id = (JSON.parse(body) as { id?: string }).id;
        if (id) s.planned.push(id);
      } catch {
        // a DELETE answers 204 with no body
      }
    },
  },
  { name: "GET /api/me", weight: 4, build: () => ({ method: "GET", path: "/api/me" }) },
  { name: "GET /api/user-settings", weight: 3, build: () => ({ method: "GET", path: "/api/user-settings" }) },
  { name: "GET /api/households/members", weight: 2, build: () => ({ method: "GET", path: "/api/households/members" }) },
  { name: "GET /api/history/:hh", weight: 3, build: (s) => ({ method: "GET", path: `/api/history/${s.user.householdId}` }) },
  {
    name: "GET /api/history/:hh/activity",
    weight: 2,
    build: (s) => ({ method: "GET", path: `/api/history/${s.user.householdId}/activity` }),
  },
  { name: "GET /api/analytics/:hh", weight: 2, build: (s) => ({ method: "GET", path: `/api/analytics/${s.user.householdId}` }) },
  {
    name: "POST /api/ai/recipe-ideas",
    weight: 1,
    build: (s) => ({ method: "POST", path: "/api/ai/recipe-ideas", body: { variant: Math.floor(s.rnd() * 1000) } }),
  },
];

/**
 * The headers a browser tab of the web client sends: the user's session cookie, JSON accept,
 * `Sec-Fetch-Site: same-origin`, the page's Origin on every call but GET, a JSON type with a body.
 */
export function requestHeaders(s: UserState, call: Call, origin: string): Record<string, string> {
  const h: Record<string, string> = { cookie: s.user.cookie, accept: "application/json", "sec-fetch-site": "same-origin" };
  if (call.method !== "GET") h.origin = origin;
  if (call.body !== undefined) h["content-type"] = "application/json";
  return h;
}

/** A small seeded PRNG (mulberry32): numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The order one user plays the mix in: each kind repeated `weight` times, shuffled with the
 * user's own random numbers (so users do not move in lock-step). One cycle = 100 calls.
 */
export function userSequence(s: UserState): RouteKind[] {
  const seq = MIX.flatMap((k) => Array.from({ length: k.weight }, () => k));
  for (let i = seq.length - 1; i > 0; i--) {
    const j = Math.floor(s.rnd() * (i + 1));
    [seq[i], seq[j]] = [seq[j], seq[i]];
  }
  return seq;
}

import type { FastifyInstance } from "fastify";
import { buildApp, type BuildOptions } from "../../src/server/app";
import { loadConfig } from "../../src/server/kernel/config/env";
import { matchFood } from "../../src/shared/food/match";
import { seededRandom } from "../load/mix";
import { seedUsers, type BenchUser } from "../load/seed";
import { benchRecipes, extraPantryLines } from "./seed-data";

/** Pantry items and recipes the measured household holds (issue 10 item 2). */
export const PANTRY_ITEMS = 200;
export const RECIPE_COUNT = 300;
/** Feedback rows (like/dislike/saved, some rated) and cooked rows the household gave its recipes. */
const FEEDBACK_ROWS = 60;
const COOKED_ROWS = 30;

/** The measured user: its cookie and ids, and what its household holds once seeded. */
export interface ApiBenchUser extends BenchUser {
  pantryItems: number;
  recipes: number;
}

/** The app as the seeder and the query counter build it in this process (same store as the server). */
export async function buildLocalApp(env: NodeJS.ProcessEnv, database?: BuildOptions["database"]) {
  const config = { ...loadConfig(env), pushReminders: false, historyRetentionDays: undefined, webDir: undefined };
  const app = await buildApp(config, { logger: false, database });
  await app.ready();
  return { app, origin: new URL(config.publicUrl).origin };
}

/**
 * Seed one signed-in user (bench/load/seed.ts: sign-up by magic link, 42 items, 4 recipes, meal
 * plans), then through the real routes in this process: settings with one allergy and one diet
 * (so diet warnings are worked out), pantry lines of other foods up to PANTRY_ITEMS items,
 * recipes up to RECIPE_COUNT, and FEEDBACK_ROWS + COOKED_ROWS recipe interactions.
 * @throws Error naming the call when a request fails or the counts do not come out as planned.
 */
export async function seedApiUser(env: NodeJS.ProcessEnv): Promise<ApiBenchUser> {
  const [user] = await seedUsers(env, 1, 1);
  const { app, origin } = await buildLocalApp(env);
  try {
    const call = callAs(app, origin, user.cookie);
    await call("PUT", "/api/user-settings", {
      householdSize: 3,
      allergies: ["Peanuts"],
      dietaryPrefs: ["Vegetarian"],
      dietaryConstraints: "",
    });
    const taken = new Set(user.items.map((i) => matchFood(i.name)?.food.id).filter((x): x is string => Boolean(x)));
    const lines = extraPantryLines(taken, PANTRY_ITEMS - user.items.length);
    await call("POST", "/api/pantry/bulk-add", { items: lines, source: "manual" });
    const pantry = (await call("GET", `/api/pantry/${user.householdId}`)) as { product: { name: string } }[];
    if (pantry.length !== PANTRY_ITEMS) throw new Error(`seeding: pantry holds ${pantry.length} items, not ${PANTRY_ITEMS}`);
    const recipeIds = [...user.recipeIds];
    for (const recipe of benchRecipes(
      pantry.map((i) => i.product.name),
      RECIPE_COUNT - recipeIds.length,
    ))
      recipeIds.push(((await call("POST", "/api/recipes/manual", { recipe })) as { id: string }).id);
    const rnd = seededRandom(5);
    const types = ["like", "like", "saved", "dislike"] as const;
    for (let i = 0; i < FEEDBACK_ROWS + COOKED_ROWS; i++) {
      const recipeId = recipeIds[Math.floor(rnd() * recipeIds.length)];
      const interactionType = i < FEEDBACK_ROWS ? types[i % types.length] : "cooked";
      const rating = i % 3 === 0 ? 1 + Math.floor(rnd() * 5) : null;
      await call("POST", "/api/recipe-interactions", { recipeId, interactionType, rating });
    }
    return { ...user, recipeIds, pantryItems: pantry.length, recipes: recipeIds.length };
  } finally {
    await app.close();
  }
}

/** A JSON caller of `app` signed in with `cookie`; answers the parsed body. @throws Error on a status ≥ 300. */
export function callAs(app: FastifyInstance, origin: string, cookie: string) {
  return async (method: "GET" | "POST" | "PUT", url: string, body?: unknown): Promise<unknown> => {
    const res = await app.inject({
      method,
      url,
      headers: { origin, cookie, "content-type": "application/json" },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    if (res.statusCode >= 300) throw new Error(`seeding: ${method} ${url} answered ${res.statusCode} ${res.body.slice(0, 500)}`);
    return res.json() as unknown;
  };
}

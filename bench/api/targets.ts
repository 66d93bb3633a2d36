import type { ApiBenchUser } from "./seed";

/** One HTTP request as autocannon and `inject` take it. */
export interface BenchRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: string;
}

/** A measured route: its name in the tables and the request a user sends (`i` varies the body). */
export interface Target {
  name: string;
  /** Which server answers it: the app, or the bare Fastify process. */
  server: "app" | "bare";
  request(user: ApiBenchUser, i: number): BenchRequest;
}

/** Headers of a signed-in browser call (cookie, same-origin fetch). */
function userHeaders(user: ApiBenchUser): Record<string, string> {
  return { cookie: user.cookie, accept: "application/json", "sec-fetch-site": "same-origin" };
}

/** The bare route: `GET /bare` answering {ok:true} from a Fastify instance with nothing registered. */
export const BARE: Target = {
  name: "bare Fastify GET /bare",
  server: "bare",
  request: () => ({ method: "GET", path: "/bare", headers: { accept: "application/json" } }),
};

/** The three app routes of issue 10 item 2, in the order they are measured. */
export const APP_TARGETS: Target[] = [
  {
    name: "GET /api/pantry/{householdId}",
    server: "app",
    request: (u) => ({ method: "GET", path: `/api/pantry/${u.householdId}`, headers: userHeaders(u) }),
  },
  {
    name: "GET /api/recipes/personalized",
    server: "app",
    request: (u) => ({ method: "GET", path: "/api/recipes/personalized", headers: userHeaders(u) }),
  },
  {
    name: "POST /api/ai/recipe-ideas",
    server: "app",
    // A new variant per request, as the Regenerate button sends (the engine caches nothing by it).
    request: (u, i) => ({
      method: "POST",
      path: "/api/ai/recipe-ideas",
      headers: { ...userHeaders(u), "content-type": "application/json" },
      body: JSON.stringify({ variant: i % 50 }),
    }),
  },
];

import type { RouteEntry } from "../../../src/server/app";
import { BrowserKeys } from "../fakes/push-service";
import { PUBLIC_URL } from "../test-server";
import type { FormPart } from "./authz-multipart";
import { recipeArchiveSample, type HouseholdIds } from "./seed-household";

/**
 * What B's request with A's ids must get:
 * - denied: 404 or 403 (the route names one of A's objects in its path or body);
 * - own:    the route acts only on the caller's own account or household (A's ids in the body are
 *           ignored or refused); any non-5xx answer, and it must carry none of A's data;
 * - invalid: 400, only where no valid body can name A's data (the reason is in `why`).
 */
export type Expectation = "denied" | "own" | "invalid";

/** Who sends a route's request in the replay (default: B's owner). */
export type Caller = "owner" | "member" | "empty" | "throwaway";

/** A request body/query to send to one route, built from the ids of the household under attack. */
export interface Sample {
  body?: unknown;
  query?: Record<string, string>;
  /** multipart/form-data fields instead of a JSON body. */
  form?: FormPart[];
  /** A raw body (PUT of an upload link). */
  raw?: { contentType: string; payload: Buffer };
  expect?: Expectation;
  why?: string;
  caller?: Caller;
}

/** Test images the samples need: a small JPEG (bytes) and the same as a PNG data URL. */
export interface Fixtures {
  jpeg: Buffer;
  pngDataUrl: string;
}

/**
 * Routes that are not household-scoped, each with the reason. Everything else in app.routeTable
 * must answer 401 without a session. Each entry is exercised with A's ids by the matrix test
 * ("public routes give nothing of A away").
 */
export const PUBLIC_ROUTES: { match: (method: string, url: string) => boolean; why: string }[] = [
  { match: (m, u) => m === "POST" && u === "/auth/magic-link", why: "signing in starts without a session; the answer is the same for every address" },
  { match: (m, u) => m === "POST" && u === "/auth/verify", why: "the one-time token is the credential; it is not a household id" },
  {
    match: (m, u) => m === "POST" && u === "/auth/invitation",
    why: "shows an invitation to whoever holds its mailed token (inviter, household name, invited address); it spends and changes nothing",
  },
  { match: (_m, u) => u === "/healthz", why: "liveness probe for the process manager; says only {status: ok}" },
  { match: (_m, u) => u === "/api/placeholder/:token", why: "a picture drawn from the token's hash alone (no user text, no database)" },
  { match: (_m, u) => u === "/api/docs" || u.startsWith("/api/docs/"), why: "the OpenAPI document and its viewer: static, no data" },
  {
    match: (_m, u) => u === "/api/calendar/:secret.ics",
    why: "a private calendar feed (issue 23): the 256-bit secret in the URL is the credential (stored hashed); any other value is 404",
  },
];

export const isPublicRoute = (r: RouteEntry) => PUBLIC_ROUTES.some((p) => p.match(r.method, r.url));

/** Path parameters by `METHOD url:param`, then `resource:param` (resource = the segment after /api/), then `param`. */
const PATH_IDS: Record<string, (ids: HouseholdIds) => string> = {
  householdId: (i) => i.householdId,
  itemId: (i) => i.itemId,
  file: (i) => i.imageFile,
  "images:token": (i) => i.uploadToken,
  "recipes:id": (i) => i.recipeId,
  "meal-plans:id": (i) => i.planId,
  "DELETE /api/meal-plans/:id/cooked:id": (i) => i.cookedPlanId,
  "receipts:id": (i) => i.receiptId,
  "shopping-list:itemId": (i) => i.shoppingItemId,
  restockId: (i) => i.restockId,
  importId: (i) => i.importId,
  "households:id": (i) => i.inviteId,
  "invitations:id": (i) => i.inviteId,
  "api-tokens:id": (i) => i.apiTokenId,
  // The feed's secret: A's household id (an id B may know) is no secret of any link → 404.
  "calendar:secret": (i) => i.householdId,
};

/**
 * The value of path parameter `param` of `route` taken from `ids`.
 * @throws Error "no id for param X in route Y" for a parameter the table does not know, so a new
 *   route cannot silently skip the matrix.
 */
export function pathId(route: RouteEntry, param: string, ids: HouseholdIds): string {
  const resource = route.url.split("/")[2];
  const pick = PATH_IDS[`${route.method} ${route.url}:${param}`] ?? PATH_IDS[`${resource}:${param}`] ?? PATH_IDS[param];
  if (!pick) throw new Error(`no id for param ${param} in route ${route.method} ${route.url}`);
  return pick(ids);
}

/** The route's URL with every `:param` filled from `ids` (HEAD uses its GET twin's parameters). */
export function fillPath(route: RouteEntry, ids: HouseholdIds): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_, p: string) => encodeURIComponent(pathId(route, p, ids)));
}

const exportDoc = (a: HouseholdIds, f: Fixtures) => {
  const at = new Date().toISOString();
  const recipe = {
    id: a.recipeId, title: "Imported soup", description: null, cuisineTag: null, prepMin: null, cookMin: null, servings: 2,
    imageUrl: a.imageUrl, sourceUrl: null, recipeUrl: null, instructions: "Boil.", ingredients: [], baseScore: 10,
    healthScore: null, calories: null, mealType: null, difficultyLevel: null, origin: "manual", createdAt: at, updatedAt: at,
  };
  return {
    version: 1,
    exportedAt: at,
    settings: { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "" },
    products: [{ id: a.productId, name: "Imported rice", brand: null, category: "pantry", imageUrl: a.imageUrl, barcode: null, foodId: null, createdAt: at }],
    pantryItems: [{ id: a.itemId, productId: a.productId, qty: "1", unit: "kg", source: "manual", expiresOn: null, createdAt: at, updatedAt: at }],
    recipes: [recipe],
    mealPlans: [
      { id: a.planId, recipeId: a.recipeId, day: a.planDay, mealType: "dinner", servings: 2, status: "planned", customMealTitle: null,
        customMealLink: null, notes: null, isCooked: false, recurrenceRule: null, createdAt: at },
    ],
    history: [{ pantryItemId: a.itemId, action: "add", delta: "1", unit: "kg", productName: "Imported rice", productBrand: null, productCategory: "pantry", meta: { source: "manual" }, createdAt: at }],
    images: [{ url: a.imageUrl, contentType: "image/jpeg", base64: f.jpeg.toString("base64") }],
  };
};

const idea = (a: HouseholdIds) => ({
  title: "Borrowed stew", description: "A stew.", mealType: "dinner", difficultyLevel: "easy", pantryMatch: false, pantryMatchPercentage: 0,
  estimatedPrepTime: 5, estimatedCookTime: 20, servings: 2, pantryIngredients: [], keyIngredients: ["beans"],
  allIngredients: [{ name: "beans", amount: "1 can", fromPantry: false }], nutritionHighlights: [], chefTips: [],
  wineRecommendation: "", cookingInstructions: ["Heat the beans."], recipeLink: "", imageUrl: a.imageUrl, mainDish: "stew",
  sideDishes: [], dietaryFlags: [],
});

const reminders = { timeZone: "UTC", meals: Object.fromEntries(["breakfast", "lunch", "dinner", "snack"].map((m) => [m, { enabled: false, time: "08:00" }])) };

/**
 * Per route (`METHOD url`): the body/query B sends, filled with A's ids wherever the schema has
 * an id-like field, and what B must get. A route with a body or querystring schema that is missing
 * here fails the matrix test ("no sample body for …").
 */
export function samples(a: HouseholdIds, f: Fixtures): Record<string, Sample> {
  const own = (why: string, s: Sample = {}): Sample => ({ ...s, expect: "own", why });
  return {
    "POST /api/logout": own("signs the caller out, nothing else", { body: {}, caller: "throwaway" }),
    "DELETE /api/account": own("deletes the caller's own account", { caller: "throwaway" }),
    "POST /api/households/leave": own("moves the caller out of their own household", { body: {}, caller: "member" }),
    "POST /api/households/invites": own("an invitation into the caller's household; it moves nobody: only A's member's own accept could", {
      body: { email: a.memberEmail },
    }),
    "POST /api/invitations/:id/accept": { body: { mode: "bring" } },
    "POST /api/invitations/:id/decline": { body: {} },
    "PUT /api/account/profile": own("the caller's own name", { body: { firstName: "Mallory" } }),
    "POST /api/account/import": own("loads a file into the caller's own (empty) household; every row gets a new id", {
      body: exportDoc(a, f),
      caller: "empty",
    }),
    "PUT /api/user-settings": own("the caller's settings", { body: { householdSize: 1, allergies: [], dietaryPrefs: [], dietaryConstraints: "" } }),
    "PUT /api/push/reminders": own("the caller's reminder times", { body: reminders }),
    "POST /api/api-tokens": own("a token of the caller's own, acting in the caller's household; no ids in the body", { body: { name: "Borrowed script" } }),
    "PUT /api/push/use-soon": own("the caller's use-soon digest switch and time", { body: { enabled: true, time: "08:00", timeZone: "UTC" } }),
    "POST /api/push/subscribe": { body: { endpoint: a.pushEndpoint, keys: new BrowserKeys().subscriptionKeys }, expect: "denied" },
    "POST /api/push/unsubscribe": own("unknown endpoints are a no-op (same answer), so it neither reveals nor removes A's device", {
      body: { endpoint: a.pushEndpoint },
    }),
    "POST /api/push/test": { body: { userId: a.userId }, expect: "denied" },
    "POST /api/pantry": { body: { householdId: a.householdId, productId: a.productId, qty: "1", unit: "g" }, expect: "denied" },
    "POST /api/pantry/bulk-add": own("adds to the caller's pantry; no ids in the body", { body: { items: [{ productName: "Oats", qty: "1", unit: "kg" }] } }),
    "PUT /api/pantry/:itemId": { body: { qty: "0" } },
    "PUT /api/pantry/:itemId/product": { body: { name: "Hijacked" } },
    "POST /api/products/lookup": own("finds or makes the caller's own product; A's typed name stays A's (issue 19)", {
      body: { barcode: a.barcode },
    }),
    "POST /api/products": own("names the barcode for the caller's household", { body: { barcode: a.barcode, name: "Renamed cocoa" } }),
    "POST /api/receipts": {
      form: [
        { name: "householdId", value: a.householdId },
        { name: "ocrText", value: "MILK 1.00" },
        { name: "receipt", filename: "r.jpg", type: "image/jpeg", data: f.jpeg },
      ],
      expect: "denied",
    },
    "PUT /api/images/uploads/:token": { raw: { contentType: "image/jpeg", payload: f.jpeg } },
    "POST /api/images/normalize": { body: { uploadURL: a.uploadedUrl }, expect: "denied" },
    "POST /api/ai/recipe-ideas": own("ideas from the caller's own pantry", { body: {} }),
    "POST /api/ai/process-receipt": own("parses the text it is given", { body: { ocrText: "MILK 1.99\nBREAD 2.49" } }),
    "POST /api/ai/recognize-food": own("reads the photo it is given; barcodes resolve in the caller's household", { body: { imageData: f.pngDataUrl } }),
    "POST /api/recipes/save-ai-recipe": own("saves into the caller's household; another household's image is not taken over", { body: { recipe: idea(a) } }),
    "POST /api/recipes/manual": {
      body: { recipe: { title: "Soup", instructions: "Boil.", servings: "2", imageUrl: a.imageUrl, ingredients: [{ name: "water", qty: "1", unit: "cup" }] } },
      expect: "denied",
    },
    "PUT /api/recipes/:id": { body: { imageUrl: a.imageUrl } },
    "POST /api/recipes/:id/cooked": { body: { servings: 2 } },
    "POST /api/recipes/from-url": {
      body: { url: `${PUBLIC_URL}/api/recipes/${a.recipeId}` },
      expect: "invalid",
      why: "the importer fetches only public addresses (SSRF guard): this server's own URL of A's recipe is refused with 400",
    },
    "POST /api/recipes/parse-text": own("reads only the text it is given and stores nothing", {
      body: { text: "Soup\nIngredients\n1 cup water\nMethod\nBoil it." },
    }),
    "POST /api/recipes/from-draft": own("stores the draft it is given in the caller's household; no ids in the body", {
      body: { draft: { title: "Soup", description: null, ingredients: [{ line: "1 cup water", section: null }], steps: [{ text: "Boil it.", section: null }], servings: 2, yields: null, prepMin: null, cookMin: null, totalMin: null, sourceUrl: null, tags: [], rating: null, notes: null, declaredNutrition: null } },
    }),
    "POST /api/recipes/import-archive": own("reads the file it is given into a preview of the caller's household; no ids in the body", {
      form: [{ name: "archive", filename: "recipe.json", type: "application/json", data: recipeArchiveSample("Borrowed chowder") }],
    }),
    "POST /api/recipes/import-archive/:importId/start": { body: { indices: [0] } },
    "POST /api/recipe-interactions": { body: { recipeId: a.recipeId, interactionType: "dislike" }, expect: "denied" },
    "POST /api/meal-plans": { body: { householdId: a.householdId, recipeId: a.recipeId, day: a.planDay, mealType: "dinner" }, expect: "denied" },
    "GET /api/meal-plans/:householdId": { query: { startDate: a.planDay, endDate: a.planDay } },
    "HEAD /api/meal-plans/:householdId": { query: { startDate: a.planDay, endDate: a.planDay } },
    "PUT /api/meal-plans/:id": { query: { day: a.planDay }, body: { notes: "hijacked" } },
    "DELETE /api/meal-plans/:id": { query: { day: a.planDay } },
    "POST /api/meal-plans/:id/cooked": { query: {}, body: { deductions: [{ pantryItemId: a.itemId, take: 1 }] } },
    "POST /api/shopping-list/items": own("a line on the caller's list; no ids in the body", { body: { name: "Milk", qty: "1", unit: "cups" } }),
    "PUT /api/shopping-list/items/:itemId": { body: { checked: true, name: "Hijacked" } },
    "POST /api/shopping-list/from-plan": own("the caller's own plan in a date range; no ids in the body", { body: { startDate: a.planDay, endDate: a.planDay } }),
    "POST /api/shopping-list/from-recipe": { body: { recipeId: a.recipeId }, expect: "denied" },
    "POST /api/shopping-list/from-idea": own("an idea's ingredients onto the caller's list", {
      body: { idea: { title: "Stew", servings: 2, allIngredients: [{ name: "beans", amount: "1 can" }] } },
    }),
    "POST /api/shopping-list/restock": own("lines are looked up in the caller's household: A's line ids match nothing, so nothing of A is bought", {
      body: { itemIds: [a.shoppingItemId] },
    }),
  };
}

/**
 * Query keys of the data that more than one feature (or src/web/lib) reads or refreshes: one
 * factory per server resource. Keys used by a single feature live in that feature's
 * `api/<feature>-keys.ts`; a feature never spells a key itself.
 *
 * A key is the API path's segments, so SPEC §7's default query function (segments joined by "/")
 * can fetch it. `all` is the prefix of every query of the resource: invalidating it refreshes them
 * all. The arrays must not change: the service worker keeps answers by path, and cached queries
 * are found by these exact keys.
 */

const PANTRY = "/api/pantry";
const SHOPPING_LIST = "/api/shopping-list";
const RECIPES = "/api/recipes";
const RECIPE_INTERACTIONS = "/api/recipe-interactions";
const HISTORY = "/api/history";
const ANALYTICS = "/api/analytics";
const ME = "/api/me";
const USER_SETTINGS = "/api/user-settings";

/** The household's pantry lists: GET /api/pantry/{householdId}. */
export const pantryKeys = {
  all: [PANTRY] as const,
  list: (householdId: string) => [PANTRY, householdId] as const,
};

/** The household's shopping list: GET /api/shopping-list/{householdId}. */
export const shoppingListKeys = {
  all: [SHOPPING_LIST] as const,
  list: (householdId: string) => [SHOPPING_LIST, householdId] as const,
};

/**
 * Recipes: the plain list (GET /api/recipes; the same array as `all`, so refresh only it with
 * `exact: true`), the personalized list and each recipe by id.
 */
export const recipesKeys = {
  all: [RECIPES] as const,
  list: [RECIPES] as const,
  personalized: [RECIPES, "personalized"] as const,
  detail: (id: string) => [RECIPES, id] as const,
};

/** Prefix of every meal plan query (the planner's own keys: features/meal-plans/api/meal-plans-keys.ts); cook mode refreshes them. */
export const mealPlansRootKey = ["/api/meal-plans"] as const;

/** The signed-in user's likes, dislikes, saves and cooks: GET /api/recipe-interactions. */
export const recipeInteractionsKeys = {
  all: [RECIPE_INTERACTIONS] as const,
};

/** Pantry history: GET /api/history/{householdId} and …/activity. */
export const historyKeys = {
  all: [HISTORY] as const,
  list: (householdId: string) => [HISTORY, householdId] as const,
  activity: (householdId: string) => [HISTORY, householdId, "activity"] as const,
};

/** Household analytics: GET /api/analytics/{householdId}. */
export const analyticsKeys = {
  all: [ANALYTICS] as const,
  detail: (householdId: string) => [ANALYTICS, householdId] as const,
};

/** The signed-in user (GET /api/me; the auth gate watches it). */
export const meKeys = {
  all: [ME] as const,
};

/** The signed-in user's settings: GET /api/user-settings. */
export const userSettingsKeys = {
  all: [USER_SETTINGS] as const,
};

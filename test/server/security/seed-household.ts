import { randomInt } from "node:crypto";
import sharp from "sharp";
import { BrowserKeys } from "../fakes/push-service";
import { joinByInvitation } from "../seeds/invitations";
import { PUBLIC_URL, type TestServer } from "../test-server";
import { multipartBody } from "./authz-multipart";

/** Every kind of object a household can own, by id (what the authorization matrix fills requests with). */
export interface HouseholdIds {
  householdId: string;
  userId: string;
  memberId: string;
  ownerEmail: string;
  memberEmail: string;
  itemId: string;
  productId: string;
  /** A barcode the household named (POST /api/products) and its product and pantry item. */
  barcode: string;
  barcodeProductId: string;
  recipeId: string;
  /** The recipe's stored image: "/api/images/{householdId}/{file}". */
  imageUrl: string;
  imageFile: string;
  /** An upload link nobody has PUT to yet (its token), and one with an uploaded, not yet normalised file. */
  uploadToken: string;
  uploadedUrl: string;
  /** A single planned meal (for the recipe), a weekly custom meal and a meal already cooked; the day of each. */
  planId: string;
  planDay: string;
  seriesId: string;
  cookedPlanId: string;
  interactionId: string;
  receiptId: string;
  pushEndpoint: string;
  historyIds: string[];
  /** An open invitation the household sent (to `${tag}-guest@example.com`). */
  inviteId: string;
  /** An unticked shopping-list line and a restock not undone ("" while the shopping list module is not registered). */
  shoppingItemId: string;
  restockId: string;
  /** A recipe-archive import left at its preview (POST /api/recipes/import-archive). */
  importId: string;
  /** The owner's personal API token (issue 23 item 5; the owner also has a calendar link). */
  apiTokenId: string;
}

/** A seeded household: its two members' sessions, its ids, and the texts only it uses. */
export interface SeededHousehold {
  owner: { cookie: string };
  member: { cookie: string };
  ids: HouseholdIds;
  /** Distinctive texts typed into this household's objects (names, notes, settings). */
  names: string[];
}

/** A one-recipe schema.org JSON file, the smallest recipe archive the import reads. */
export const recipeArchiveSample = (title: string): Buffer =>
  Buffer.from(
    JSON.stringify({ "@context": "https://schema.org", "@type": "Recipe", name: title, recipeIngredient: ["1 cup water"], recipeInstructions: "Boil." }),
  );

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/**
 * Fill a new household with one of every kind of object through the real API (issue 9 item 1):
 * owner + a second member who signed up and accepted an invitation, an open invitation, a pantry item, a named barcode product with an
 * item, a manual recipe with an uploaded image, an unused and an uploaded upload link, a planned,
 * a weekly and a cooked meal, a recipe like, a receipt, a push subscription, reminders, settings
 * and a profile, a shopping-list line and a restock. Every text that names something starts with `tag` (e.g. "Quokka"), so a test can
 * search answers for it. Input: the test server and the tag. Output: SeededHousehold.
 * @throws Error naming the call when any seeding call does not answer 2xx.
 */
export async function seedHousehold(t: TestServer, tag: string): Promise<SeededHousehold> {
  const low = tag.toLowerCase();
  const owner = await t.signUp(`${low}-owner@example.com`, `${tag}owner`);
  const call = t.as(owner.cookie);
  const ok = async (method: "GET" | "POST" | "PUT" | "DELETE", url: string, body?: unknown) => {
    const res = await call(method, url, body);
    if (res.statusCode >= 300) throw new Error(`seed ${tag}: ${method} ${url} → ${res.statusCode} ${res.body}`);
    return res.body ? res.json() : null;
  };
  const hh = owner.user.householdId;

  const memberEmail = `${low}-member@example.com`;
  const joined = await joinByInvitation(t, owner.cookie, memberEmail, { firstName: `${tag}member` });
  const member = { cookie: joined.cookie };
  const memberMe = joined.user;
  if (memberMe.householdId !== hh) throw new Error(`seed ${tag}: the invited member did not join`);
  // An invitation still open (the matrix tries to revoke, accept and decline it as B).
  await ok("POST", "/api/households/invites", { email: `${low}-guest@example.com` });
  const inviteId = ((await ok("GET", "/api/households/members")) as { invites: { id: string }[] }).invites[0].id;

  await ok("PUT", "/api/account/profile", { firstName: `${tag}owner`, lastName: `${tag}son` });
  await ok("PUT", "/api/user-settings", { householdSize: 3, allergies: ["Peanuts"], dietaryPrefs: [], dietaryConstraints: `${tag} hates anchovies` });
  const item = await ok("POST", "/api/pantry", { productName: `${tag} saffron`, qty: "3", unit: "g", source: "manual" });
  await ok("PUT", `/api/pantry/${item.id}`, { qty: "2.5" });
  // 13 random digits: a barcode no other household has named.
  const barcode = `${randomInt(1e6, 1e7)}${randomInt(1e5, 1e6)}`;
  const named = await ok("POST", "/api/products", { barcode, name: `${tag} cocoa`, category: "pantry" });
  await ok("POST", "/api/pantry", { productId: named.id, qty: "1", unit: "pieces", source: "barcode" });

  const recipe = await ok("POST", "/api/recipes/manual", {
    recipe: {
      title: `${tag} tagine`,
      instructions: `Stir the ${tag} saffron into the pot.`,
      servings: "2",
      ingredients: [{ name: "saffron", qty: "1", unit: "g" }],
    },
  });
  const jpeg = await sharp({ create: { width: 16, height: 12, channels: 3, background: "#c84" } }).jpeg().toBuffer();
  const putImage = (uploadURL: string) =>
    t.app.inject({ method: "PUT", url: uploadURL, headers: { cookie: owner.cookie, origin: PUBLIC_URL, "content-type": "image/jpeg" }, payload: jpeg });
  const first = (await ok("POST", "/api/images/upload")).uploadURL as string;
  if ((await putImage(first)).statusCode !== 200) throw new Error(`seed ${tag}: image PUT failed`);
  const { imageUrl } = await ok("POST", "/api/images/normalize", { uploadURL: first });
  await ok("PUT", `/api/recipes/${recipe.id}`, { imageUrl });
  const unused = (await ok("POST", "/api/images/upload")).uploadURL as string;
  const uploadedUrl = (await ok("POST", "/api/images/upload")).uploadURL as string;
  if ((await putImage(uploadedUrl)).statusCode !== 200) throw new Error(`seed ${tag}: second image PUT failed`);

  const planDay = day(2);
  const plan = await ok("POST", "/api/meal-plans", { householdId: hh, recipeId: recipe.id, day: planDay, mealType: "dinner", servings: 2 });
  const series = await ok("POST", "/api/meal-plans", {
    customMealTitle: `${tag} pizza night`,
    notes: `${tag} extra cheese`,
    day: planDay,
    mealType: "lunch",
    recurrenceRule: "FREQ=WEEKLY",
  });
  const cooked = await ok("POST", "/api/meal-plans", { recipeId: recipe.id, day: day(0), mealType: "breakfast" });
  await ok("POST", `/api/meal-plans/${cooked.id}/cooked`);
  const interaction = await ok("POST", "/api/recipe-interactions", { recipeId: recipe.id, interactionType: "like", rating: 5 });

  const form = multipartBody([
    { name: "householdId", value: hh },
    { name: "ocrText", value: `${tag} grocer\nSAFFRON 3.99` },
    { name: "receipt", filename: "receipt.jpg", type: "image/jpeg", data: jpeg },
  ]);
  const receiptRes = await t.app.inject({
    method: "POST",
    url: "/api/receipts",
    headers: { cookie: owner.cookie, origin: PUBLIC_URL, "content-type": form.contentType },
    payload: form.payload,
  });
  if (receiptRes.statusCode !== 201) throw new Error(`seed ${tag}: receipt ${receiptRes.statusCode} ${receiptRes.body}`);

  const archive = multipartBody([{ name: "archive", filename: "recipe.json", type: "application/json", data: recipeArchiveSample(`${tag} chowder`) }]);
  const importRes = await t.app.inject({
    method: "POST",
    url: "/api/recipes/import-archive",
    headers: { cookie: owner.cookie, origin: PUBLIC_URL, "content-type": archive.contentType },
    payload: archive.payload,
  });
  if (importRes.statusCode !== 201) throw new Error(`seed ${tag}: recipe import ${importRes.statusCode} ${importRes.body}`);

  const pushEndpoint = `https://fcm.googleapis.com/fcm/send/${low}-${randomInt(1e9)}`;
  await ok("POST", "/api/push/subscribe", { endpoint: pushEndpoint, keys: new BrowserKeys().subscriptionKeys });
  const meals = { enabled: true, time: "18:00" };
  await ok("PUT", "/api/push/reminders", { timeZone: "Europe/Berlin", meals: { breakfast: meals, lunch: meals, dinner: meals, snack: meals } });
  // A personal API token and a calendar link (issue 23): B must neither see, revoke nor use them.
  const apiTokenId = (await ok("POST", "/api/api-tokens", { name: `${tag} script` })).id as string;
  await ok("POST", "/api/calendar-feed");
  let shoppingItemId = "";
  let restockId = "";
  if (t.app.routeTable.some((r) => r.url === "/api/shopping-list/items")) {
    shoppingItemId = (await ok("POST", "/api/shopping-list/items", { name: `${tag} figs`, qty: "6", unit: "pieces" })).id;
    const bought = await ok("POST", "/api/shopping-list/items", { name: `${tag} dates`, qty: "1", unit: "pieces" });
    restockId = (await ok("POST", "/api/shopping-list/restock", { itemIds: [bought.id] })).restockId;
  }
  const history = (await ok("GET", `/api/history/${hh}`)) as { id: string }[];

  const ids: HouseholdIds = {
    householdId: hh,
    userId: owner.user.id,
    memberId: memberMe.id,
    ownerEmail: owner.email,
    memberEmail,
    itemId: item.id,
    productId: item.product.id,
    barcode,
    barcodeProductId: named.id,
    recipeId: recipe.id,
    imageUrl,
    imageFile: imageUrl.split("/").at(-1)!,
    uploadToken: unused.split("/").at(-1)!,
    uploadedUrl,
    planId: plan.id,
    planDay,
    seriesId: series.id,
    cookedPlanId: cooked.id,
    interactionId: interaction.id,
    receiptId: receiptRes.json().id,
    pushEndpoint,
    historyIds: history.map((h) => h.id),
    inviteId,
    shoppingItemId,
    restockId,
    importId: importRes.json().importId,
    apiTokenId,
  };
  return { owner, member, ids, names: [`${tag}owner`, `${tag}member`, `${tag}son`, `${tag} saffron`, `${tag} tagine`, `${tag} pizza`, `${tag} extra cheese`, `${tag} hates anchovies`, `${tag} grocer`, `${tag} script`] };
}

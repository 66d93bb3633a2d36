import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getTestServer, type TestServer } from "../../../../test/server/test-server";

let t: TestServer;
let veg: Awaited<ReturnType<TestServer["signUp"]>>;
beforeAll(async () => {
  t = await getTestServer();
  veg = await t.signUp("veggie@example.com", "Vera");
  const res = await t.as(veg.cookie)("PUT", "/api/user-settings", {
    householdSize: 2,
    allergies: ["Peanuts"],
    dietaryPrefs: ["Vegetarian"],
    dietaryConstraints: "",
  });
  expect(res.statusCode, res.body).toBe(200);
});
afterAll(async () => t?.close());

describe("SPEC §5 diet warnings follow the user's settings", () => {
  it("pantry items carry the flags that matter to this user", async () => {
    for (const productName of ["Chicken thighs", "Peanut butter", "Carrots"]) {
      await t.as(veg.cookie)("POST", "/api/pantry", { productName, qty: "1", unit: "pieces", source: "manual" });
    }
    const items = (await t.as(veg.cookie)("GET", `/api/pantry/${veg.user.householdId}`)).json() as {
      product: { name: string };
      dietFlags: string[];
      source: string;
    }[];
    const flags = Object.fromEntries(items.filter((i) => i.source !== "sample").map((i) => [i.product.name, i.dietFlags]));
    expect(flags).toEqual({ "Chicken thighs": ["Contains meat"], "Peanut butter": ["Contains nuts"], Carrots: [] });
  });

  it("recipes carry the idea warnings in list, ranking and detail", async () => {
    const created = await t.as(veg.cookie)("POST", "/api/recipes/manual", {
      recipe: { title: "Satay chicken", ingredients: [{ name: "chicken breast" }, { name: "peanuts" }, { name: "lime" }] },
    });
    const safe = await t.as(veg.cookie)("POST", "/api/recipes/manual", {
      recipe: { title: "Carrot soup", ingredients: [{ name: "carrots" }, { name: "onion" }] },
    });
    const want = ["Not vegetarian-friendly", "ALLERGY WARNING: Contains Peanuts"];
    expect((await t.as(veg.cookie)("GET", `/api/recipes/${created.json().id}`)).json().dietFlags).toEqual(want);
    for (const url of ["/api/recipes", "/api/recipes/personalized"]) {
      const list = (await t.as(veg.cookie)("GET", url)).json() as { id: string; dietFlags: string[] }[];
      expect(list.find((r) => r.id === created.json().id)!.dietFlags, url).toEqual(want);
      expect(list.find((r) => r.id === safe.json().id)!.dietFlags, url).toEqual([]);
    }
  });

  it("a settings change shows on the next read (answers remembered per name are keyed by the settings)", async () => {
    const created = await t.as(veg.cookie)("POST", "/api/recipes/manual", {
      recipe: { title: "Cheese omelette", ingredients: [{ name: "eggs" }, { name: "cheddar" }, { name: "peanuts" }] },
    });
    await t.as(veg.cookie)("POST", "/api/pantry", { productName: "Greek yogurt", qty: "1", unit: "pieces", source: "manual" });
    const read = async () => {
      const pantry = (await t.as(veg.cookie)("GET", `/api/pantry/${veg.user.householdId}`)).json() as {
        product: { name: string };
        dietFlags: string[];
      }[];
      const ranked = (await t.as(veg.cookie)("GET", "/api/recipes/personalized")).json() as { id: string; dietFlags: string[] }[];
      return {
        yogurt: pantry.find((i) => i.product.name === "Greek yogurt")!.dietFlags,
        omelette: ranked.find((r) => r.id === created.json().id)!.dietFlags,
      };
    };
    expect(await read()).toEqual({ yogurt: [], omelette: ["ALLERGY WARNING: Contains Peanuts"] });
    const res = await t.as(veg.cookie)("PUT", "/api/user-settings", {
      householdSize: 2,
      allergies: [],
      dietaryPrefs: ["Vegan"],
      dietaryConstraints: "",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await read()).toEqual({ yogurt: ["Contains dairy/eggs"], omelette: ["Not vegan-friendly"] });
  });
});

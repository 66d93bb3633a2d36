import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { ok } from "./support/page-api";
import { phoneShot } from "./support/screenshot";
import { signUp } from "./support/sign-up";
import { appWithMail } from "./support/phone-app";

/**
 * Issue 23 item 4, tags and browsing, on a phone and a desktop: tag two recipes in their detail
 * (chips), filter the Recipes screen by tag and by total time (the filters stay after a reload),
 * search by an ingredient, see the empty result name the filters and clear them. Screenshots of
 * the filtered screen, light and dark.
 */
const app = appWithMail();

const project = () => test.info().project.name;
const cards = (page: Page) => page.getByTestId("recipe-card").getByRole("heading");
/** The shown recipes' titles, in any order (the list is ranked for the user). */
const expectTitles = (page: Page, titles: string[]) =>
  expect.poll(async () => (await cards(page).allInnerTexts()).map((t) => t.trim()).sort()).toEqual([...titles].sort());

async function create(page: Page, title: string, minutes: number, ingredient: string) {
  return ok<{ id: string }>(page, "POST", "/api/recipes/manual", {
    recipe: { title, instructions: "Cook it.", servings: 2, prepMin: 5, cookMin: minutes - 5, ingredients: [{ name: ingredient, qty: "1", unit: "piece" }] },
  });
}

async function tag(page: Page, title: string, name: string) {
  await page.getByTestId("recipe-card").filter({ has: page.getByRole("heading", { name: title }) }).getByRole("button", { name: title, exact: true }).click();
  const dialog = page.getByRole("dialog", { name: title });
  await dialog.getByLabel("New tag").fill(`  ${name} `);
  await dialog.getByRole("button", { name: "Add tag" }).click();
  await expect(dialog.getByRole("list", { name: "Tags" }).getByRole("listitem")).toHaveText([name]);
  // A duplicate ignoring case is refused before sending.
  await dialog.getByLabel("New tag").fill(name.toUpperCase());
  await dialog.getByRole("button", { name: "Add tag" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(`"${name.toUpperCase()}" is already a tag`);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
}

test("tags and browsing: tag two recipes, filter by tag and total time, search by ingredient", async ({ page }) => {
  test.setTimeout(120_000);
  await signUp(page, { baseURL: app.server.baseURL, smtp: app.smtp, email: `tags-${project()}-${randomUUID().slice(0, 6)}@example.com`, firstName: "Tara" });
  await page.goto(`${app.server.baseURL}/recipes`);
  await create(page, "Quick omelette", 10, "eggs");
  await create(page, "Slow bean stew", 90, "borlotti beans");
  await create(page, "Lentil soup", 40, "red lentils");
  await page.reload();
  await expect(cards(page)).toHaveCount(3);

  await tag(page, "Quick omelette", "weeknight");
  await tag(page, "Slow bean stew", "weeknight");

  // By tag: the two tagged recipes; the filter is in the address and survives a reload.
  await page.getByLabel("Tag", { exact: true }).selectOption("weeknight");
  await expectTitles(page, ["Quick omelette", "Slow bean stew"]);
  await expect(page).toHaveURL(/tag=weeknight/);
  await page.reload();
  await expect(page.getByLabel("Tag", { exact: true })).toHaveValue("weeknight");
  await expect(cards(page)).toHaveCount(2);

  // And by total time (≤ 15 min): the omelette only.
  await page.getByLabel("Total time").selectOption("15");
  await expectTitles(page, ["Quick omelette"]);
  await expect(page).toHaveURL(/time=15/);
  for (const scheme of ["light", "dark"] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await phoneShot(page, `${project()}-recipes-filtered-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: "light" });

  // Nothing matches: the empty state names the filters to loosen and clears them.
  await page.getByRole("searchbox", { name: "Search recipes" }).fill("lentil");
  await expect(page.getByTestId("recipes-no-matches")).toContainText("Try loosening: search “lentil”, tag “weeknight”, ≤ 15 min.");
  await phoneShot(page, `${project()}-recipes-no-matches`);
  await page.getByTestId("recipes-no-matches").getByRole("button", { name: "Clear filters" }).click();
  await expect(cards(page)).toHaveCount(3);

  // Search by an ingredient.
  await page.getByRole("searchbox", { name: "Search recipes" }).fill("borlotti");
  await expectTitles(page, ["Slow bean stew"]);
  await expect(page).toHaveURL(/q=borlotti/);
});

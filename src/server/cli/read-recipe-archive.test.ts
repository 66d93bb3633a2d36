import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { fakePng, makeZip } from "../../../test/server/fixtures/make-zip";

const dir = mkdtempSync(path.join(tmpdir(), "read-recipe-archive-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (file: string) => spawnSync("npx", ["tsx", "src/server/cli.ts", "read-recipe-archive", file], { encoding: "utf8" });

describe("npm run cli -- read-recipe-archive", () => {
  it("prints one JSON line per recipe in the documented shape, then the totals with what was skipped", () => {
    const recipe = (name: string) => ({
      "@type": "Recipe",
      name,
      recipeIngredient: ["1 1/2 cups basmati rice, rinsed"],
      recipeInstructions: ["Rinse.", "Cook."],
      recipeYield: "4 servings",
      prepTime: "PT10M",
      keywords: "rice",
      url: "https://cook.example/rice",
    });
    const file = path.join(dir, "nextcloud.zip");
    writeFileSync(
      file,
      makeZip([
        { name: "Rice/recipe.json", bytes: JSON.stringify(recipe("Rice")) },
        { name: "Rice/full.jpg", bytes: fakePng(123), store: true },
        { name: "Broken/recipe.json", bytes: "{ not json" },
      ]),
    );
    const res = run(file);
    expect(res.status).toBe(0);
    const lines = res.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(2);
    expect(Object.keys(lines[0])).toEqual([
      "title",
      "description",
      "ingredients",
      "instructions",
      "servings",
      "prepMin",
      "cookMin",
      "totalMin",
      "sourceUrl",
      "tags",
      "imageBytes",
    ]);
    expect(lines[0]).toEqual({
      title: "Rice",
      description: null,
      ingredients: [
        { line: "1 1/2 cups basmati rice, rinsed", qty: 1.5, qtyMax: null, unit: "cup", ingredient: "basmati rice", note: "rinsed" },
      ],
      instructions: ["Rinse.", "Cook."],
      servings: 4,
      prepMin: 10,
      cookMin: null,
      totalMin: 10,
      sourceUrl: "https://cook.example/rice",
      tags: ["rice"],
      imageBytes: 123,
    });
    expect(lines[1]).toEqual({ recipes: 1, skipped: [{ name: "Broken/recipe.json", reason: "The file is not valid JSON." }] });
  });

  it("exits 1 with a message for a file that is no format it knows, and for a refused archive", () => {
    const notes = path.join(dir, "notes.txt");
    writeFileSync(notes, "milk, eggs, bread");
    const unknown = run(notes);
    expect(unknown.status).toBe(1);
    expect(unknown.stdout).toBe("");
    expect(unknown.stderr).toMatch(/not a recipe export we can read/);
    const evil = path.join(dir, "evil.zip");
    writeFileSync(evil, makeZip([{ name: "../../evil.json", bytes: "{}" }]));
    const refused = run(evil);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/refused: it holds a file with an unsafe name/);
  });
});

import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { aiRecipeIdeaSchema } from "../../shared/schemas/ai";

const dir = mkdtempSync(path.join(tmpdir(), "ideas-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, data: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, typeof data === "string" ? data : JSON.stringify(data));
  return file;
};
const run = (...args: string[]) => spawnSync("npx", ["tsx", "src/server/cli.ts", "ideas", ...args], { encoding: "utf8" });

const pantry = write("pantry.json", [
  { name: "Chicken breast", qty: 2, unit: "pieces", category: "meat", expiresOn: "2030-01-02" },
  { name: "Broccoli", qty: 1, unit: "pieces" },
  { name: "Rice", qty: "1", unit: "kg" },
  { name: "Peanut butter", qty: 1, unit: "pieces" },
  { name: "Eggs", qty: 6, unit: "pieces" },
  { name: "Milk", qty: 1, unit: "l" },
]);

describe("npm run cli -- ideas", () => {
  it("prints {recipes} of SPEC §3 ideas, the same for the same seed, honouring the settings file", () => {
    const settings = write("settings.json", { householdSize: 3, allergies: ["Peanuts"], dietaryPrefs: ["Vegetarian"], dietaryConstraints: "" });
    const first = run("--pantry", pantry, "--settings", settings, "--seed", "3");
    expect(first.status, first.stderr).toBe(0);
    const { recipes } = JSON.parse(first.stdout) as { recipes: unknown[] };
    expect(recipes).toHaveLength(6);
    for (const r of recipes) {
      const idea = aiRecipeIdeaSchema.parse(r);
      expect(idea.servings).toBe(3);
      expect(idea.allIngredients.some((a) => /chicken|peanut/i.test(a.name)), idea.title).toBe(false);
    }
    expect(run("--pantry", pantry, "--settings", settings, "--seed", "3").stdout).toBe(first.stdout);
    expect(run("--pantry", pantry, "--settings", settings, "--seed", "4").stdout).not.toBe(first.stdout);
  }, 60_000);

  it("exits 2 without --pantry and 1 with a message for an invalid settings file", () => {
    expect(run().status).toBe(2);
    const bad = write("bad.json", { allergies: ["Cats"] });
    const res = run("--pantry", pantry, "--settings", bad);
    expect(res.status).toBe(1);
    expect(res.stderr).toContain("allergies");
  }, 60_000);
});

import { execFileSync, spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { servingsArg } from "./nutrition";

/*
 * 200 g spaghetti (742 kcal, 13 g protein per 100 g × 2) + 2 large eggs (100 g: 143 kcal) over 2
 * servings = 442.5 → 443 kcal; protein (26 + 12.6) / 2 = 19.3 g. Water and salt to taste are not
 * counted; the unknown root is counted and listed.
 */
const INPUT = ["200 g spaghetti", "2 large eggs", "", "1 cup water", "salt to taste", "1 zorblax root", ""].join("\n");

describe("npm run cli -- nutrition", () => {
  it("prints one JSON object with exactly the documented keys", () => {
    const out = execFileSync("npx", ["tsx", "src/server/cli.ts", "nutrition", "--servings", "2"], { input: INPUT, encoding: "utf8" });
    const record = JSON.parse(out);
    expect(Object.keys(record)).toEqual(["perServing", "coverage", "unmatched"]);
    expect(Object.keys(record.perServing)).toEqual(["kcal", "proteinG", "fatG", "carbsG", "fiberG", "saltG"]);
    expect(record.perServing.kcal).toBe(443);
    expect(record.perServing.proteinG).toBe(19.3);
    expect(record.coverage).toBe(0.667);
    expect(record.unmatched).toEqual(["1 zorblax root"]);
  }, 30_000);

  it("refuses a servings value that is not a whole number from 1 to 1000", () => {
    const res = spawnSync("npx", ["tsx", "src/server/cli.ts", "nutrition", "--servings", "0"], { input: "", encoding: "utf8" });
    expect(res.status).toBe(2);
    expect(res.stderr).toContain("--servings must be a whole number");
    expect(servingsArg([])).toBe(1);
    expect(servingsArg(["--servings", "6"])).toBe(6);
    expect(servingsArg(["--servings", "2.5"])).toMatch(/whole number/);
    expect(servingsArg(["--portions", "2"])).toMatch(/Unexpected argument/);
  }, 30_000);
});

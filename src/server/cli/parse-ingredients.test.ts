import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const INPUT = [
  "1 (14 oz) can tomatoes, drained",
  "",
  "   8 tablespoons cr&egrave;me   fra&icirc;che  ",
  "2 to 3 tbsp olive oil",
  "Salt to taste",
  "",
].join("\n");

describe("npm run cli -- parse-ingredients", () => {
  it("prints one JSON object per non-blank line with exactly the documented keys", () => {
    const out = execFileSync("npx", ["tsx", "src/server/cli.ts", "parse-ingredients"], { input: INPUT, encoding: "utf8" });
    const records = out.trim().split("\n").map((l) => JSON.parse(l));
    expect(records).toHaveLength(4);
    for (const r of records) expect(Object.keys(r)).toEqual(["line", "qty", "qtyMax", "unit", "ingredient", "note"]);
    expect(records[0]).toEqual({ line: "1 (14 oz) can tomatoes, drained", qty: 1, qtyMax: null, unit: "can", ingredient: "tomatoes", note: "14 oz, drained" });
    expect(records[1]).toMatchObject({ line: "8 tablespoons crème fraîche", qty: 8, unit: "tablespoon", ingredient: "crème fraîche" });
    expect(records[2]).toMatchObject({ qty: 2, qtyMax: 3, unit: "tablespoon", ingredient: "olive oil" });
    expect(records[3]).toEqual({ line: "Salt to taste", qty: null, qtyMax: null, unit: null, ingredient: "Salt", note: "to taste" });
  }, 30_000);
});

import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const INPUT = ["Julie's Sugar Crackers 250g", "", "  1 Fish Ball Case  ", "Lemon Dish Soap 500ml", "Zorblax Frobnicator", ""].join("\n");

describe("npm run cli -- match-food", () => {
  it("prints one JSON object per non-blank name with exactly the documented keys", () => {
    const out = execFileSync("npx", ["tsx", "src/server/cli.ts", "match-food"], { input: INPUT, encoding: "utf8" });
    const records = out
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(records).toHaveLength(4);
    for (const r of records) {
      expect(Object.keys(r)).toEqual(["name", "food", "category", "confidence"]);
      expect(r.confidence).toBeGreaterThanOrEqual(0);
      expect(r.confidence).toBeLessThanOrEqual(1);
    }
    expect(records[0]).toMatchObject({ name: "Julie's Sugar Crackers 250g", food: "crackers", category: "snacks" });
    expect(records[1]).toMatchObject({ name: "1 Fish Ball Case", food: "white-fish", category: "meat" });
    expect(records[2]).toMatchObject({ name: "Lemon Dish Soap 500ml", food: null, category: "item" });
    expect(records[3]).toMatchObject({ name: "Zorblax Frobnicator", food: null, category: "other" });
    expect(records[3].confidence).toBeLessThan(0.5);
  }, 30_000);
});

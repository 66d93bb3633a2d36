import { describe, expect, it } from "vitest";
import { loadConfig } from "../../kernel/config/env";

describe("HISTORY_RETENTION_DAYS", () => {
  it("defaults to SPEC §9's 30 days and takes a whole number of days from 1 to 3650", () => {
    expect(loadConfig({}).historyRetentionDays).toBe(30);
    expect(loadConfig({ HISTORY_RETENTION_DAYS: "90" }).historyRetentionDays).toBe(90);
  });
  it.each(["0", "3651", "7.5", "a week"])("refuses %s at start, naming the variable", (value) => {
    expect(() => loadConfig({ HISTORY_RETENTION_DAYS: value })).toThrow(/HISTORY_RETENTION_DAYS/);
  });
});

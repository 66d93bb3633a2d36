import { describe, expect, it } from "vitest";
import { isOwnKey, ownValue } from "./own-key";
import { PROTOTYPE_KEYS } from "../../test/shared/prototype-keys";

const INHERITED = [...PROTOTYPE_KEYS, "__defineGetter__"];
const TABLE: Readonly<Record<string, string>> = { cup: "cups", prototype: "kept" };

describe("ownValue / isOwnKey (issue 19 finding 6)", () => {
  it.each(INHERITED.filter((k) => k !== "prototype"))("%s is not in a plain table, though table[key] finds something", (key) => {
    expect(TABLE[key]).toBeDefined(); // the trap the helpers exist for
    expect(ownValue(TABLE, key)).toBeUndefined();
    expect(isOwnKey(TABLE, key)).toBe(false);
  });

  it("answers the table's own entries, a prototype-like name included when the table has it", () => {
    expect(ownValue(TABLE, "cup")).toBe("cups");
    expect(ownValue(TABLE, "prototype")).toBe("kept");
    expect(isOwnKey(TABLE, "cup")).toBe(true);
    expect(ownValue(TABLE, "Cup")).toBeUndefined();
  });
});

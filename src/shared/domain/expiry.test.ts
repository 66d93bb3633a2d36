import { describe, expect, it } from "vitest";
import { getFood } from "../food/catalog";
import { USE_SOON_DAYS, compareByExpiry, estimateBestBefore, expiryStatus, shelfLifeFor, storageOrder } from "./expiry";

describe("storageOrder", () => {
  it("puts the freezer first for frozen items and the fridge first for chilled categories", () => {
    expect(storageOrder("frozen")).toEqual(["freezer", "fridge", "pantry"]);
    expect(storageOrder("produce")[0]).toBe("fridge");
    expect(storageOrder("Dairy ")[0]).toBe("fridge");
    expect(storageOrder("meat")[0]).toBe("fridge");
    for (const c of ["pantry", "snacks", "beverages", "other", "item", ""]) expect(storageOrder(c)[0], c).toBe("pantry");
  });
});

describe("shelfLifeFor", () => {
  it("picks the storage of the category, falling back to what the food has", () => {
    expect(shelfLifeFor(getFood("milk")!, "dairy")).toEqual({ storage: "fridge", days: 7 });
    expect(shelfLifeFor(getFood("milk")!, "frozen")).toEqual({ storage: "freezer", days: 90 });
    expect(shelfLifeFor(getFood("banana")!, "produce")).toEqual({ storage: "pantry", days: 5 });
    expect(shelfLifeFor(getFood("tuna")!, "pantry")).toEqual({ storage: "pantry", days: 1095 });
    expect(shelfLifeFor(getFood("tuna")!, "meat")).toEqual({ storage: "fridge", days: 2 });
    expect(shelfLifeFor(getFood("orange-juice")!, "beverages")).toEqual({ storage: "fridge", days: 14 });
    expect(shelfLifeFor(getFood("canned-meat")!, "meat")).toEqual({ storage: "pantry", days: 1095 });
  });
});

describe("estimateBestBefore", () => {
  const est = (foodId: string | null, category: string, addedOn = "2026-03-01") => estimateBestBefore({ foodId, category, addedOn });

  it("adds the food's shelf life for the storage its category implies", () => {
    expect(est("milk", "dairy")).toBe("2026-03-08");
    expect(est("egg", "dairy")).toBe("2026-04-05");
    expect(est("chicken-breast", "meat")).toBe("2026-03-03");
    expect(est("chicken-breast", "frozen")).toBe("2026-11-26");
    expect(est("bread", "pantry")).toBe("2026-03-06");
    expect(est("spaghetti", "pantry")).toBe("2028-02-29");
    expect(est("canned-tomatoes", "pantry")).toBe("2027-08-23");
  });

  it("uses the fridge for produce, dairy and meat only when the food keeps there", () => {
    expect(est("banana", "produce")).toBe("2026-03-06");
    expect(est("potato", "produce")).toBe("2026-04-05");
    expect(est("strawberry", "produce")).toBe("2026-03-06");
  });

  it("falls back to whichever storage the food has", () => {
    expect(est("frozen-peas", "pantry")).toBe("2027-03-01");
    expect(est("kimchi", "pantry")).toBe("2026-05-30");
    expect(est("rice", "frozen")).toBe("2028-02-29");
  });

  it("crosses month and leap-year boundaries by calendar days", () => {
    expect(est("milk", "dairy", "2028-02-25")).toBe("2028-03-03");
    expect(est("milk", "dairy", "2026-12-28")).toBe("2027-01-04");
  });

  it("is null for unknown foods, no food, or a bad day", () => {
    expect(est(null, "dairy")).toBeNull();
    expect(est("not-a-food", "dairy")).toBeNull();
    expect(est("milk", "dairy", "2026-02-30")).toBeNull();
    expect(est("milk", "dairy", "yesterday")).toBeNull();
  });
});

describe("expiryStatus", () => {
  const today = "2026-03-10";

  it(`is expired before today, use-soon from today to ${USE_SOON_DAYS} days on, ok after`, () => {
    expect(USE_SOON_DAYS).toBe(3);
    expect(expiryStatus("2026-03-09", today)).toBe("expired");
    expect(expiryStatus("2025-12-31", today)).toBe("expired");
    expect(expiryStatus("2026-03-10", today)).toBe("use-soon");
    expect(expiryStatus("2026-03-13", today)).toBe("use-soon");
    expect(expiryStatus("2026-03-14", today)).toBe("ok");
    expect(expiryStatus("2027-01-01", today)).toBe("ok");
  });

  it("is unknown without a valid date", () => {
    expect(expiryStatus(null, today)).toBe("unknown");
    expect(expiryStatus("", today)).toBe("unknown");
    expect(expiryStatus("2026-13-01", today)).toBe("unknown");
    expect(expiryStatus("2026-03-10", "not a day")).toBe("unknown");
  });
});

describe("compareByExpiry", () => {
  it("sorts soonest first and undated items last, keeping ties in order", () => {
    const items = [
      { id: "a", expiresOn: null },
      { id: "b", expiresOn: "2026-03-02" },
      { id: "c", expiresOn: "2026-03-01" },
      { id: "d" },
      { id: "e", expiresOn: "2026-03-02" },
      { id: "f", expiresOn: "garbage" },
    ];
    expect([...items].sort(compareByExpiry).map((i) => i.id)).toEqual(["c", "b", "e", "a", "d", "f"]);
  });

  it("returns 0 for equal dates and for two undated items", () => {
    expect(compareByExpiry({ expiresOn: "2026-03-01" }, { expiresOn: "2026-03-01" })).toBe(0);
    expect(compareByExpiry({ expiresOn: null }, {})).toBe(0);
  });
});

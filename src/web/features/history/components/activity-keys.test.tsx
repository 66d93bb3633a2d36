import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { HistoryRecord } from "../../../../shared/schemas/history";
import { categoryLabel } from "../lib/format";
import { ActivityList } from "./activity-list";
import { PROTOTYPE_KEYS } from "../../../../../test/shared/prototype-keys";

/**
 * Issue 19 finding 6: history rows carry a category and an action from the server. Neither may be
 * looked up in a plain object: a prototype key (or any unknown word) shows as "Other" / a use.
 */
const HOSTILE = [...PROTOTYPE_KEYS, "no-such-value", ""];

const record = (category: string, action: string): HistoryRecord => ({
  id: `r-${category}`,
  action: action as HistoryRecord["action"],
  delta: "-1",
  unit: "pieces",
  createdAt: new Date().toISOString(),
  product: { name: "Beans", brand: null, category },
  meta: { source: "manual" },
});

describe.each(HOSTILE)("history value %j", (value) => {
  it("renders the record with the category 'Other', whatever the action", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToStaticMarkup(<ActivityList loading={false} records={[record(value, value)]} />);
    const row = host.querySelector('[data-testid="history-record"]')!;
    expect(row.textContent).toContain("Beans");
    expect(row.textContent).toContain("Other");
    expect(row.querySelector("svg")).not.toBeNull();
    expect(categoryLabel(value.toUpperCase())).toBe("Other");
  });
});

it("known categories and actions keep their label and icon", () => {
  expect(categoryLabel("FROZEN")).toBe("Frozen");
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(<ActivityList loading={false} records={[record("dairy", "add")]} />);
  expect(host.textContent).toContain("Dairy");
  expect(host.innerHTML).toContain("bg-success-soft");
});

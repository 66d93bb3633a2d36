import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DayColumn } from "./day-column";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
let root: Root;
let host: HTMLDivElement;
afterEach(() => {
  act(() => root.unmount());
  host.remove();
});
function mount(node: React.ReactNode) {
  host = document.createElement("div");
  document.body.append(host);
  root = createRoot(host);
  act(() => root.render(node));
}
const addButtons = () => [...host.querySelectorAll("button")].filter((b) => b.getAttribute("aria-label")?.startsWith("Add "));

describe("DayColumn past days (issue 23: the planner follows the add dialog's no-past-days rule)", () => {
  it("a past day has no add buttons and says why", () => {
    mount(<DayColumn day="2026-11-26" isToday={false} isPast entries={[]} mealTypes={["breakfast", "dinner"]} onAdd={vi.fn()} />);
    expect(addButtons()).toEqual([]);
    expect(host.textContent).toContain("Past day: no new meals");
  });
  it("today offers an add button per meal type and no past-day note", () => {
    const onAdd = vi.fn();
    mount(<DayColumn day="2026-11-27" isToday entries={[]} mealTypes={["breakfast", "dinner"]} onAdd={onAdd} />);
    expect(addButtons().map((b) => b.getAttribute("aria-label"))).toEqual(["Add breakfast on Friday", "Add dinner on Friday"]);
    expect(host.textContent).not.toContain("Past day");
    act(() => addButtons()[1].click());
    expect(onAdd).toHaveBeenCalledWith("2026-11-27", "dinner");
  });
});

import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { mount } from "../../../../../test/web/mount";
import { DayColumn } from "./day-column";

let host: HTMLDivElement;
const addButtons = () => [...host.querySelectorAll("button")].filter((b) => b.getAttribute("aria-label")?.startsWith("Add "));

describe("DayColumn past days (issue 23: the planner follows the add dialog's no-past-days rule)", () => {
  it("a past day has no add buttons and says why", () => {
    host = mount(
      <DayColumn day="2026-11-26" isToday={false} isPast entries={[]} mealTypes={["breakfast", "dinner"]} onAdd={vi.fn()} />,
    ).host;
    expect(addButtons()).toEqual([]);
    expect(host.textContent).toContain("Past day: no new meals");
  });
  it("today offers an add button per meal type and no past-day note", () => {
    const onAdd = vi.fn();
    host = mount(<DayColumn day="2026-11-27" isToday entries={[]} mealTypes={["breakfast", "dinner"]} onAdd={onAdd} />).host;
    expect(addButtons().map((b) => b.getAttribute("aria-label"))).toEqual(["Add breakfast on Friday", "Add dinner on Friday"]);
    expect(host.textContent).not.toContain("Past day");
    act(() => addButtons()[1].click());
    expect(onAdd).toHaveBeenCalledWith("2026-11-27", "dinner");
  });
});

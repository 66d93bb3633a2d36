import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { mount } from "../../../../../test/web/mount";
import { NO_BROWSE, type RecipeBrowse } from "../lib/recipe-browse";
import { RecipesFilteredEmpty, RecipesFilters } from "./recipes-toolbar";

let host: HTMLDivElement;

const select = (label: string) => host.querySelector<HTMLSelectElement>(`select[aria-label='${label}']`)!;
function choose(label: string, value: string) {
  const el = select(label);
  act(() => {
    el.value = value;
    el.dispatchEvent(new Event("change", { bubbles: true }));
  });
}
const buttons = () => [...host.querySelectorAll("button")];

describe("RecipesFilters (issue 23 Recipes screen)", () => {
  it("offers the household's tags, meal types, time and match levels and reports each change", () => {
    const onChange = vi.fn<(b: RecipeBrowse) => void>();
    host = mount(<RecipesFilters browse={NO_BROWSE} tags={["Soup", "Weeknight"]} onChange={onChange} />).host;
    expect([...select("Tag").options].map((o) => o.text)).toEqual(["Any tag", "Soup", "Weeknight"]);
    expect([...select("Total time").options].map((o) => o.text)).toEqual(["Any time", "≤ 15 min", "≤ 30 min", "≤ 1 h"]);
    choose("Tag", "Soup");
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BROWSE, tag: "Soup" });
    choose("Total time", "30");
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BROWSE, time: 30 });
    choose("Pantry match", "80");
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BROWSE, match: 80 });
    choose("Sort by", "newest");
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BROWSE, sort: "newest" });
    act(() => buttons().find((b) => b.textContent === "Not cooked lately")!.click());
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BROWSE, fresh: true });
    expect(buttons().some((b) => b.textContent === "Clear filters")).toBe(false);
  });

  it("shows the set filters as chosen and clears them, keeping the sort", () => {
    const onChange = vi.fn<(b: RecipeBrowse) => void>();
    const browse: RecipeBrowse = { ...NO_BROWSE, tag: "Soup", meal: "dinner", fresh: true, sort: "rating" };
    host = mount(<RecipesFilters browse={browse} tags={["Soup"]} onChange={onChange} />).host;
    expect(select("Tag").value).toBe("Soup");
    expect(select("Meal type").value).toBe("dinner");
    expect(buttons().find((b) => b.textContent === "Not cooked lately")!.getAttribute("aria-pressed")).toBe("true");
    act(() => buttons().find((b) => b.textContent === "Clear filters")!.click());
    expect(onChange).toHaveBeenLastCalledWith({ ...NO_BROWSE, sort: "rating" });
  });

  it("an empty result names the filters to loosen", () => {
    const onClear = vi.fn();
    host = mount(<RecipesFilteredEmpty browse={{ ...NO_BROWSE, q: "borlotti", time: 15 }} onClear={onClear} />).host;
    expect(host.textContent).toContain("Try loosening: search “borlotti”, ≤ 15 min.");
    act(() => buttons()[0].click());
    expect(onClear).toHaveBeenCalled();
  });
});

import { describe, expect, it } from "vitest";
import { renderStatic } from "../../../../test/web/mount";
import { SkeletonRegion, SkeletonRows } from "./skeleton";

describe("SkeletonRegion", () => {
  it("announces the loading text to screen readers and hides the placeholder rows", () => {
    const host = renderStatic(
      <SkeletonRegion label="Loading pantry…">
        <SkeletonRows count={3} />
      </SkeletonRegion>,
    );
    const region = host.querySelector('[role="status"]')!;
    expect(region.getAttribute("aria-busy")).toBe("true");
    expect(region.querySelector(".sr-only")?.textContent).toBe("Loading pantry…");
    const rows = region.querySelectorAll("li");
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.closest('[aria-hidden="true"]')).not.toBeNull();
  });
});

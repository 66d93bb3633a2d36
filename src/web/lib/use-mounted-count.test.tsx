import { describe, expect, it } from "vitest";
import { renderHook } from "../../../test/web/test-hook";
import { useMountedCount } from "./use-mounted-count";

describe("useMountedCount", () => {
  it("shows the first rows, then a step more per commit until every row is shown", async () => {
    const seen: number[] = [];
    const hook = await renderHook(() => {
      const count = useMountedCount(20, 8, 6);
      if (seen.at(-1) !== count) seen.push(count);
      return count;
    });
    expect(seen).toEqual([8, 14, 20, Infinity]);
    expect(hook.result()).toBe(Infinity);
    hook.unmount();
  });

  it("shows everything at once when the list fits in the first step", async () => {
    const hook = await renderHook(() => useMountedCount(3, 8, 6));
    expect(hook.result()).toBe(Infinity);
    hook.unmount();
  });
});

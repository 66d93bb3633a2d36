import { describe, expect, it } from "vitest";
import { buttonVariants } from "../components/ui/button";
import { cn } from "./cn";

describe("cn", () => {
  it("keeps a text colour next to our own font-size steps", () => {
    for (const size of ["text-2xs", "text-xs-plus", "text-brand"])
      expect(cn("text-primary-foreground", size).split(" ")).toEqual(["text-primary-foreground", size]);
  });
  it("still lets a later font size replace an earlier one", () => {
    expect(cn("text-xs-plus", "text-xs")).toBe("text-xs");
  });
  it("a small primary button keeps its white text (Button runs its classes through cn)", () => {
    expect(cn(buttonVariants({ size: "sm" })).split(" ")).toContain("text-primary-foreground");
  });
});

import { describe, expect, it } from "vitest";
import { instructionSteps } from "./instruction-steps";

describe("instructionSteps", () => {
  it("gives one step per line and drops the text's own numbering", () => {
    expect(instructionSteps("1. Heat the oven.\n\n2) Mix flour and milk.\nStep 3: Bake 20 minutes.")).toEqual([
      "Heat the oven.",
      "Mix flour and milk.",
      "Bake 20 minutes.",
    ]);
  });
  it("keeps amounts that start a line", () => {
    expect(instructionSteps("Whisk the eggs.\n10-12 minutes in the pan.")).toEqual(["Whisk the eggs.", "10-12 minutes in the pan."]);
  });
  it("splits one long paragraph into its sentences", () => {
    expect(instructionSteps("Boil water. Add the pasta. Drain and serve.")).toEqual(["Boil water.", "Add the pasta.", "Drain and serve."]);
  });
  it("gives nothing for empty instructions", () => {
    expect(instructionSteps(null)).toEqual([]);
    expect(instructionSteps("  \n ")).toEqual([]);
  });
});

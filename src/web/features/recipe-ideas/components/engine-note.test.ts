import { describe, expect, it } from "vitest";
import { engineNoteText } from "./engine-note";

describe("engine note under the recipe ideas", () => {
  it("names the built-in engine or the model that wrote the ideas", () => {
    expect(engineNoteText({ engine: "local" })).toBe("Ideas by the built-in engine");
    expect(engineNoteText({ engine: "llm", model: "llama3.1:8b", localFill: 0 })).toBe("Ideas by llama3.1:8b");
    expect(engineNoteText({ engine: "llm", model: "gpt-4o-mini", localFill: 2 })).toBe("Ideas by gpt-4o-mini · 2 by the built-in engine");
  });

  it("shows nothing when an older server does not say", () => {
    expect(engineNoteText(null)).toBeNull();
    expect(engineNoteText({})).toBeNull();
  });
});

import { describe, expect, it } from "vitest";
import { isFactLabel, readFacts } from "./recipe-facts";

describe("readFacts", () => {
  it("reads several facts on one line and the common yield forms", () => {
    expect(readFacts("Serves 4 | Prep: 15 mins | Cook: 1 hr 30 mins")).toEqual({ servings: 4, yields: "4", prepMin: 15, cookMin: 90 });
    expect(readFacts("Prep Time 15 minutes Cook Time 10 minutes")).toEqual({ prepMin: 15, cookMin: 10 });
    expect(readFacts("Makes 12 muffins")).toEqual({ servings: 12, yields: "12 muffins" });
    expect(readFacts("Servings 4-6")).toEqual({ servings: 4, yields: "4-6" });
    expect(readFacts("4 servings")).toEqual({ servings: 4, yields: "4 servings" });
  });

  it("reads the labels of other languages", () => {
    expect(readFacts("Zubereitungszeit: 20 Min.")).toEqual({ prepMin: 20 });
    expect(readFacts("Für 4 Personen")).toMatchObject({ servings: 4 });
    expect(readFacts("Temps de cuisson : 45 min")).toEqual({ cookMin: 45 });
    expect(readFacts("Voor 2 personen")).toMatchObject({ servings: 2 });
    expect(readFacts("Tiempo de preparación: 1 hora y 10 minutos")).toEqual({ prepMin: 70 });
    expect(readFacts("Tempo di cottura: 25 minuti")).toEqual({ cookMin: 25 });
    expect(readFacts("Tempo de preparo: 40 minutos")).toEqual({ prepMin: 40 });
  });

  it("does not take method sentences or nutrition lines for facts", () => {
    expect(readFacts("Cook for 10 minutes.")).toBeNull();
    expect(readFacts("Bake 25 minutes or until golden.")).toBeNull();
    expect(readFacts("Serving Size: 1 cup")).toBeNull();
    expect(readFacts("Active dry yeast, 1 packet")).toBeNull();
  });

  it("knows a label whose value is on the next line", () => {
    expect(isFactLabel("Prep Time")).toBe(true);
    expect(isFactLabel("Servings:")).toBe(true);
    expect(isFactLabel("Prep time 15")).toBe(false);
  });
});

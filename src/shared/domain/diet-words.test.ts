import { describe, expect, it } from "vitest";
import type { DietTag } from "../food/types";
import { ideaWarnings, nameHasAllergy } from "./diet";
import { nameDietTags } from "./diet-tags";
import { buildDietWordIndex, DIET_LEXICONS } from "./diet-words-index";
import { readDietWords } from "./diet-words";

/** The tags that matter for the groups, sorted (high-carb, soy… left out). */
const GROUPS: readonly DietTag[] = ["meat", "poultry", "pork", "fish", "shellfish", "dairy", "egg", "gluten", "nut", "peanut"];
const tags = (line: string): string[] => [...nameDietTags(line)].filter((t) => GROUPS.includes(t)).sort();

type Row = [line: string, want: DietTag[]];

const LANGUAGES: Record<string, Row[]> = {
  German: [
    ["500 g Hackfleisch, gemischt", ["meat"]],
    ["1 Hackbraten", ["meat"]],
    ["400 g Schweinefleisch", ["meat", "pork"]],
    ["Rinderhackfleisch", ["meat"]],
    ["300 g Putenfleisch", ["poultry"]],
    ["1 Stück Haselnusskuchen", ["gluten", "nut"]],
    ["250 ml Vollmilch", ["dairy"]],
    ["200 g Sahne", ["dairy"]],
    ["2 Eier (Größe M)", ["egg"]],
    ["1 Ei", ["egg"]],
    ["250 g Weizenmehl Type 405", ["gluten"]],
    ["100 g gemahlene Haselnüsse", ["nut"]],
    ["200 g Räucherlachs", ["fish"]],
    ["Garnelen", ["shellfish"]],
    ["2 EL Erdnussbutter", ["peanut"]],
  ],
  Dutch: [
    ["500 gram rundergehakt", ["meat"]],
    ["500 g gehakt", ["meat"]],
    ["250 ml melk", ["dairy"]],
    ["2 eieren", ["egg"]],
    ["250 gram bloem", ["gluten"]],
    ["100 g gemengde noten", ["nut"]],
    ["200 ml slagroom", ["dairy"]],
    ["4 kipfilets", ["poultry"]],
    ["2 el pindakaas", ["peanut"]],
  ],
  French: [
    ["500 g de viande hachée", ["meat"]],
    ["25 cl de lait", ["dairy"]],
    ["3 œufs", ["egg"]],
    ["3 oeufs", ["egg"]],
    ["200 g de farine", ["gluten"]],
    ["50 g de noix", ["nut"]],
    ["200 g de pâtes", ["gluten"]],
    ["1 poulet fermier", ["poultry"]],
    ["300 g de saumon", ["fish"]],
    ["1 kg de moules", ["shellfish"]],
    ["40 g de beurre", ["dairy"]],
  ],
  Spanish: [
    ["500 g de carne picada", ["meat"]],
    ["250 ml de leche", ["dairy"]],
    ["2 huevos", ["egg"]],
    ["200 g de harina de trigo", ["gluten"]],
    ["50 g de nueces", ["nut"]],
    ["300 g de gambas", ["shellfish"]],
    ["100 g de cacahuetes", ["peanut"]],
  ],
  Italian: [
    ["400 g di macinato di manzo", ["meat"]],
    ["250 ml di latte", ["dairy"]],
    ["3 uova", ["egg"]],
    ["200 g di farina 00", ["gluten"]],
    ["50 g di noci", ["nut"]],
    ["100 g di pancetta", ["meat", "pork"]],
    ["500 g di cozze", ["shellfish"]],
  ],
  Portuguese: [
    ["500 g de carne moída", ["meat"]],
    ["1 xícara de leite", ["dairy"]],
    ["3 ovos", ["egg"]],
    ["2 xícaras de farinha de trigo", ["gluten"]],
    ["100 g de nozes", ["nut"]],
    ["500 g de peito de frango", ["poultry"]],
    ["1 colher de pasta de amendoim", ["peanut"]],
  ],
};

describe("diet words per language", () => {
  for (const [language, rows] of Object.entries(LANGUAGES)) {
    it.each(rows)(`${language}: %s → %j`, (line, want) => {
      expect(tags(line)).toEqual([...want].sort());
    });
  }
});

describe("no false flags from look-alike words", () => {
  it.each<Row>([
    ["1 can (400 ml) coconut milk", []],
    ["1 large eggplant, diced", []],
    ["2 cups butternut squash, cubed", []],
    ["1/4 tsp ground nutmeg", []],
    ["1 tsp cream of tartar", []],
    ["2 eggs, at room temperature", ["egg"]],
    ["400 ml Kokosmilch", []],
    ["1 Prise Muskatnuss", []],
    ["1 TL Kokosnussöl", []],
    ["100 g Reismehl", []],
    ["100 g Mandelmehl", ["nut"]],
    ["1 Dose Kidney-Bohnen", []],
    ["250 g Fleischtomaten", []],
    ["1 ui, gehakt", []],
    ["1 bloemkool", []],
    ["snuf nootmuskaat", []],
    ["400 ml lait de coco", []],
    ["noix de coco râpée", []],
    ["1 pincée de noix de muscade", []],
    ["1 noix de beurre", ["dairy"]],
    ["1 noisette de beurre", ["dairy"]],
    ["12 huevos de codorniz", ["egg"]],
    ["250 ml de leche de vaca", ["dairy"]],
    ["200 g de haricots beurre", []],
    ["1 c. à café de crème de tartre", []],
    ["100 g de farine de riz", []],
    ["1 pizca de nuez moscada", []],
    ["400 ml de leche de coco", []],
    ["pepe nero macinato", []],
    ["1 noce di burro", ["dairy"]],
    ["latte di cocco", []],
    ["noz-moscada a gosto", []],
    ["farinha de mandioca", []],
    ["2 colheres de leite de coco", []],
  ])("%s → %j", (line, want) => {
    expect(tags(line)).toEqual([...want].sort());
  });

  it("reads the plant in plant milks and nut butters, not dairy", () => {
    expect(tags("1 l Mandelmilch")).toEqual(["nut"]);
    expect(tags("250 ml de leche de almendras")).toEqual(["nut"]);
    expect(tags("2 c. à soupe de beurre de cacahuète")).toEqual(["peanut"]);
    expect(tags("burro di arachidi")).toEqual(["peanut"]);
    expect(tags("200 g Sojahack")).toEqual([]);
  });

  it("honours 'without' and plant-based words in every language", () => {
    expect(tags("glutenfreie Nudeln")).toEqual([]);
    expect(tags("pâtes sans gluten")).toEqual([]);
    expect(tags("pan sin gluten")).toEqual([]);
    expect(tags("veganer Käse")).toEqual([]);
    expect(tags("500 ml plantaardige melk")).toEqual([]);
    expect(tags("crème végétale")).toEqual([]);
  });

  it("keeps accented spellings apart: pâtes are pasta, pâté is meat", () => {
    expect(tags("pâtes")).toEqual(["gluten"]);
    expect(tags("pâté de campagne")).toEqual(["meat", "pork"]);
  });
});

describe("the checks that use the words", () => {
  it("flags an imported German Hackbraten for a vegetarian", () => {
    const lines = ["500 g Hackfleisch, gemischt", "1 Brötchen vom Vortag", "1 Ei", "1 Zwiebel"];
    expect(ideaWarnings(lines, ["Vegetarian"], [])).toEqual(["Not vegetarian-friendly"]);
    expect(ideaWarnings(lines, [], ["Eggs", "Gluten/Wheat", "Nuts"])).toEqual([
      "ALLERGY WARNING: Contains Eggs",
      "ALLERGY WARNING: Contains Gluten/Wheat",
    ]);
  });

  it("warns a peanut allergy about peanut butter in any of the languages", () => {
    for (const name of [
      "peanut butter",
      "Erdnussbutter",
      "pindakaas",
      "beurre de cacahuète",
      "mantequilla de maní",
      "burro di arachidi",
      "pasta de amendoim",
    ]) {
      expect(nameHasAllergy(name, "Peanuts"), name).toBe(true);
      expect(nameHasAllergy(name, "Dairy/Lactose"), name).toBe(false);
    }
  });

  it("reads prose without compounds or lead-only words", () => {
    expect(readDietWords("Heat the pan, then add the worst of it", { prose: true }).hits.flatMap((h) => h.tags)).toEqual([]);
    expect(readDietWords("pan rallado").hits.flatMap((h) => h.tags)).toEqual(["gluten"]);
  });

  it("reads every listed word and phrase with the tags it is listed with (no typos, no entry shadowed)", () => {
    const wrong: string[] = [];
    for (const lex of DIET_LEXICONS) {
      for (const e of lex.entries) {
        const got = new Set(readDietWords(e.form).hits.flatMap((h) => h.tags));
        if (e.tags.some((t) => !got.has(t))) wrong.push(`${lex.lang}: ${e.form} → ${[...got].join("+") || "nothing"}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it("builds folded look-ups only for unambiguous spellings", () => {
    const index = buildDietWordIndex(DIET_LEXICONS);
    expect(index.folded.has("pate")).toBe(false);
    expect(index.exact.get("pâtes")?.tags).toEqual(["gluten"]);
    expect(index.folded.get("oeufs")?.tags).toEqual(["egg"]);
  });
});

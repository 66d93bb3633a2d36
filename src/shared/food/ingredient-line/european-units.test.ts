import { describe, expect, it } from "vitest";
import { parseIngredientLine } from "./parse-ingredient-line";
import { canonicalUnit } from "./unit-table";

/**
 * Issue 21 / issue 22 item 9: ingredient lines of imported German, Dutch, French, Spanish, Italian
 * and Portuguese recipes read into the same canonical units as English ones.
 * [line, qty, qtyMax, unit, ingredient, note]: lines written for these tests, the way such recipes print them.
 */
type Case = [string, number | null, number | null, string | null, string, string | null];

function check(cases: Case[]): void {
  for (const [line, qty, qtyMax, unit, ingredient, note] of cases) {
    expect(parseIngredientLine(line), line).toEqual({ qty, qtyMax, unit, ingredient, note });
  }
}

describe("German lines", () => {
  it("reads EL, TL, Prise, Msp., Bund, Stück, Zehe, Dose, Becher and Päckchen", () => {
    check([
      ["2 EL Olivenöl", 2, null, "tablespoon", "Olivenöl", null],
      ["1 Esslöffel Senf", 1, null, "tablespoon", "Senf", null],
      ["½ TL Zimt", 0.5, null, "teaspoon", "Zimt", null],
      ["3 Teelöffel Backpulver", 3, null, "teaspoon", "Backpulver", null],
      ["1 Prise Salz", 1, null, "pinch", "Salz", null],
      ["1 Msp. Muskatnuss", 1, null, "pinch", "Muskatnuss", null],
      ["1 Bund Dill", 1, null, "bunch", "Dill", null],
      ["2 Stk. Paprika, rot", 2, null, "piece", "Paprika", "rot"],
      ["4 Stück Eier", 4, null, "piece", "Eier", null],
      ["3 Zehen Knoblauch, gehackt", 3, null, "clove", "Knoblauch", "gehackt"],
      ["1 Dose Kokosmilch", 1, null, "can", "Kokosmilch", null],
      ["1 Becher Sahne", 1, null, "tub", "Sahne", null],
      ["1 Päckchen Vanillezucker", 1, null, "package", "Vanillezucker", null],
      ["1 Pck. Trockenhefe", 1, null, "package", "Trockenhefe", null],
      ["2 Scheiben Toastbrot", 2, null, "slice", "Toastbrot", null],
      ["1 große Zwiebel", 1, null, null, "Zwiebel", "große"],
    ]);
  });

  it("reads decimal commas in metric amounts and ranges", () => {
    check([
      ["0,5 l Milch", 0.5, null, "l", "Milch", null],
      ["1,5 kg Kartoffeln, festkochend", 1.5, null, "kg", "Kartoffeln", "festkochend"],
      ["2,5 dl Rahm", 2.5, null, "dl", "Rahm", null],
      ["0,25 TL Pfeffer", 0.25, null, "teaspoon", "Pfeffer", null],
      ["1,5 - 2 cl Rum", 1.5, 2, "cl", "Rum", null],
    ]);
  });

  it("reads the clove of a 'Knoblauchzehe' compound as the unit", () => {
    check([
      ["2 Knoblauchzehen, fein gehackt", 2, null, "clove", "Knoblauch", "fein gehackt"],
      ["1 Knoblauchzehe", 1, null, "clove", "Knoblauch", null],
    ]);
  });

  it("keeps a thousands comma a whole number", () => {
    expect(parseIngredientLine("1,000 g flour")).toMatchObject({ qty: 1000, unit: "g", ingredient: "flour" });
  });

  it("moves 'etwas', 'ca.' and purposes with 'zum' or 'nach Belieben' to the note", () => {
    check([
      ["etwas Petersilie", null, null, null, "Petersilie", "etwas"],
      ["ca. 200 g Hackfleisch", 200, null, "g", "Hackfleisch", "ca."],
      ["Öl zum Braten", null, null, null, "Öl", "zum Braten"],
      ["Salz nach Belieben", null, null, null, "Salz", "nach Belieben"],
      ["Pfeffer aus der Mühle", null, null, null, "Pfeffer", "aus der Mühle"],
    ]);
  });
});

describe("Dutch lines", () => {
  it("reads el, tl, eetlepel, theelepel, teentje, snufje, blik and bosje", () => {
    check([
      ["2 el olijfolie", 2, null, "tablespoon", "olijfolie", null],
      ["1 tl kerriepoeder", 1, null, "teaspoon", "kerriepoeder", null],
      ["3 eetlepels bloem", 3, null, "tablespoon", "bloem", null],
      ["½ theelepel zout", 0.5, null, "teaspoon", "zout", null],
      ["2 teentjes knoflook", 2, null, "clove", "knoflook", null],
      ["1 snufje peper", 1, null, "pinch", "peper", null],
      ["1 blik tomatenblokjes", 1, null, "can", "tomatenblokjes", null],
      ["1 bosje peterselie", 1, null, "bunch", "peterselie", null],
      ["peper naar smaak", null, null, null, "peper", "naar smaak"],
    ]);
  });
});

describe("French lines", () => {
  it("reads c. à s., c. à c., cuillère à soupe/café, pincée, gousse with 'de' and 'd'' before the food", () => {
    check([
      ["2 c. à s. d'huile d'olive", 2, null, "tablespoon", "huile d'olive", null],
      ["1 c.à.c. de cumin", 1, null, "teaspoon", "cumin", null],
      ["3 cuillères à soupe de crème fraîche", 3, null, "tablespoon", "crème fraîche", null],
      ["1 cuillère à café de sel", 1, null, "teaspoon", "sel", null],
      ["1 pincée de muscade", 1, null, "pinch", "muscade", null],
      ["2 gousses d’ail, hachées", 2, null, "clove", "ail", "hachées"],
      ["200 g de farine", 200, null, "g", "farine", null],
      ["1 boîte de pois chiches", 1, null, "can", "pois chiches", null],
      ["2 pincée(s) de sel", 2, null, "pinch", "sel", null],
      ["8 feuilles de basilic", 8, null, "leaf", "basilic", null],
      ["1 sachet de 7 g de levure sèche", 1, null, "sachet", "levure sèche", "de 7 g"],
    ]);
  });

  it("reads a name first and its amount after a dash", () => {
    check([
      ["Beurre - 2 cuillères à soupe", 2, null, "tablespoon", "Beurre", "2 cuillères à soupe"],
      ["Oignon - 1", 1, null, null, "Oignon", "1"],
    ]);
  });
});

describe("Spanish lines", () => {
  it("reads cucharada, cucharadita, pizca, diente and 'al gusto'", () => {
    check([
      ["2 cucharadas de aceite de oliva", 2, null, "tablespoon", "aceite de oliva", null],
      ["1 cucharadita de pimentón", 1, null, "teaspoon", "pimentón", null],
      ["1 cda de vinagre", 1, null, "tablespoon", "vinagre", null],
      ["½ cdta de comino", 0.5, null, "teaspoon", "comino", null],
      ["1 pizca de sal", 1, null, "pinch", "sal", null],
      ["3 dientes de ajo", 3, null, "clove", "ajo", null],
      ["1 taza de arroz", 1, null, "cup", "arroz", null],
      ["Pimienta al gusto", null, null, null, "Pimienta", "al gusto"],
    ]);
  });
});

describe("Italian lines", () => {
  it("reads cucchiaio, cucchiaino, pizzico, spicchio with 'di' and 'd'', and q.b.", () => {
    check([
      ["2 cucchiai di olio extravergine", 2, null, "tablespoon", "olio extravergine", null],
      ["1 cucchiaino di zucchero", 1, null, "teaspoon", "zucchero", null],
      ["1 pizzico di sale", 1, null, "pinch", "sale", null],
      ["1 spicchio d'aglio", 1, null, "clove", "aglio", null],
      ["300 g di farina", 300, null, "g", "farina", null],
      ["q.b. pepe nero", null, null, null, "pepe nero", "q.b."],
      ["basilico q.b.", null, null, null, "basilico", "q.b."],
    ]);
  });
});

describe("Portuguese lines", () => {
  it("reads colher de sopa/chá, colher (sopa), xícara (chá), pitada, dente and 'a gosto'", () => {
    check([
      ["2 colheres de sopa de azeite", 2, null, "tablespoon", "azeite", null],
      ["1 colher de chá de canela", 1, null, "teaspoon", "canela", null],
      ["1 colher (sopa) de manteiga", 1, null, "tablespoon", "manteiga", null],
      ["2 xícaras (chá) de farinha de trigo", 2, null, "cup", "farinha de trigo", null],
      ["1 pitada de sal", 1, null, "pinch", "sal", null],
      ["2 dentes de alho", 2, null, "clove", "alho", null],
      ["1 lata de milho", 1, null, "can", "milho", null],
      ["Sal a gosto", null, null, null, "Sal", "a gosto"],
      ["Cebola 1 unidade", 1, null, "piece", "Cebola", "1 unidade"],
    ]);
  });
});

describe("canonicalUnit across languages", () => {
  it("ignores case, accents, dots and brackets in the spellings", () => {
    const cases: Array<[string, string]> = [
      ["EL", "tablespoon"], ["tl", "teaspoon"], ["Eßlöffel", "tablespoon"], ["C. à S.", "tablespoon"],
      ["cuillere a cafe", "teaspoon"], ["colher (chá)", "teaspoon"], ["xicara", "cup"], ["Msp.", "pinch"],
      ["Stk.", "piece"], ["Zehen", "clove"], ["Dosen", "can"], ["Pck.", "package"], ["Gramm", "g"],
    ];
    for (const [spelling, unit] of cases) expect(canonicalUnit(spelling), spelling).toBe(unit);
  });

  it("reads no English food word as a European unit", () => {
    for (const word of ["pak", "chili", "el-", "bos's", "teenage"]) expect(canonicalUnit(word), word).toBeNull();
    expect(parseIngredientLine("3 pak choi, halved")).toMatchObject({ qty: 3, unit: null, ingredient: "pak choi" });
    expect(parseIngredientLine("2 chili peppers")).toMatchObject({ qty: 2, unit: null, ingredient: "chili peppers" });
  });
});

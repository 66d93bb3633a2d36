import { describe, expect, it } from "vitest";
import { parseRecipeText } from "./parse-recipe-text";

const lines = (d: ReturnType<typeof parseRecipeText>) => d.ingredients.map((i) => i.line);
const steps = (d: ReturnType<typeof parseRecipeText>) => d.steps.map((s) => s.text);

describe("parseRecipeText: typed and copied layouts", () => {
  it("reads a German recipe with Markdown headings, a yield in the heading and paragraphs as steps", () => {
    const d = parseRecipeText(`# Kartoffelsuppe

Zubereitungszeit: 20 Min.
Kochzeit: 1 Std. 10 Min.

## Zutaten für 4 Personen
- 1 kg Kartoffeln
- 2 Zwiebeln
- 1 l Gemüsebrühe

## Zubereitung

Kartoffeln und Zwiebeln schälen und würfeln.

Alles in der Brühe weich kochen und pürieren.`);
    expect(d).toMatchObject({ title: "Kartoffelsuppe", servings: 4, prepMin: 20, cookMin: 70 });
    expect(lines(d)).toEqual(["1 kg Kartoffeln", "2 Zwiebeln", "1 l Gemüsebrühe"]);
    expect(d.ingredients[0]).toMatchObject({ qty: 1, unit: "kg" });
    expect(steps(d)).toEqual(["Kartoffeln und Zwiebeln schälen und würfeln.", "Alles in der Brühe weich kochen und pürieren."]);
  });

  it("reads French headings, 'Pour … personnes' and 'Étape N' labels", () => {
    const d = parseRecipeText(`Crêpes sucrées
Pour 6 personnes
Temps de préparation : 10 min
Ingrédients :
250 g de farine
4 œufs
50 cl de lait
Préparation :
Étape 1
Mettre la farine dans un saladier et ajouter les œufs.
Étape 2
Verser le lait petit à petit en mélangeant.`);
    expect(d).toMatchObject({ title: "Crêpes sucrées", servings: 6, prepMin: 10 });
    expect(lines(d)).toEqual(["250 g de farine", "4 œufs", "50 cl de lait"]);
    expect(steps(d)).toEqual(["Mettre la farine dans un saladier et ajouter les œufs.", "Verser le lait petit à petit en mélangeant."]);
  });

  it("finds ingredients and steps without any heading (a typed card)", () => {
    const d = parseRecipeText(`Garlic Butter Toast

4 slices sourdough bread
3 tbsp butter, softened
2 cloves garlic, crushed
salt

Mix the butter, garlic and a pinch of salt.
Spread on the bread and grill until golden.`);
    expect(d.title).toBe("Garlic Butter Toast");
    expect(lines(d)).toEqual(["4 slices sourdough bread", "3 tbsp butter, softened", "2 cloves garlic, crushed", "salt"]);
    expect(d.ingredients[1]).toMatchObject({ qty: 3, unit: "tablespoon" });
    expect(steps(d)).toEqual(["Mix the butter, garlic and a pinch of salt.", "Spread on the bread and grill until golden."]);
  });

  it("keeps groups of ingredients and of steps, with Dutch and Spanish headings", () => {
    const d = parseRecipeText(`Ingrediënten
Voor de saus:
200 ml room
Voor de pasta:
300 g spaghetti
Bereiding
Voor de saus:
Verwarm de room.
Voor de pasta:
Kook de spaghetti.`);
    expect(d.ingredients.map((i) => i.section)).toEqual(["Voor de saus", "Voor de pasta"]);
    expect(d.steps).toEqual([
      { text: "Verwarm de room.", section: "Voor de saus" },
      { text: "Kook de spaghetti.", section: "Voor de pasta" },
    ]);
    const es = parseRecipeText("Ingredientes\n2 huevos\n100 g de azúcar\nPreparación\nBatir los huevos con el azúcar.");
    expect(lines(es)).toEqual(["2 huevos", "100 g de azúcar"]);
    expect(steps(es)).toEqual(["Batir los huevos con el azúcar."]);
  });

  it("reads Italian and Portuguese headings", () => {
    const it_ = parseRecipeText("Ingredienti\n320 g di spaghetti\n2 uova\nPreparazione\nCuocete la pasta in acqua salata.");
    expect(lines(it_)).toEqual(["320 g di spaghetti", "2 uova"]);
    const pt = parseRecipeText("Ingredientes\n2 xícaras de farinha\n3 ovos\nModo de preparo\nMisture tudo e leve ao forno.");
    expect(steps(pt)).toEqual(["Misture tudo e leve ao forno."]);
  });
});

describe("parseRecipeText: web page copies and OCR", () => {
  it("skips page chrome and a chatty ingredient list in favour of the recipe card", () => {
    const d = parseRecipeText(`Home » Desserts » Lemon Bars
Jump to Recipe
Lemon Bars
These lemon bars are the best thing I baked all year, and lemon lovers agree.
Ingredients you'll need
Lemons
Butter
Lemon Bars
5 from 12 votes
Prep Time 15 minutes
Total Time 1 hour
Servings 16 bars
Ingredients
US Customary Metric
▢ 1 cup butter melted
▢ 2 cups flour
▢ 4 large eggs
▢ 1/3 cup lemon juice
Instructions
Heat the oven to 350°F.
Press the butter and flour into a pan and bake 20 minutes.
Whisk eggs and juice, pour over, bake 20 minutes more.
Notes
Dust with powdered sugar.
Did you make this recipe?`);
    expect(d).toMatchObject({ title: "Lemon Bars", servings: 16, prepMin: 15, totalMin: 60, notes: "Dust with powdered sugar." });
    expect(lines(d)).toEqual(["1 cup butter melted", "2 cups flour", "4 large eggs", "1/3 cup lemon juice"]);
    expect(steps(d)).toHaveLength(3);
  });

  it("joins an amount printed on its own line with its food (two-column ingredient tables)", () => {
    const d = parseRecipeText("Ingredients\n3/4 c.\nall-purpose flour\n1 tsp.\nbaking soda\nDirections\nWhisk together.");
    expect(lines(d)).toEqual(["3/4 c. all-purpose flour", "1 tsp. baking soda"]);
  });

  it("rejoins OCR text: wrapped steps, a word hyphenated at a line end, stray marks", () => {
    const d = parseRecipeText(`Tomato Soup
|
Serves 4

2 tbsp olive oil
1 onion, chopped
800 g tinned tomatoes

Soften the onion in the oil for ten min-
utes, then add the tomatoes and simmer
for twenty minutes.

Blend until smooth and season.`);
    expect(d.title).toBe("Tomato Soup");
    expect(d.servings).toBe(4);
    expect(lines(d)).toHaveLength(3);
    expect(steps(d)).toEqual([
      "Soften the onion in the oil for ten minutes, then add the tomatoes and simmer for twenty minutes.",
      "Blend until smooth and season.",
    ]);
  });

  it("reads two columns that OCR put side by side (ingredients left, method right)", () => {
    const d = parseRecipeText(`Pancakes
200 g flour          Whisk the flour, eggs and milk.
2 eggs               Rest the batter for 10 minutes.
300 ml milk          Fry thin pancakes in butter.
butter`);
    expect(lines(d)).toEqual(["200 g flour", "2 eggs", "300 ml milk", "butter"]);
    expect(steps(d)).toEqual(["Whisk the flour, eggs and milk.", "Rest the batter for 10 minutes.", "Fry thin pancakes in butter."]);
  });

  it("answers an empty draft (no title, no lines) for text that is not a recipe, and never throws", () => {
    const d = parseRecipeText("Hello there, this is just a note to myself.");
    expect(d.ingredients).toEqual([]);
    expect(d.servings).toBeNull();
    for (const text of ["", "\n\n\n", "((((", "1/2 ".repeat(500), "Ingredients\n".repeat(50)]) expect(() => parseRecipeText(text)).not.toThrow();
  });

  it("reads the tags, the source link and declared nutrition", () => {
    const d = parseRecipeText(`Chili
Course: Main Course
Cuisine: Mexican, Tex-Mex
Source: https://example.org/chili
Ingredients
500 g beef mince
1 can kidney beans
Instructions
Brown the beef, add the beans and simmer.
Nutrition
Calories: 420 kcal | Protein: 31 g | Fat: 18 g`);
    expect(d.tags).toEqual(["Main Course", "Mexican", "Tex-Mex"]);
    expect(d.sourceUrl).toBe("https://example.org/chili");
    expect(d.declaredNutrition).toEqual({ calories: "420 kcal", proteinContent: "31 g", fatContent: "18 g" });
  });
});

import { describe, expect, it } from "vitest";
import { fakePng, makeZip } from "../../../../test/server/fixtures/make-zip";
import { readRecipeArchive } from "./read-archive";

const read = (bytes: Buffer | string, filename = "export.zip") => readRecipeArchive({ bytes: Buffer.from(bytes), filename });

describe("CSV exports", () => {
  it("reads Plan to Eat: ', Heading' groups, minutes, tags from course/cuisine/tags, nutrition columns", async () => {
    const csv = `Title,Course,Cuisine,Main Ingredient,Description,Source,Url,Url Host,Prep Time,Cook Time,Total Time,Servings,Yield,Ingredients,Directions,Tags,Rating,Public Url,Photo Url,Private,Nutritional Score (generic),Calories,Fat,Protein
Bean Bowl,Main Course,Mexican,Beans,"Hearty.
Filling.",Grandma,https://cook.example/beans,cook.example,10,20,30,4,1 big bowl,", Beans
1 can black beans, drained
, Topping
2 tbsp salsa","Warm beans.
Top.","Cheap, Quick",4,,https://cook.example/beans.jpg,yes,,500,10,20
`;
    const r = await read(makeZip([{ name: "plantoeat.csv", bytes: csv }]));
    expect(r.format).toBe("plantoeat");
    const [b] = r.recipes;
    expect(b.ingredients.map((i) => [i.line, i.section])).toEqual([
      ["1 can black beans, drained", "Beans"],
      ["2 tbsp salsa", "Topping"],
    ]);
    expect(b).toMatchObject({
      description: "Hearty.\nFilling.",
      servings: 4,
      yields: "1 big bowl",
      prepMin: 10,
      cookMin: 20,
      totalMin: 30,
      rating: 4,
    });
    expect(b).toMatchObject({
      tags: ["Main Course", "Mexican", "Beans", "Cheap", "Quick"],
      sourceUrl: "https://cook.example/beans",
      imageUrl: "https://cook.example/beans.jpg",
    });
    expect(b.notes).toBe("Source: Grandma");
    expect(b.declaredNutrition).toEqual({ calories: "500", fatContent: "10", proteinContent: "20" });
  });

  it("reads My Recipe Box, telling the page address from the picture address", async () => {
    const csv = `title,description,preparationTime,cookingTime,inactiveTime,totalTime,quantity,ingredients,instructions,notes,nutrition,favorite,rating,categories,tags,video,source,originalPicture,
Apple Salad,Crisp.,15,,,15,2,"2 small apples
1/2 cup walnuts","1. Chop.
2. Toss.",,"calories : 150 kcal
fat : 5 g",false,,Sides;Salad,Fall,,,https://cook.example/apple-salad/,https://cook.example/apple.jpg
`;
    const r = await read(csv, "myrecipebox.csv");
    expect(r.format).toBe("myrecipebox");
    expect(r.recipes[0]).toMatchObject({ title: "Apple Salad", servings: 2, prepMin: 15, totalMin: 15, tags: ["Sides", "Salad", "Fall"] });
    expect(r.recipes[0]).toMatchObject({ sourceUrl: "https://cook.example/apple-salad/", imageUrl: "https://cook.example/apple.jpg" });
    expect(r.recipes[0].steps.map((s) => s.text)).toEqual(["Chop.", "Toss."]);
    expect(r.recipes[0].ingredients[1]).toMatchObject({ qty: 0.5, unit: "cup", ingredient: "walnuts" });
    expect(r.recipes[0].declaredNutrition).toEqual({ calories: "150 kcal", fatContent: "5 g" });
  });
});

describe("schema.org JSON, JSON-LD and Cooklang", () => {
  const soup = {
    "@type": "Recipe",
    name: "Soup",
    recipeIngredient: ["1 l stock"],
    recipeInstructions: "Heat.<br>Serve.",
    description: "<p>Warm <script>steal()</script></p>",
  };

  it("reads a JSON array, an @graph and ld+json blocks of a saved page", async () => {
    const arr = await read(JSON.stringify([soup, { ...soup, name: "Stew" }]), "recipes.json");
    expect(arr).toMatchObject({ format: "schema-org", recipes: [{ title: "Soup" }, { title: "Stew" }] });
    expect(arr.recipes[0].steps.map((s) => s.text)).toEqual(["Heat.", "Serve."]);
    expect(arr.recipes[0].description).toBe("Warm steal()");
    const graph = await read(
      JSON.stringify({ "@context": "https://schema.org", "@graph": [{ "@type": "WebPage" }, { ...soup, "@type": ["Recipe"] }] }),
      "x.jsonld",
    );
    expect(graph.recipes.map((x) => x.title)).toEqual(["Soup"]);
    const page = `<html><head><script type="application/ld+json">${JSON.stringify({ ...soup, description: "Warm." })}</script></head></html>`;
    const zip = await read(
      makeZip([
        { name: "saved/soup.html", bytes: page },
        { name: "saved/stew.json", bytes: JSON.stringify({ ...soup, name: "Stew" }) },
      ]),
    );
    expect(zip.recipes.map((x) => x.title).sort()).toEqual(["Soup", "Stew"]);
  });

  it("reads Cooklang: metadata, inline ingredients with amounts, sections, timers, comments, picture", async () => {
    const cook = `---
title: Pancakes
servings: 4
tags: [breakfast, sweet]
prep time: 10 minutes
source: https://cook.example/pancakes
---
-- a comment line
Crack @eggs{3} into a bowl, add @plain flour{125%g}(sifted) and @milk{250%ml}.

== Cooking ==
Heat #frying pan{} for ~{5%minutes}. Add the @eggs and cook. [- block
comment -]
> Serve warm.
`;
    const zip = makeZip([
      { name: "Breakfast/Pancakes.cook", bytes: cook },
      { name: "Breakfast/Pancakes.jpg", bytes: fakePng(), store: true },
    ]);
    const r = await read(zip);
    expect(r.format).toBe("cooklang");
    const [p] = r.recipes;
    expect(p).toMatchObject({
      title: "Pancakes",
      servings: 4,
      prepMin: 10,
      tags: ["breakfast", "sweet"],
      sourceUrl: "https://cook.example/pancakes",
      notes: "Serve warm.",
    });
    expect(p.ingredients.map((i) => [i.line, i.qty, i.unit, i.ingredient, i.section])).toEqual([
      ["3 eggs", 3, null, "eggs", null],
      ["125 g plain flour, sifted", 125, "g", "plain flour", null],
      ["250 ml milk", 250, "ml", "milk", null],
    ]);
    expect(p.steps).toEqual([
      { text: "Crack eggs into a bowl, add plain flour and milk.", section: null },
      { text: "Heat frying pan for 5 minutes. Add the eggs and cook.", section: "Cooking" },
    ]);
    expect(p.image?.name).toBe("Breakfast/Pancakes.jpg");
  });
});

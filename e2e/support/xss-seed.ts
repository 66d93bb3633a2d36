import { hostile, imgPayload, jsUrl, svgPayload, TEMPLATE } from "./xss-payloads";

/** The hostile texts seeded through the household data import (POST /api/account/import). */
export const FILE = {
  product: hostile("fprod", "Lentils"),
  brand: hostile("fbrand", "Acme"),
  recipe: hostile("ftitle", "Imported stew"),
  description: hostile("fdesc", "Slow stew", "svg"),
  cuisine: hostile("fcuis", "Nowhere"),
  step: hostile("fstep", "Simmer"),
  ingredient: hostile("fing", "carrot"),
  difficulty: hostile("fdiff", "hard"),
  plan: hostile("fplan", "File breakfast"),
  planNote: hostile("fpnote", "note"),
  history: hostile("fhist", "Old beans"),
  diet: hostile("fdiet", "No mushrooms"),
  category: hostile("fcat", "pantry"),
};

/**
 * An export file (householdExportSchema) whose every text is hostile and whose link and image
 * fields hold javascript: URLs: one product and item, one recipe, one custom meal on `day`, one
 * history record, and the settings' dietary constraints.
 */
export function hostileExportFile(day: string) {
  const at = new Date().toISOString();
  return {
    version: 1,
    exportedAt: at,
    settings: { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: FILE.diet },
    products: [
      {
        id: "p1",
        name: FILE.product,
        brand: FILE.brand,
        category: FILE.category,
        imageUrl: jsUrl("fpimg"),
        barcode: null,
        foodId: null,
        createdAt: at,
      },
    ],
    pantryItems: [
      { id: "i1", productId: "p1", qty: "2", unit: "pieces", source: svgPayload("fsource"), expiresOn: null, createdAt: at, updatedAt: at },
    ],
    recipes: [
      {
        id: "r1",
        title: FILE.recipe,
        description: FILE.description,
        cuisineTag: FILE.cuisine,
        prepMin: 5,
        cookMin: 40,
        servings: 2,
        imageUrl: jsUrl("frimg"),
        sourceUrl: jsUrl("fsrc"),
        recipeUrl: jsUrl("frurl"),
        instructions: `${FILE.step}\nServe ${TEMPLATE}`,
        ingredients: [{ ingredient: FILE.ingredient, qty: "2", unit: "cup", note: imgPayload("fnote") }],
        baseScore: 50,
        healthScore: null,
        calories: null,
        mealType: "dinner",
        difficultyLevel: FILE.difficulty,
        origin: "manual",
        createdAt: at,
        updatedAt: at,
      },
    ],
    mealPlans: [
      {
        recipeId: null,
        day,
        mealType: "breakfast",
        servings: 2,
        status: "planned",
        customMealTitle: FILE.plan,
        customMealLink: jsUrl("fplink"),
        notes: FILE.planNote,
        isCooked: false,
        recurrenceRule: null,
        createdAt: at,
      },
    ],
    history: [
      {
        pantryItemId: "i1",
        action: "add",
        delta: "2",
        unit: "pieces",
        productName: FILE.history,
        productBrand: hostile("fhbrand", "Acme"),
        productCategory: FILE.category,
        meta: { source: svgPayload("fhsource") },
        createdAt: at,
      },
    ],
    images: [],
  };
}

/** The hostile AI recipe idea a model (or a tampered client) could hand to POST /api/recipes/save-ai-recipe. */
export const AI = {
  title: hostile("atitle", "Model curry"),
  description: hostile("adesc", "A curry", "svg"),
  ingredient: hostile("aing", "onion"),
  step: hostile("astep", "Fry"),
};

export function hostileIdea() {
  return {
    title: AI.title,
    description: AI.description,
    mealType: "dinner",
    difficultyLevel: "easy",
    pantryMatch: false,
    pantryMatchPercentage: 10,
    estimatedPrepTime: 10,
    estimatedCookTime: 20,
    servings: 2,
    pantryIngredients: [hostile("apantry", "rice")],
    keyIngredients: [hostile("akey", "rice")],
    allIngredients: [{ name: AI.ingredient, amount: "1 cup", fromPantry: false }],
    nutritionHighlights: [hostile("anutr", "High protein")],
    chefTips: [hostile("atip", "Tip")],
    wineRecommendation: hostile("awine", "Riesling"),
    cookingInstructions: [AI.step, `Serve ${TEMPLATE}`],
    recipeLink: jsUrl("alink"),
    imageUrl: jsUrl("aimage"),
    mainDish: hostile("amain", "curry"),
    sideDishes: [hostile("aside", "naan")],
    dietaryFlags: [hostile("aflag", "vegetarian")],
  };
}

/**
 * What the load benchmark's households hold: a pantry of ~40 everyday foods as a shop receipt
 * prints them, a few recipes that use them, and meal-plan entries over the coming week.
 */

/** One pantry line for POST /api/pantry/bulk-add. */
export interface PantryLine {
  productName: string;
  qty: string;
  unit: string;
}

const line = (productName: string, qty: string, unit: string): PantryLine => ({ productName, qty, unit });

/** 42 pantry lines (names the food knowledge base knows; mixed units as in real pantries). */
export const PANTRY: PantryLine[] = [
  line("Whole milk", "2", "cups"),
  line("Eggs", "12", "pieces"),
  line("Butter", "250", "g"),
  line("Cheddar cheese", "200", "g"),
  line("Greek yogurt", "500", "g"),
  line("Basmati rice", "1", "kg"),
  line("Spaghetti", "500", "g"),
  line("Penne pasta", "500", "g"),
  line("Plain flour", "1", "kg"),
  line("Rolled oats", "500", "g"),
  line("Chicken breast", "600", "g"),
  line("Minced beef", "500", "g"),
  line("Salmon fillet", "2", "pieces"),
  line("Canned tomatoes", "3", "pieces"),
  line("Chickpeas", "2", "pieces"),
  line("Red lentils", "500", "g"),
  line("Onions", "6", "pieces"),
  line("Garlic", "1", "pieces"),
  line("Carrots", "1", "kg"),
  line("Potatoes", "2", "kg"),
  line("Bell pepper", "3", "pieces"),
  line("Broccoli", "1", "pieces"),
  line("Spinach", "200", "g"),
  line("Tomatoes", "6", "pieces"),
  line("Cucumber", "1", "pieces"),
  line("Lemons", "3", "pieces"),
  line("Bananas", "6", "pieces"),
  line("Apples", "6", "pieces"),
  line("Olive oil", "2", "cups"),
  line("Sunflower oil", "2", "cups"),
  line("Soy sauce", "1", "cups"),
  line("Honey", "340", "g"),
  line("Sugar", "1", "kg"),
  line("Salt", "500", "g"),
  line("Black pepper", "50", "g"),
  line("Paprika", "50", "g"),
  line("Cumin", "40", "g"),
  line("Bread", "1", "pieces"),
  line("Peanut butter", "340", "g"),
  line("Frozen peas", "900", "g"),
  line("Coconut milk", "2", "pieces"),
  line("Mozzarella", "125", "g"),
];

/** A manual recipe body for POST /api/recipes/manual. */
export interface RecipeBody {
  title: string;
  cuisineTag: string;
  instructions: string;
  prepMin: string;
  cookMin: string;
  servings: string;
  ingredients: { name: string; qty: string; unit: string }[];
}

const ing = (name: string, qty: string, unit: string) => ({ name, qty, unit });

/** Four recipes whose ingredients the pantry mostly holds (so the list shows real match scores). */
export const RECIPES: RecipeBody[] = [
  {
    title: "Chickpea curry",
    cuisineTag: "Indian",
    instructions: "Fry the onion and garlic. Add cumin, paprika, tomatoes, chickpeas and coconut milk. Simmer 20 minutes. Serve with rice.",
    prepMin: "10",
    cookMin: "25",
    servings: "4",
    ingredients: [
      ing("onion", "1", "piece"),
      ing("garlic", "2", "piece"),
      ing("chickpeas", "400", "g"),
      ing("canned tomatoes", "400", "g"),
      ing("coconut milk", "400", "ml"),
      ing("cumin", "1", "tsp"),
      ing("basmati rice", "300", "g"),
    ],
  },
  {
    title: "Spaghetti bolognese",
    cuisineTag: "Italian",
    instructions: "Brown the beef with onion, carrot and garlic. Add tomatoes and simmer 30 minutes. Toss with spaghetti.",
    prepMin: "15",
    cookMin: "40",
    servings: "4",
    ingredients: [
      ing("minced beef", "500", "g"),
      ing("onion", "1", "piece"),
      ing("carrot", "1", "piece"),
      ing("canned tomatoes", "800", "g"),
      ing("spaghetti", "400", "g"),
    ],
  },
  {
    title: "Spinach omelette",
    cuisineTag: "French",
    instructions: "Whisk the eggs with salt and pepper. Wilt the spinach in butter, pour in the eggs, fold when set.",
    prepMin: "5",
    cookMin: "8",
    servings: "2",
    ingredients: [ing("eggs", "4", "piece"), ing("spinach", "100", "g"), ing("butter", "20", "g"), ing("cheddar cheese", "40", "g")],
  },
  {
    title: "Lemon salmon with potatoes",
    cuisineTag: "Nordic",
    instructions: "Roast the potatoes 25 minutes. Add the salmon with lemon and olive oil and roast 12 minutes more.",
    prepMin: "10",
    cookMin: "40",
    servings: "2",
    ingredients: [
      ing("salmon fillet", "2", "piece"),
      ing("potatoes", "500", "g"),
      ing("lemon", "1", "piece"),
      ing("olive oil", "2", "tbsp"),
    ],
  },
];

/** Custom meals the mix plans and removes again (a user trying out the week). */
export const CUSTOM_MEALS = ["Pizza night", "Leftovers", "Tacos", "Soup and bread", "Pancakes", "Stir fry"];

/** The day `offset` days from today (UTC), as YYYY-MM-DD. */
export function dayFromToday(offset: number): string {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
}

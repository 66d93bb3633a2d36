/**
 * Ten realistic households (pantry + settings) for the idea engine's quality test and for
 * bench/ideas/README.md, written for this project: names as people type them or shops print
 * them, a few expiry dates, and the diets and allergies real households declare.
 */
import type { UserSettings } from "../../../shared/schemas/user-settings";
import type { PantryInput } from "./recipe-ideas";

/** One household: a short label, who it is, its settings and its pantry. */
export interface HouseholdFixture {
  id: string;
  label: string;
  settings: UserSettings;
  pantry: PantryInput[];
}

const base: UserSettings = { householdSize: 2, allergies: [], dietaryPrefs: [], dietaryConstraints: "" };

/** "Eggs 12" → { name: "Eggs", qty: 12, unit: "pieces" }; a date after "@" becomes expiresOn. */
function items(lines: readonly string[]): PantryInput[] {
  return lines.map((line) => {
    const [text, date] = line.split("@").map((s) => s.trim());
    const m = /^(.*?)\s+(\d+(?:\.\d+)?)\s*(g|kg|ml|l|pieces)?$/.exec(text);
    const name = m ? m[1] : text;
    return { name, qty: m ? Number(m[2]) : 1, unit: m?.[3] ?? "pieces", category: "", expiresOn: date ?? null };
  });
}

/** The ten households, from a student's shelf to a nearly empty fridge. */
export const HOUSEHOLDS: readonly HouseholdFixture[] = [
  {
    id: "student",
    label: "A student's shelf (1 person)",
    settings: { ...base, householdSize: 1 },
    pantry: items([
      "Instant noodles 3", "Eggs 6 @ 2030-01-05", "Long grain rice 1 kg", "Soy sauce 150 ml", "Frozen peas 500 g",
      "Sliced white bread 1 @ 2030-01-03", "Peanut butter 340 g", "Bananas 3 @ 2030-01-02", "Penne 500 g",
      "Chopped tomatoes 400 g", "Onion 2", "Mature cheddar 200 g", "Tuna chunks in brine 2", "Semi-skimmed milk 1 l @ 2030-01-04",
    ]),
  },
  {
    id: "family",
    label: "A family of four, weekly shop",
    settings: { ...base, householdSize: 4 },
    pantry: items([
      "Chicken breast fillets 600 g @ 2030-01-02", "Beef mince 500 g @ 2030-01-03", "Potatoes 2 kg", "Carrots 1 kg",
      "Brown onions 3", "Garlic 1", "Broccoli 1 @ 2030-01-04", "Whole milk 2 l", "Free range eggs 12", "Salted butter 250 g",
      "Cheddar 400 g", "Wholemeal bread 1", "Spaghetti 500 g", "Basmati rice 1 kg", "Chopped tomatoes 400 g",
      "Apples 6", "Bananas 5", "Greek yogurt 500 g", "Garden peas frozen 900 g", "Plain flour 1.5 kg", "Iceberg lettuce 1",
      "Cucumber 1", "Tortilla wraps 8",
    ]),
  },
  {
    id: "vegan",
    label: "A vegan couple",
    settings: { ...base, dietaryPrefs: ["Vegan"] },
    pantry: items([
      "Firm tofu 400 g @ 2030-01-03", "Chickpeas 400 g", "Red lentils 500 g", "Oat milk 1 l", "Baby spinach 200 g @ 2030-01-02",
      "Sweet potatoes 3", "Jasmine rice 1 kg", "Quinoa 500 g", "Coconut milk 400 ml", "Thai red curry paste 1", "Tahini 300 g",
      "Lemons 2", "Garlic 1", "Red onion 2", "Red pepper 2", "Black beans 400 g", "Avocado 2 @ 2030-01-02", "Porridge oats 1 kg",
      "Frozen mixed berries 500 g", "Smooth peanut butter 1", "Soy sauce 1",
    ]),
  },
  {
    id: "nearly-empty",
    label: "A nearly empty fridge",
    settings: base,
    pantry: items(["Eggs 4", "Bread 1", "Milk 500 ml", "Onion 1"]),
  },
  {
    id: "pescatarian",
    label: "A pescatarian couple who love fish",
    settings: { ...base, dietaryPrefs: ["Pescatarian"] },
    pantry: items([
      "Salmon fillets 2 @ 2030-01-02", "Raw king prawns 200 g @ 2030-01-03", "Cod loin 2", "Lemons 3", "Fresh dill 1",
      "New potatoes 750 g", "Asparagus 1 @ 2030-01-03", "Spinach 200 g", "Arborio rice 500 g", "Linguine 500 g", "Garlic 1",
      "Cherry tomatoes 250 g", "Feta 200 g", "Eggs 6", "Greek yogurt 500 g", "Cucumber 1",
    ]),
  },
  {
    id: "coeliac-dairy-free",
    label: "Gluten and dairy allergies, family of three",
    settings: { ...base, householdSize: 3, allergies: ["Gluten/Wheat", "Dairy/Lactose"] },
    pantry: items([
      "Chicken thighs 800 g @ 2030-01-02", "White rice 1 kg", "Potatoes 1 kg", "Corn tortillas 10", "Black beans 400 g",
      "Peppers 3", "Onions 2", "Garlic 1", "Tomatoes 4", "Avocado 2", "Limes 3", "Eggs 6", "Spinach 200 g", "Quinoa 500 g",
      "Coconut milk 400 ml", "Bananas 4", "Gluten free oats 500 g", "Almond milk 1 l",
    ]),
  },
  {
    id: "asian-pantry",
    label: "An Asian-leaning kitchen",
    settings: base,
    pantry: items([
      "Silken tofu 300 g", "Jasmine rice 2 kg", "Rice noodles 400 g", "Light soy sauce 500 ml", "Fish sauce 200 ml",
      "Fresh ginger 1", "Garlic 1", "Spring onions 1 @ 2030-01-02", "Pak choi 2 @ 2030-01-02", "Eggs 10", "Pork mince 400 g @ 2030-01-03",
      "Toasted sesame oil 1", "White miso 1", "Chilli crisp 1", "Savoy cabbage 1", "Carrots 4", "Limes 2",
    ]),
  },
  {
    id: "mediterranean-nut-allergy",
    label: "Mediterranean cooks with a nut allergy",
    settings: { ...base, allergies: ["Nuts"] },
    pantry: items([
      "Fusilli 500 g", "Tinned tomatoes 400 g", "Parmigiano Reggiano 150 g", "Mozzarella 125 g @ 2030-01-03", "Fresh basil 1",
      "Garlic 1", "Extra virgin olive oil 500 ml", "Courgettes 2 @ 2030-01-02", "Aubergine 1", "Red pepper 1", "Chickpeas 400 g",
      "Lemons 2", "Feta 200 g", "Kalamata olives 1", "Sourdough bread 1", "Eggs 6", "Cucumber 1",
    ]),
  },
  {
    id: "keto",
    label: "A keto household",
    settings: { ...base, dietaryPrefs: ["Keto"] },
    pantry: items([
      "Eggs 12", "Smoked bacon 200 g @ 2030-01-03", "Avocados 3", "Spinach 200 g", "Cheddar 200 g", "Chicken thighs 600 g",
      "Broccoli 1", "Cauliflower 1", "Butter 250 g", "Double cream 300 ml", "Salmon fillets 2", "Courgette 1",
      "Chestnut mushrooms 250 g @ 2030-01-02", "Romaine lettuce 1", "Beef mince 500 g", "Cream cheese 200 g", "Almonds 200 g",
    ]),
  },
  {
    id: "halal-notes",
    label: "A Halal family of five with written notes",
    settings: {
      ...base,
      householdSize: 5,
      dietaryPrefs: ["Halal"],
      dietaryConstraints: "No mushrooms please. I hate cilantro. We are trying to eat low sodium.",
    },
    pantry: items([
      "Diced lamb 600 g @ 2030-01-03", "Chicken breast 1 kg @ 2030-01-02", "Basmati rice 2 kg", "Green lentils 500 g",
      "Natural yogurt 500 g", "Onions 4", "Tomatoes 6", "Cucumber 2", "Potatoes 2 kg", "Carrots 1 kg", "Chickpeas 2", "Eggs 12",
      "Plain flour 1 kg", "Pitta bread 6", "Spinach 300 g", "Mushrooms 250 g", "Coriander 1", "Lemons 3", "Medjool dates 200 g",
    ]),
  },
];

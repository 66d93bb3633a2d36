/**
 * Cooking know-how shared by the recipe families: how to prepare and cook a chosen protein or
 * vegetable, in words a cook can trust (doneness cues, safe core temperatures from the USDA
 * safe minimum internal temperature chart: poultry 74 °C / 165 °F, ground meat 71 °C / 160 °F,
 * whole cuts of pork and beef 63 °C / 145 °F, fish 63 °C / 145 °F).
 */
import type { Chosen, DishContext } from "../family-types";
import { capitalize, joinList } from "../text";

/** How a protein cooks: decides preparation, pan cues, roasting time and the drink. */
export type ProteinKind =
  "poultry" | "ground" | "beef" | "pork" | "cured" | "fish" | "shellfish" | "tofu" | "legume" | "egg" | "cheese" | "other";

const CURED = /bacon|ham|salami|pepperoni|chorizo|prosciutto|pancetta|sausage|hot dog/;

/** Classifies a chosen protein by its diet tags, role and name. */
export function proteinKind(ch: Chosen | undefined): ProteinKind {
  if (!ch) return "other";
  const { tags, role, name } = ch.food;
  if (tags.includes("shellfish")) return "shellfish";
  if (tags.includes("fish")) return "fish";
  if (/ground|mince/.test(name) && (tags.includes("meat") || tags.includes("poultry") || tags.includes("pork"))) return "ground";
  if (CURED.test(name)) return "cured";
  if (tags.includes("poultry")) return "poultry";
  if (tags.includes("pork")) return "pork";
  if (tags.includes("meat")) return "beef";
  if (/tofu|tempeh|seitan/.test(name)) return "tofu";
  if (role === "legume") return "legume";
  if (role === "egg") return "egg";
  if (role === "cheese") return "cheese";
  return "other";
}

/** True for proteins eaten as they come or only warmed: beans, lentils, canned fish, ham, salami. */
export function isReadyToEat(ch: Chosen | undefined): boolean {
  const k = proteinKind(ch);
  const name = ch?.name ?? "";
  return (
    k === "legume" ||
    (k === "fish" && /tuna|sardine|anchov|smoked/.test(name)) ||
    (k === "cured" && /ham|salami|pepperoni|prosciutto/.test(name))
  );
}

/**
 * Preparation sentence for a protein, with its amount: "Cut 300 g chicken breast into bite-size
 * pieces…". `cut` "whole" keeps meat and fish in portions (pan-searing, roasting); "slice" cuts
 * red meat in thin strips across the grain (stir-fries, tacos).
 */
export function prepProtein(ch: Chosen, amount: string, size = "bite-size pieces", cut: "slice" | "whole" = "slice"): string {
  const k = proteinKind(ch);
  if (cut === "whole" && (k === "poultry" || k === "beef" || k === "pork")) {
    return `Take ${amount} out of the fridge 20 minutes ahead, pat dry and season generously with salt and pepper${k === "poultry" ? "; flatten any thick end to an even thickness" : ""}.`;
  }
  if (cut === "whole" && k === "fish" && !isReadyToEat(ch)) return `Pat ${amount} dry, check for pin bones and season with salt.`;
  switch (k) {
    case "poultry":
      return `Cut ${amount} into ${size}, pat dry and season with salt and pepper.`;
    case "beef":
    case "pork":
      return `Slice ${amount} thinly across the grain (easier if it is chilled), then season with salt and pepper.`;
    case "ground":
      return `Take ${amount} out of the fridge 10 minutes ahead so it browns evenly.`;
    case "cured":
      return `Cut ${amount} into ${size}.`;
    case "fish":
      return isReadyToEat(ch)
        ? `Drain ${amount} and break it into large flakes.`
        : `Pat ${amount} dry, check for pin bones and cut into ${size}.`;
    case "shellfish":
      return `Peel and devein ${amount} if needed, then pat dry.`;
    case "tofu":
      return `Press ${amount} between kitchen paper under a heavy pan for 10 minutes, then cut into 2 cm cubes.`;
    case "legume":
      return `Drain and rinse ${amount} (or use them cooked from dry).`;
    case "cheese":
      return `Cut ${amount} into 1 cm slices and pat dry.`;
    default:
      return `Prepare ${amount}, cut into ${size}.`;
  }
}

/** How long and until what a protein is cooked in a hot pan: "until golden and cooked through (74 °C inside), 6–8 minutes". */
export function searCue(ch: Chosen | undefined): string {
  switch (proteinKind(ch)) {
    case "poultry":
      return "until golden and no longer pink inside (74 °C / 165 °F), 6–8 minutes";
    case "ground":
      return "breaking it up with a spoon, until browned with no pink left (71 °C / 160 °F), 6–8 minutes";
    case "beef":
      return "in a single layer over high heat until browned, 1–2 minutes per side; work in batches so it sears rather than steams";
    case "pork":
      return "until browned and just cooked through (63 °C / 145 °F), 4–6 minutes";
    case "cured":
      return "until browned and crisp at the edges, 4–5 minutes";
    case "fish":
      return isReadyToEat(ch)
        ? "just until warmed through, 1–2 minutes"
        : "gently until it turns opaque and flakes (63 °C / 145 °F), 3–4 minutes";
    case "shellfish":
      return "until pink and just curled, 2–3 minutes (any longer and they turn rubbery)";
    case "tofu":
      return "turning every couple of minutes until golden on most sides, 8–10 minutes";
    case "legume":
      return "until heated through and lightly crisp at the edges, 3–4 minutes";
    case "cheese":
      return "in a dry pan until golden on both sides, 1–2 minutes per side";
    default:
      return "until cooked through, 5–7 minutes";
  }
}

/** Roasting time at 220 °C for a protein on a sheet pan, in minutes. */
export function roastMinutes(ch: Chosen | undefined): number {
  const k = proteinKind(ch);
  if (k === "shellfish") return 8;
  if (k === "fish") return 12;
  if (k === "beef") return 15;
  if (k === "pork") return 18;
  if (k === "legume" || k === "tofu") return 25;
  return 22;
}

/**
 * Searing a whole portion (pan-seared plates): per-side times and the core temperature to aim for.
 * Beef is given for medium-rare and medium (USDA: whole cuts 63 °C / 145 °F with a rest).
 */
export function searWhole(ch: Chosen | undefined): string {
  switch (proteinKind(ch)) {
    case "poultry":
      return "for 5–6 minutes per side over medium-high heat, until golden and 74 °C (165 °F) in the thickest part";
    case "beef":
      return "over high heat for 2–4 minutes per side: 57 °C (135 °F) inside for medium-rare, 63 °C (145 °F) for medium";
    case "pork":
      return "for 3–4 minutes per side over medium-high heat, until 63 °C (145 °F) inside";
    case "fish":
      return "skin side down without moving it for 4 minutes, then flip for 1–3 minutes until just opaque";
    case "shellfish":
      return "for 1½–2 minutes per side in a very hot pan, until caramelised and just opaque";
    default:
      return searCue(ch);
  }
}

const CUTS: Array<[RegExp, string]> = [
  [/broccoli|cauliflower/, "cut into small florets"],
  [/carrot|parsnip/, "slice thinly on the diagonal"],
  [/pepper/, "cut into strips"],
  [/zucchini|courgette|cucumber/, "halve lengthwise and slice"],
  [/mushroom/, "slice"],
  [/tomato/, "chop"],
  [/spinach|kale|arugula|lettuce|cabbage/, "rinse and roughly chop"],
  [/green bean|snow pea|asparagus/, "trim and cut into 4 cm lengths"],
  [/potato|squash|beet/, "peel if you like and cut into 2 cm cubes"],
  [/eggplant|aubergine/, "cut into 2 cm cubes"],
  [/celery|leek|onion/, "slice thinly"],
];

/** "cut into small florets" for broccoli, "slice" for mushrooms…; "chop into bite-size pieces" otherwise. */
export function cutFor(name: string): string {
  return CUTS.find(([re]) => re.test(name))?.[1] ?? "chop into bite-size pieces";
}

/** "Cut the broccoli into small florets; slice the carrot thinly on the diagonal." for every food of a slot. */
export function prepVeg(c: DishContext, key: string): string {
  const parts = c
    .all(key)
    .filter((v) => !NO_PREP.test(v.name))
    .map((v) => {
      const cut = cutFor(v.name);
      const [verb, ...rest] = cut.split(" ");
      return `${verb} the ${v.label}${rest.length ? ` ${rest.join(" ")}` : ""}`;
    });
  if (parts.length === 0) return "";
  const text = parts.join("; ");
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** Go in as they are: frozen peas, corn kernels, mixed frozen vegetables. */
const NO_PREP = /^(frozen peas|corn|mixed vegetables|bean sprouts)$/;
const LEAFY = /spinach|kale|arugula|chard|lettuce/;
const FIRM = /carrot|potato|broccoli|cauliflower|green bean|squash|beet|parsnip|cabbage/;

/** Splits a slot's vegetables (their labels) by cooking time: firm (go in first), tender, leafy (wilted in last). */
export function vegStages(c: DishContext, key: string): { firm: string[]; tender: string[]; leafy: string[] } {
  const out = { firm: [] as string[], tender: [] as string[], leafy: [] as string[] };
  for (const v of c.all(key)) {
    if (LEAFY.test(v.name)) out.leafy.push(v.label);
    else if (FIRM.test(v.name)) out.firm.push(v.label);
    else out.tender.push(v.label);
  }
  return out;
}

/**
 * One sentence cooking a slot's vegetables in stages: "Add the carrot and cook for 4–5 minutes;
 * then add the bell pepper for 2–3 minutes; finally stir in the spinach until just wilted."
 * Returns "" when the slot is empty.
 */
export function cookVegInStages(c: DishContext, key: string, firm = "4–5 minutes", tender = "2–3 minutes"): string {
  const s = vegStages(c, key);
  const parts: string[] = [];
  if (s.firm.length) parts.push(`add the ${joinList(s.firm)} and cook for ${firm}`);
  if (s.tender.length)
    parts.push(parts.length ? `then add the ${joinList(s.tender)} for ${tender}` : `add the ${joinList(s.tender)} and cook for ${tender}`);
  if (s.leafy.length) parts.push(`${parts.length ? "finally " : ""}stir in the ${joinList(s.leafy)} until just wilted`);
  return parts.length ? `${capitalize(parts.join("; "))}.` : "";
}

/** A drink for the dish's main protein: wine plus an alcohol-free choice. */
export function drinkForProtein(ch: Chosen | undefined): { wine: string; soft: string } {
  switch (proteinKind(ch)) {
    case "beef":
    case "ground":
      return { wine: "a medium-bodied red such as a Malbec or Côtes du Rhône", soft: "sparkling water with a squeeze of lime" };
    case "pork":
    case "cured":
      return { wine: "a chilled Pinot Noir or an off-dry Riesling", soft: "apple spritzer (apple juice topped with soda water)" };
    case "fish":
    case "shellfish":
      return { wine: "a crisp Sauvignon Blanc or Albariño", soft: "iced green tea with lemon" };
    case "poultry":
      return { wine: "an unoaked Chardonnay or a dry Riesling", soft: "homemade lemonade" };
    default:
      return { wine: "a dry rosé", soft: "sparkling water with cucumber and mint" };
  }
}

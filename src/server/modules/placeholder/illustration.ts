import { createHash } from "node:crypto";
import { matchFoodRuns } from "../../../shared/food/match";
import type { Food } from "../../../shared/food/types";

/**
 * The generated recipe picture (issue 23): the dish's key ingredients as simple icons on a tinted
 * card, in light and dark (the SVG carries a `prefers-color-scheme: dark` style, the same switch
 * the app's theme uses). Only icons drawn here are rendered — never text from the token — so
 * nothing can inject markup.
 */

/** The icon families a food is drawn as. */
export type IconKind =
  "leaf" | "carrot" | "fruit" | "drumstick" | "fish" | "egg" | "cheese" | "bottle" | "bowl" | "bread" | "jar" | "nut" | "cutlery";

/** Most icons a card shows: more would be too small to read on a phone's recipe card. */
export const MAX_ICONS = 3;

/**
 * The icon a knowledge-base food is drawn as: fish and shellfish → fish; meat and poultry →
 * drumstick; tomatoes (a vegetable in the kitchen, round and red on the plate) → fruit; then by
 * role (vegetable → carrot, herb → leaf, fruit → fruit, grain/pasta/legume →
 * bowl, bread/baking → bread, cheese → cheese, dairy/liquid/beverage → bottle, egg → egg,
 * spice/condiment/sauce/fat/sweetener → jar, nut/snack → nut); anything else → cutlery.
 */
export function iconKindOf(food: Pick<Food, "id" | "role" | "tags">): IconKind {
  if (food.id.includes("tomato")) return "fruit";
  if (food.tags.includes("fish") || food.tags.includes("shellfish")) return "fish";
  if (food.tags.includes("meat") || food.tags.includes("poultry") || food.tags.includes("pork")) return "drumstick";
  switch (food.role) {
    case "vegetable":
      return "carrot";
    case "herb":
      return "leaf";
    case "fruit":
      return "fruit";
    case "grain":
    case "pasta":
    case "legume":
      return "bowl";
    case "bread":
    case "baking":
      return "bread";
    case "cheese":
      return "cheese";
    case "dairy":
    case "liquid":
    case "beverage":
      return "bottle";
    case "egg":
      return "egg";
    case "spice":
    case "condiment":
    case "sauce":
    case "fat":
    case "sweetener":
      return "jar";
    case "nut":
    case "snack":
      return "nut";
    case "protein":
      return "drumstick";
    default:
      return "cutlery";
  }
}

/**
 * The icons for a placeholder token such as "idea-tomato-basil-pasta" (the words of a dish's
 * title, see the idea builders): the foods the words name, in order, one icon per family, at most
 * MAX_ICONS. A token naming no food (a hash, "recipe-42") → ["cutlery"].
 */
export function illustrationKinds(token: string): IconKind[] {
  const words = token
    .toLowerCase()
    .replace(/^idea-/, "")
    .split(/[-_.]+/)
    .filter((w) => /^[a-z]+$/.test(w))
    .join(" ");
  const kinds: IconKind[] = [];
  for (const run of matchFoodRuns(words).runs) {
    const kind = iconKindOf(run.food);
    if (!kinds.includes(kind)) kinds.push(kind);
    if (kinds.length === MAX_ICONS) break;
  }
  return kinds.length > 0 ? kinds : ["cutlery"];
}

/** Icon shapes in a 100 × 100 box centred on 0,0; classes `a` (main colour), `b` (accent), `l` (line). */
const ICONS: Record<IconKind, string> = {
  leaf: `<path class="b" d="M0-38C30-28 36 8 0 38-36 8-30-28 0-38Z"/><path class="l" d="M0-30V34M0-6 14-16M0 10-14 0"/>`,
  carrot: `<path class="a" d="M-14-18 14-18 2 36Q0 40-2 36Z"/><path class="l" d="M-8-4H0M-4 10H4M-3 22H2"/><path class="b" d="M0-18-12-36M0-18 0-40M0-18 12-36" stroke-width="7" stroke-linecap="round" fill="none" style="stroke:var(--b)"/>`,
  fruit: `<circle class="a" cx="0" cy="6" r="28"/><path class="l" d="M0-20Q2-30 6-36"/><path class="b" d="M4-26Q18-38 26-26 14-18 4-26Z"/>`,
  drumstick: `<circle class="a" cx="-8" cy="-8" r="24"/><path class="c" d="M6 6 24 24"/><circle class="c2" cx="28" cy="22" r="7"/><circle class="c2" cx="22" cy="30" r="7"/>`,
  fish: `<ellipse class="a" cx="-6" cy="0" rx="28" ry="16"/><path class="a" d="M18 0 36-16V16Z"/><circle class="dot" cx="-20" cy="-4" r="3.5"/>`,
  egg: `<ellipse class="w" cx="0" cy="4" rx="24" ry="32"/><circle class="b" cx="0" cy="10" r="11"/>`,
  cheese: `<path class="a" d="M-34 20H34V-8L-34 8Z"/><circle class="h" cx="-12" cy="10" r="5"/><circle class="h" cx="14" cy="4" r="4"/><circle class="h" cx="22" cy="13" r="3"/>`,
  bottle: `<path class="w" d="M-10-38H10V-24Q20-16 20-4V34H-20V-4Q-20-16-10-24Z"/><rect class="b" x="-20" y="4" width="40" height="16"/>`,
  bowl: `<path class="b" d="M-20-14Q-14-22-8-14M-2-18Q4-26 10-18M14-14Q20-22 24-14" fill="none" style="stroke:var(--b)" stroke-width="4" stroke-linecap="round"/><path class="a" d="M-36-4H36Q34 30 0 32-34 30-36-4Z"/>`,
  bread: `<path class="a" d="M-34 24V-4Q-34-24 0-24 34-24 34-4V24Z"/><path class="l" d="M-16-14-8 4M0-16 8 2M16-12 22 2"/>`,
  jar: `<rect class="b" x="-18" y="-34" width="36" height="12" rx="3"/><rect class="a" x="-24" y="-22" width="48" height="56" rx="10"/><rect class="w" x="-14" y="-4" width="28" height="18" rx="3"/>`,
  nut: `<ellipse class="a" cx="-12" cy="6" rx="16" ry="20" transform="rotate(-20 -12 6)"/><ellipse class="b" cx="14" cy="0" rx="14" ry="18" transform="rotate(18 14 0)"/>`,
  cutlery: `<path class="l" d="M-18-34V-8M-26-34V-14Q-26-6-18-6-10-6-10-14V-34M-18-6V34M16 34V-34Q30-22 28 6H16"/>`,
};

/** Per-icon colours, light then dark: a (main), b (accent). Chosen for contrast on both cards. */
const ICON_COLOURS: Record<IconKind, [string, string, string, string]> = {
  leaf: ["#16a34a", "#22c55e", "#4ade80", "#86efac"],
  carrot: ["#ea580c", "#16a34a", "#fb923c", "#4ade80"],
  fruit: ["#dc2626", "#16a34a", "#f87171", "#4ade80"],
  drumstick: ["#b45309", "#fef3c7", "#f59e0b", "#fde68a"],
  fish: ["#0284c7", "#7dd3fc", "#38bdf8", "#bae6fd"],
  egg: ["#f59e0b", "#f59e0b", "#fbbf24", "#fbbf24"],
  cheese: ["#eab308", "#ca8a04", "#facc15", "#a16207"],
  bottle: ["#0ea5e9", "#0ea5e9", "#7dd3fc", "#7dd3fc"],
  bowl: ["#a16207", "#f59e0b", "#d6a25c", "#fbbf24"],
  bread: ["#c2410c", "#fdba74", "#fb923c", "#fed7aa"],
  jar: ["#be123c", "#78716c", "#fb7185", "#a8a29e"],
  nut: ["#92400e", "#b45309", "#d97706", "#f59e0b"],
  cutlery: ["#57534e", "#57534e", "#d6d3d1", "#d6d3d1"],
};

/** Card tints (light background, dark background), picked by the token's hash. */
const TINTS: [string, string][] = [
  ["#fef3c7", "#2a2418"],
  ["#dcfce7", "#17261c"],
  ["#fee2e2", "#2b1b1b"],
  ["#ffedd5", "#2b2018"],
  ["#e0f2fe", "#16222b"],
  ["#f3e8ff", "#231b2b"],
];

/** Icon centres and scale for 1, 2 and 3 icons on the 400 × 300 card. */
const LAYOUTS: Record<number, { x: number; y: number; s: number }[]> = {
  1: [{ x: 200, y: 150, s: 1.5 }],
  2: [
    { x: 140, y: 150, s: 1.15 },
    { x: 260, y: 150, s: 1.15 },
  ],
  3: [
    { x: 110, y: 160, s: 0.95 },
    { x: 200, y: 130, s: 0.95 },
    { x: 290, y: 160, s: 0.95 },
  ],
};

/**
 * The placeholder picture for a token (GET /api/placeholder/{token}): 400 × 300 SVG, a tinted card
 * with the dish's key ingredients as icons (illustrationKinds), each on a soft round tile; dark
 * colours under `prefers-color-scheme: dark`. Same token → same picture.
 */
export function placeholderSvg(token: string): string {
  const hash = createHash("sha256").update(token).digest();
  const [lightBg, darkBg] = TINTS[hash[0] % TINTS.length];
  const kinds = illustrationKinds(token);
  const layout = LAYOUTS[kinds.length];
  const styles = kinds
    .map((kind, i) => {
      const [a, b, da, db] = ICON_COLOURS[kind];
      return `.i${i}{--a:${a};--b:${b}}@media (prefers-color-scheme:dark){.i${i}{--a:${da};--b:${db}}}`;
    })
    .join("");
  const icons = kinds
    .map((kind, i) => {
      const { x, y, s } = layout[i];
      return `<g class="i${i}" transform="translate(${x} ${y}) scale(${s})"><circle class="tile" r="48"/>${ICONS[kind]}</g>`;
    })
    .join("");
  const css =
    `.bg{fill:${lightBg}}.tile{fill:#ffffff;fill-opacity:.75}.a{fill:var(--a)}.b{fill:var(--b)}.w{fill:#fffdf8;stroke:var(--a);stroke-width:3}` +
    `.l{fill:none;stroke:var(--a);stroke-width:4;stroke-linecap:round;stroke-linejoin:round}.c{stroke:#e7e5e4;stroke-width:10;stroke-linecap:round}` +
    `.c2{fill:#e7e5e4}.h{fill:${lightBg}}.dot{fill:#1c1917}.edge{fill:none;stroke:#00000014;stroke-width:2}` +
    `@media (prefers-color-scheme:dark){.bg{fill:${darkBg}}.tile{fill:#ffffff;fill-opacity:.07}.w{fill:#2a2724}.c{stroke:#a8a29e}.c2{fill:#a8a29e}.h{fill:${darkBg}}.dot{fill:#0c0a09}.edge{stroke:#ffffff14}}` +
    styles;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300"><style>${css}</style>` +
    `<rect class="bg" width="400" height="300"/><rect class="edge" x="12" y="12" width="376" height="276" rx="20"/>${icons}</svg>`
  );
}

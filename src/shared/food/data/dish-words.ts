/**
 * Names of prepared dishes that a grocery sells cooked, almost always from the freezer (frozen
 * meals and entrées; the deli's chilled meals are fewer), used by src/shared/food/prepared-dishes.ts
 * to file "Beef Stroganoff", "Chicken Tikka Masala" or "Five Cheese Lasagna" as frozen while the
 * name keeps its foods (beef, chicken) for diet flags. Written as shoppers read them; folded to key
 * form when loaded. A dish word next to a sauce, seasoning or mix word names that pantry product
 * instead ("Tikka Masala Simmer Sauce", "Stroganoff Sauce Mix"); prepared-dishes.ts checks that.
 *
 * Sources: the dish names of the frozen-meal aisles of large US and UK supermarkets (American
 * classics, Italian-American pasta bakes, Chinese-American, Thai and Indian take-away dishes).
 */
import { wordList } from "./define";

export const DISH_PHRASES: readonly string[] = wordList(`
  stroganoff, salisbury steak, shepherds pie, shepherd's pie, cottage pie, pot pie, meatloaf, chicken fried steak,
  country fried steak, chicken and dumplings, swedish meatballs, chicken parmesan, chicken parmigiana, eggplant parmesan,
  eggplant parmigiana, chicken marsala, chicken piccata, chicken cacciatore, shrimp scampi, chicken alfredo, pasta primavera,
  baked ziti, stuffed shells, manicotti, cheese lasagna, vegetable lasagna, meat lasagna, sausage lasagna, spinach lasagna,
  lasagna bolognese, lasagna with meat sauce, classic lasagna, general tso, general tsos, kung pao, orange chicken,
  sesame chicken, sweet and sour chicken, sweet and sour pork, beef and broccoli, mongolian beef, lo mein, chow mein, pad thai,
  pad see ew, drunken noodles, chicken tikka, tikka masala, butter chicken, chicken korma, vindaloo, biryani, chana masala,
  palak paneer, saag paneer, dal makhani, aloo gobi, teriyaki bowl,
  burrito bowl, enchilada, enchiladas, tamale, tamales, chimichanga, fajita bowl, chicken fajitas, mac and cheese bowl,
  skillet meal, entree, dinner bowl, bake meal, spanakopita, crab rangoon, potato skins, pizza bites, mini quiche,
  quiche lorraine, chicken and waffles, breakfast bowl, breakfast scramble, corn dog, corn dogs, pigs in a blanket, sliders,
  crab cake, crab cakes, coconut shrimp, shrimp tempura, tempura shrimp, pizza bagel, pizza bagels, french toast, lava cake,
  lava cakes, cream pie, cream pies, fried rice, creamed spinach, spinach souffle, corn souffle, green bean casserole,
  broccoli and cheese sauce, broccoli with cheese sauce, vegetables in butter sauce, kugel, potato kugel, blintz, blintzes,
  knish, knishes, potato latkes, omelet, omelette, omelets, omelettes, frittata, frittatas, egg bites, breakfast burrito,
  breakfast burritos, breakfast sandwich, breakfast sandwiches
`);

/**
 * Words naming a composed salad that the deli sells dressed and ready ("Greek Salad", "Cobb
 * Salad", "Tabbouleh Salad"), unlike the leaves, spring mixes and salad kits of the produce aisle.
 * Salads named after a food that is not produce ("Tuna Salad") need no entry (product-category.ts).
 * Sources: US and UK deli counters and salad bars.
 */
export const PREPARED_SALAD_WORDS: readonly string[] = wordList(`
  greek, cobb, waldorf, caprese, nicoise, chef, antipasto, israeli, fattoush, tabbouleh, tabouli, taboule, tabbouli, taco,
  ambrosia, carrot raisin
`);

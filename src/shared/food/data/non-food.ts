/**
 * Words of the non-food products a grocery shop sells (SPEC §3 category `item`): personal care,
 * pharmacy and supplements, cleaning and laundry, paper and kitchen supplies, baby care, pets.
 * Key form (folded, singular; see ../normalize.ts). Used with lexicon.ts NON_FOOD_PHRASES by
 * src/shared/food/non-food.ts.
 *
 * Two strengths, because many of these words also occur in food names:
 *  - NON_FOOD_WORDS mark a product as non-food wherever they stand and whatever else it names
 *    ("Coconut Soap Bar", "Orange Mango Fluoride Toothpaste"): no food is called this.
 *  - NON_FOOD_HINTS mark it only when no food is the head of the name: "Nasal Spray" is not
 *    food, "cooking spray" is; "Calcium Magnesium Complex" is a supplement, "Orange Juice with
 *    Calcium" is juice; "Foam Plates" are tableware, "Trash Bags" too, "tea bags" are tea.
 *  - NON_FOOD_BRAND_NAMES count like NON_FOOD_WORDS: brands that sell only non-food products.
 * Sources: the aisle and department names of large US and UK supermarkets (household, personal
 * care, pharmacy, baby, pets) and the product nouns on their shelf labels.
 */
import { wordList } from "./define";

/** Unambiguous non-food words (see the module comment). */
export const NON_FOOD_WORDS: readonly string[] = wordList(`
  toothpaste, toothbrush, mouthwash, mouth rinse, dental, denture, fluoride, whitening strip, deodorant, antiperspirant,
  anti perspirant, shampoo, conditioner, hairspray, hair spray, hair gel, hair color, hair dye, hair care, styling, pomade,
  moisturizer, moisturiser, sunscreen, sunblock, spf, cleanser, makeup, make up, mascara, eyeliner, lipstick, lip balm, lip gloss,
  chapstick, cosmetic, cotton swab, cotton ball, cotton pad, razor, shaving, shave gel, aftershave, cologne, perfume, body wash,
  face wash, face mask, hand cream, face cream, eye cream, body cream, night cream, skin cream, foot cream, diaper cream,
  body lotion, hand lotion, skin care, shower gel, bubble bath, bath salt, hand soap, sanitizer, sanitiser, tampon, panty liner,
  pantiliner, maxi pad, incontinence, diaper, nappy, nappies, pull up, training pant, baby wipe, wipe, flushable, nursing pad,
  pacifier, teether, condom, lubricant, pregnancy test, ibuprofen, acetaminophen, paracetamol, aspirin, naproxen, antacid,
  laxative, antihistamine, decongestant, decongestion, nasal spray, eye drop, cough drop, cough syrup, lozenge, saline, bandage,
  gauze, first aid, thermometer, heating pad, pain relief, pain reliever, allergy relief, multivitamin, softgel, caplet,
  melatonin, glucosamine, detergent, laundry, bleach, fabric softener, dryer sheet, stain remover, dishwashing, dishwasher,
  dish soap, dish liquid, dish powder, dish detergent, scouring pad, scrubber, disinfectant, cleaner, cleaning, degreaser,
  air freshener, odor, odour, deodorizer, neutralizer, candle, incense, battery, light bulb, lightbulb, paper towel,
  toilet paper, bath tissue, facial tissue, tissue, napkin, trash bag, garbage bag, bin bag, bin liner, drawstring,
  aluminum foil, aluminium foil, tin foil, plastic wrap, cling film, clingfilm, wax paper, parchment paper, zipper bag,
  sandwich bag, freezer bag, storage bag, food storage, plastic, disposable, utensil, cutlery, fork, spoon, knife, chopstick,
  drinking straw, toothpick, plate, paper cup, plastic cup, party cup, coffee filter, headband, hair tie, bobby pin,
  scrunchie, litter, cat food, dog food, pet food, puppy food, puppy treat, puppy chow, kitten, cat treat, dog treat, dog chew, rawhide, bird seed, flea,
  insect repellent, bug spray, pesticide, fertilizer, potting, gift card, greeting card, magazine, charcoal briquet, briquet,
  briquette, lighter fluid, measuring cup, measuring spoon, spatula, colander, flu, sinus, contact lens, rinse aid, oxiclean,
  oxi clean, fish oil, cod liver oil, krill oil, stool softener, sleep aid, antibiotic, hydrocortisone, fish food, kibble,
  catnip, furniture polish, nail polish, shoe polish, magic eraser, fire log, firelog, ice melt, mouse trap, ant bait,
  lint roller, nicotine, kitchen sponge, sponge cloth, micellar, makeup remover, make up remover, plug in, feminine, ear drop,
  muscle rub, vapor rub, vapour rub, chest rub, baby bottle, bottle nipple, sippy cup, wooden skewer, bamboo skewer, baking cup,
  cupcake liner, muffin liner, fish flake, pet stain, for dog, for cat, dog toy, cat toy, pet toy, chew toy, poop bag,
  pooper scooper, wee wee pad, puppy pad, training pad, dog shampoo, flea and tick, cat scratcher, digestive enzyme,
  acid reducer, hydrogen peroxide, rubbing alcohol, isopropyl, curcumin, cotton round, tweezer, nail clipper, body butter,
  bath soak, bath bomb, curl cream, hair oil, beard oil, baby oil, baby powder, baby lotion, body oil, massage oil, essential oil,
  rinse agent, drain opener, drain cleaner, mop, duster, broom, dustpan, paper bowl, paper plate, foil pan, aluminum pan,
  roasting pan, baking pan, tea light, reed diffuser, diffuser, scented oil, zip tie, gift wrap, wrapping paper, gift bag,
  bully stick, small animal, hamster, guinea pig, bird food, pet bed, bedding, ice pack, cold pack, heat pack, heat patch,
  hand warmer,
  can opener, bottle opener, jar opener, wine opener, corkscrew, vegetable peeler, potato peeler, cheese grater, box grater,
  grater, whisk, ladle, tongs, cutting board, chopping board, mixing bowl, rolling pin, oven mitt, pot holder, potholder,
  dish towel, tea towel, kitchen towel, kitchen timer, ice cube tray, ice pop mold, popsicle mold, baking sheet, cookie sheet,
  muffin tin, muffin pan, loaf pan, cake pan, pie plate, casserole dish, saucepan, frying pan, salad spinner, garlic press,
  wine glass, shot glass, drinking glass, chafing fuel, chafing dish, gel fuel, canned heat, fondue fuel
`);

/**
 * Dietary supplements sold in food-like forms: a supplement word and a form word anywhere in the
 * name make it non-food ("Vitamin C Gummies", "Elderberry Gummies", "Turmeric Capsules",
 * "Apple Cider Vinegar Gummies"), although gummies, turmeric and elderberries are foods elsewhere.
 */
export const SUPPLEMENT_WORDS: readonly string[] = wordList(`
  vitamin, multivitamin, multi vitamin, melatonin, elderberry, probiotic, prebiotic, biotin, collagen, zinc, calcium, magnesium,
  iron, omega, fish oil, turmeric, curcumin, ashwagandha, apple cider vinegar, fiber, fibre, b12, d3, echinacea, cranberry,
  prenatal, glucosamine, coq10, lutein, potassium, folic acid, supplement, immune, sleep, hair skin and nails
`);

/** Forms supplements are sold in (see SUPPLEMENT_WORDS). */
export const SUPPLEMENT_FORMS: readonly string[] = wordList(`
  gummy, gummies, capsule, tablet, softgel, soft gel, caplet, chewable, vegcap, veggie cap, lozenge, effervescent
`);

/**
 * Brands that sell only non-food products (cleaning, paper, personal care, pharmacy, baby care, pet
 * food): a name carrying one is non-food whatever else it says ("Lysol Lemon Breeze"). Brands whose
 * name is a common word ("Dawn", "Tide", "Gain", "Bounty", "Always") are left out. Source: the
 * household, personal-care, pharmacy, baby and pet aisles of large US and UK supermarkets.
 */
export const NON_FOOD_BRAND_NAMES: readonly string[] = wordList(`
  lysol, clorox, windex, febreze, swiffer, palmolive, ajax, pine sol, mr clean, scrubbing bubbles, glade, air wick, persil,
  downy, oxiclean, seventh generation, mrs meyer's, colgate, oral b, crest pro, sensodyne, aquafresh, listerine, pantene,
  head & shoulders, tresemme, garnier, l'oreal, maybelline, revlon, neutrogena, cetaphil, aveeno, olay, nivea, jergens,
  vaseline, gillette, schick, tampax, kotex, playtex, huggies, pampers, luvs, kleenex, charmin, cottonelle, quilted northern,
  angel soft, brawny, hefty, ziploc, reynolds wrap, purina, friskies, iams, pedigree, fancy feast, meow mix, milk bone,
  tylenol, advil, motrin, aleve, benadryl, zyrtec, claritin, nyquil, dayquil, mucinex, tums, pepto bismol, imodium,
  dulcolax, metamucil, miralax, neosporin, band aid, vicks, centrum, burt's bees
`);

/** Words that mark a non-food product only when no food is the head of the name (see the module comment). */
export const NON_FOOD_HINTS: readonly string[] = wordList(`
  spray, vitamin, supplement, capsule, tablet, calcium, magnesium, zinc, iron, biotin, collagen, probiotic, omega, echinacea,
  sponge, nighttime, strength, immune, support, sleep, solution,
  relief, treatment, remedy, lotion, cream, balm, serum, ointment, gel, foam, cloth, towel, sheet, liner, bag, glove, brush,
  filter, container, lid, tape, soap, scrub, mask, patch, skin, hair, face, facial, body, lip, nail, pet, unscented,
  fragrance, scent, carafe, pitcher, decanter, opener, tumbler, thermos
`);

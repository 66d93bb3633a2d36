/**
 * Spanish diet words (marks explained in diet-lexicon.ts). Phrases carry the meaning: "nuez
 * moscada" is nutmeg, "trigo sarraceno" buckwheat, "crémor tártaro" cream of tartar; a dairy word
 * before "de" and a plant ("leche de coco", "mantequilla de maní") is plant-based, a flour or
 * noodle word before "de" and a gluten-free starch ("harina de maíz", "fideos de arroz")
 * gluten-free (diet-words.ts). "pan" counts when it leads ("pan rallado"), not in "sartén o pan".
 * Word facts from general Spanish culinary usage (Spain and Latin America); allergen groups as in
 * EU Regulation 1169/2011 Annex II.
 */
import { tagged, words, type DietLexicon } from "./diet-lexicon";

export const SPANISH: DietLexicon = {
  lang: "es",
  entries: [
    ...tagged("meat")`
      carne, carnes, carne picada, carne molida, ternera, res, ^vaca, buey, cordero, cabrito, conejo, hígado, riñones, rabo de toro,
      solomillo, chuleta, chuletas, costilla, costillas, hamburguesa, hamburguesas, albóndiga, albóndigas, caldo de carne, venado
    `,
    ...tagged("meat", "pork")`
      cerdo, jamón, jamón serrano, tocino, panceta, beicon, salchicha, salchichas, salchichón, morcilla, sobrasada, lomo embuchado,
      manteca de cerdo, chicharrones, lacón, cochinillo, gelatina, longaniza, butifarra
    `,
    ...tagged("poultry")`
      pollo, pollos, pavo, pato, ^gallina, ^codorniz, ^codornices, caldo de gallina, pechuga, pechugas, muslos, contramuslos, alitas
    `,
    ...tagged("fish")`
      pescado, pescados, salmón, atún, bacalao, merluza, sardina, sardinas, anchoa, anchoas, boquerones, trucha, lubina,
      rape, lenguado, caballa, mero, pez espada, corvina, rodaballo, ^dorada
    `,
    ...tagged("shellfish")`
      gamba, gambas, langostino, langostinos, camarón, camarones, mejillón, mejillones, almeja, almejas, calamar, calamares, pulpo,
      sepia, chipirones, cangrejo, marisco, mariscos, vieira, vieiras, ostra, ostras, langosta, berberechos, frutos del mar
    `,
    ...tagged("dairy")`
      leche, nata, crema, crema de leche, crema agria, mantequilla, queso, quesos, queso crema, yogur, yogures, requesón,
      suero de leche, leche condensada, leche evaporada, dulce de leche, lácteos, manchego, queso fresco, cuajada
    `,
    ...tagged("dairy", "egg")`flan, natillas, crema pastelera`,
    ...tagged("egg")`huevo, huevos, ^yema, ^yemas, ^clara, ^claras, mayonesa`,
    ...tagged("nut")`
      nuez, nueces, almendra, almendras, avellana, avellanas, pistacho, pistachos, anacardo, anacardos, piñones, piñón, mazapán,
      turrón, nuez de brasil
    `,
    ...tagged("peanut")`cacahuete, cacahuetes, cacahuate, cacahuates, maní, manís, manises`,
    ...tagged("gluten")`
      pasta, harina, harinas, trigo, cebada, centeno, espelta, ^pan, pan rallado, pan de molde, pan integral, miga de pan, pan tostado,
      rebanadas de pan, rebanada de pan, fideos, sémola, cuscús, galleta, galletas, bizcocho, bizcochos, hojaldre, masa quebrada,
      obleas, picatostes, magdalenas, gluten, pan de barra, panecillos, panko
    `,
    ...tagged("gluten", "alcohol")`cerveza, cervezas`,
    ...tagged("soy")`soja, salsa de soja`,
    ...tagged("sesame")`sésamo, ajonjolí`,
    ...tagged("honey")`miel`,
    ...tagged("alcohol")`vino blanco, vino tinto, ron, coñac, jerez`,
    ...tagged()`
      nuez moscada, moscada, nuez de coco, crémor tártaro, cremor tártaro, trigo sarraceno, vinagre de vino, harina de maíz,
      masa harina
    `,
  ],
  plant: words`
    coco, soja, almendra, almendras, avena, arroz, cacahuete, cacahuetes, cacahuate, cacahuates, maní, cacao, avellana, avellanas,
    anacardo, anacardos, vegetal, vegetales, tofu, seitan, garbanzos, lentejas
  `,
  meatFree: words`soja, tofu, seitan, verduras, lentejas, garbanzos, vegetal, vegetales, setas, champiñones`,
  starches: words`harina, harinas, fideos, sémola, pasta, galletas`,
  glutenFree: words`
    arroz, maíz, trigo sarraceno, alforfón, garbanzo, garbanzos, coco, almendra, almendras, yuca, mandioca, tapioca, quinoa, mijo,
    soja, papa, patata, castaña, castañas, lentejas
  `,
  without: words`sin`,
  vegan: words`vegano, vegana, veganos, veganas, vegetal, vegetales`,
  vegetarian: words`vegetariano, vegetariana, vegetarianos, vegetarianas`,
};

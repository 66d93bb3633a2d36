/**
 * Dutch diet words (marks explained in diet-lexicon.ts). Like German, Dutch writes compounds as
 * one word ("rundergehakt", "kippendij", "tarwebloem"), so many entries may start or end a longer
 * word; neutral entries keep a longer reading ("nootmuskaat" is nutmeg, "bloemkool" cauliflower,
 * "pindakaas" peanut butter, not cheese). "gehakt" is minced meat when it leads its part of the
 * line ("500 g gehakt") and a chopped thing after a comma ("1 ui, gehakt").
 * Word facts from general Dutch culinary usage; allergen groups as in EU Regulation 1169/2011 Annex II.
 */
import { tagged, words, type DietLexicon } from "./diet-lexicon";

export const DUTCH: DietLexicon = {
  lang: "nl",
  entries: [
    ...tagged("meat")`
      vlees, -vlees-, ^gehakt, -gehakt, gehakt-, gehaktbal, gehaktballen, gehaktballetjes, rund-, runder-, rundvlees, biefstuk,
      -biefstuk, runderlappen, kalfs-, kalfsvlees, lams-, lamsvlees, lam, schapen-, konijn, konijnen-, lever, lever-, -lever,
      ossenhaas, ossenstaart, rosbief, tartaar, slavink, slavinken, fricandeau, stoofvlees, hachee, shoarma, kebab, döner,
      hamburger, hamburgers, hamburger-, soepvlees, mergpijp, runderbouillon, half om half, gemengd gehakt,
      mager gehakt, rundergehakt, varkensgehakt, kipgehakt
    `,
    ...tagged("meat", "pork")`
      varkens-, varkensvlees, varkenshaas, spek, spek-, -spek, spekjes, ontbijtspek, katenspek, ham, ham-, -ham, hamblokjes,
      ^worst, worst-, -worst, worstjes, rookworst, braadworst, leverworst, zult, reuzel, gelatine, -gelatine, speklapjes
    `,
    ...tagged("poultry")`
      kip, kip-, -kip, kippen-, kippenvlees, kipfilet, kippendij, kippendijen, kippenbouillon, kalkoen, kalkoen-, eend, eenden-,
      -eend, gevogelte, haantje, kippenpoten, kippenbouten
    `,
    ...tagged("fish")`
      vis, -vis, vissen, visfilet, visfilets, visbouillon, vissticks, visfond, zalm, zalm-, -zalm, tonijn, tonijn-, kabeljauw, kabeljauw-, haring, haringen, makreel, ansjovis,
      ansjovis-, sardines, sardientjes, forel, forellen, schol, koolvis, zeebaars, zeebrasem, heilbot, kaviaar, lekkerbekje,
      kibbeling, vissaus, pangasius, tilapia, snoekbaars, poon, wijting
    `,
    ...tagged("shellfish")`
      garnaal, garnalen, -garnalen, garnalen-, mossel, mosselen, -mosselen, kreeft, kreeften, krab, krabben, krabben-, inktvis,
      inktvis-, -inktvis, octopus, oester, oesters, jakobsschelpen, zeevruchten, kokkels, kreeftjes, rivierkreeftjes
    `,
    ...tagged("dairy")`
      melk, melk-, -melk, karnemelk, ^room, room-, -room, slagroom, kookroom, roomboter, roomkaas, boter, -boter, boter-, kaas,
      kaas-, -kaas, kaasjes, yoghurt, -yoghurt, yoghurt-, kwark, -kwark, zure room, vla, zuivel, geraspte kaas, koffiemelk,
      melkpoeder, roomijs
    `,
    ...tagged("egg")`
      ei, eieren, eidooier, eidooiers, eigeel, eiwit, eiwitten, -eieren, eieren-, mayonaise, -mayonaise, scharreleieren
    `,
    ...tagged("egg", "gluten")`eierkoek, eierkoeken, mie, mienestjes, eiermie`,
    ...tagged("nut")`
      noot, noten, -noot, -noten, noten-, walnoot, walnoten, hazelnoot, hazelnoten, hazelnoot-, cashewnoten, cashewnoot,
      pecannoten, amandel, amandelen, amandel-, -amandelen, pistache, pistaches, pistachenoten, pijnboompitten, marsepein,
      macadamianoten, paranoten, notenmix
    `,
    ...tagged("peanut")`pinda, pindas, pinda-, -pinda, -pindas, pindakaas, pindasaus, apenootjes, pindaboter`,
    ...tagged("gluten")`
      bloem, -bloem, meel, -meel, tarwe, tarwe-, -tarwe, spelt-, rogge, rogge-, gerst, gerste, brood, -brood, brood-, broodje,
      broodjes, -broodjes, beschuit, beschuiten, paneermeel, deeg, -deeg, deeg-, bladerdeeg, noedels, -noedels, zelfrijzend,
      bakmeel, koek, -koek, koekjes, -koekjes, taart, -taart, taart-, bier, speculaas, ontbijtkoek, gluten, boterham, boterhammen,
      hamburgerbroodjes, hamburgerbroodje, volkoren, volkoren-, tarwebloem, griesmeel, vermicelli, pannenkoeken, pannenkoek
    `,
    ...tagged("soy")`soja, soja-, sojasaus, ketjap, tahoe`,
    ...tagged("sesame")`sesam, sesam-, sesamzaad, sesamolie`,
    ...tagged("honey")`honing, -honing`,
    ...tagged()`
      nootmuskaat, nootmuskaat-, kokosnoot, kokosnoten, kokosnoot-, bloemkool, bloemkool-, -bloemkool, fijngehakt, fijngehakte,
      grofgehakt, grofgehakte, gehakte, vruchtvlees, -vruchtvlees, boterbonen, kidneybonen, kamertemperatuur, mihoen, boekweit,
      -olie, tijgernoten, graham, -graham, room temperature, room temp, roomtemperature
    `,
  ],
  plant: words`
    kokos, kokosnoot, amandel, amandelen, haver, soja, rijst, rijste, pinda, cacao, noten, hazelnoot, cashew, plantaardig,
    plantaardige, vegan, veganistische, tahoe
  `,
  meatFree: words`soja, tahoe, tofu, seitan, groente, groenten, plantaardig, plantaardige, vegan, veggie, linzen, jackfruit`,
  starches: words`meel, bloem, noedels, griesmeel`,
  glutenFree: words`mais, maïs, rijst, rijste, boekweit, aardappel, kikkererwten, amandel, kokos, tapioca, quinoa, gierst, haver, soja`,
  without: words`zonder`,
  vegan: words`vegan, veganistisch, veganistische, plantaardig, plantaardige`,
  vegetarian: words`vegetarisch, vegetarische`,
};

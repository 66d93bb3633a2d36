/**
 * French diet words (marks explained in diet-lexicon.ts). French names a food with phrases, so
 * the phrases carry most of the meaning: "noix de coco" and "noix de muscade" are neither nuts,
 * "noix de beurre" is a knob of butter, "noix de Saint-Jacques" scallops, "beurre noisette" brown
 * butter, "haricots beurre" wax beans and "crème de tartre" cream of tartar. A dairy word before
 * "de" and a plant ("lait de coco", "beurre de cacahuète") is plant-based; a flour or pasta word
 * before "de" and a gluten-free starch ("farine de riz") is gluten-free (diet-words.ts).
 * Word facts from general French culinary usage; allergen groups as in EU Regulation 1169/2011 Annex II.
 */
import { tagged, words, type DietLexicon } from "./diet-lexicon";

export const FRENCH: DietLexicon = {
  lang: "fr",
  entries: [
    ...tagged("meat")`
      viande, viandes, viande hachée, bœuf, boeuf, veau, agneau, mouton, lapin, gibier, chevreuil, sanglier, cerf, foie, rognons,
      entrecôte, rôti, rôtis, bavette, paleron, jarret, poitrine, côtelettes, côtelette, merguez, rumsteck, tournedos, onglet
    `,
    ...tagged("meat", "pork")`
      porc, jambon, jambons, saucisse, saucisses, saucisson, saucissons, andouille, andouillette, rillettes, pâté, lardon,
      poitrine fumée, chair à saucisse, gélatine, jambon cru, coppa
    `,
    ...tagged("poultry")`
      poulet, poulets, volaille, volailles, dinde, dindonneau, canard, canette, pintade, ^caille, ^cailles, magret, foie gras,
      foies de volaille, coquelet, chapon
    `,
    ...tagged("fish")`
      poisson, poissons, saumon, thon, cabillaud, morue, truite, truites, hareng, harengs, maquereau, maquereaux, sardines,
      anchois, lieu noir, colin, merlu, filet de bar, filets de bar, dorade, daurade, loup de mer, lotte, églefin, rouget, espadon,
      flétan, nuoc mam, bar entier, sandre, brochet
    `,
    ...tagged("shellfish")`
      crevette, crevettes, moules, ^moule, homard, crabe, calmar, calmars, calamar, calamars, encornet, encornets, poulpe, seiche,
      saint jacques, st jacques, huître, huîtres, palourde, palourdes, bulots, fruits de mer, écrevisse, écrevisses, gambas
    `,
    ...tagged("dairy")`
      lait, crème, beurre, fromage, fromages, fromage blanc, yaourt, yaourts, yogourt, petit suisse, petits suisses, babeurre,
      lactosérum, gruyère, comté, emmental, chèvre, reblochon, camembert, roquefort, raclette, mimolette, tomme, cantal,
      faisselle, beurre noisette, noix de beurre, noisette de beurre, lait concentré, crème fraîche, caillé, laitage, laitages
    `,
    ...tagged("dairy", "egg")`crème pâtissière, crème anglaise, crème brûlée, flan`,
    ...tagged("egg")`œuf, œufs, oeuf, oeufs, ^jaune, ^jaunes, mayonnaise`,
    ...tagged("nut")`
      noix, noisette, noisettes, amande, amandes, pistache, pistaches, pignons, pignons de pin, noix du brésil, praliné, pralin,
      pâte d'amande, massepain, nougat
    `,
    ...tagged("peanut")`cacahuète, cacahuètes, cacahouète, cacahouètes, arachide, arachides`,
    ...tagged("gluten")`
      farine, farines, blé, seigle, orge, épeautre, pain, pains, pain de mie, baguette, baguettes, chapelure, biscotte, biscottes,
      pâte, pâtes, nouilles, vermicelles, semoule, boulgour, crêpe, crêpes, gâteau, gâteaux, spéculoos, boudoirs, gluten,
      pain d'épices, chapelure panko, croûtons, tortillas de blé, levain
    `,
    ...tagged("gluten", "alcohol")`bière, bières`,
    ...tagged("gluten", "dairy")`petit beurre, petits beurres`,
    ...tagged("nut", "dairy")`pâte à tartiner`,
    ...tagged("soy")`soja, sauce soja`,
    ...tagged("sesame")`sésame, graines de sésame, tahin`,
    ...tagged("honey")`miel`,
    ...tagged("alcohol")`vin blanc, vin rouge, rhum, kirsch, calvados, crème de cassis, crème de menthe, liqueur`,
    ...tagged()`
      noix de coco, noix de muscade, muscade, crème de tartre, haricots beurre, haricot beurre, blé noir, crème de marrons,
      beurre de cacao, beurre de karité, pâte de curry, vinaigre de vin
    `,
    ...tagged("shellfish")`noix de saint jacques, noix de st jacques`,
    ...tagged("meat")`noix de veau`,
  ],
  plant: words`
    coco, noix de coco, amande, amandes, soja, avoine, riz, cacahuète, cacahuètes, cacahouète, cacahouètes, arachide, arachides,
    cacao, karité, noisette, noisettes, cajou, noix de cajou, végétal, végétale, végétaux, végétales, chanvre, tofu, seitan,
    pois chiches, lentilles, coco râpée
  `,
  meatFree: words`soja, tofu, seitan, légumes, lentilles, pois chiches, végétal, végétale, végétaux, végétales, champignons`,
  starches: words`farine, farines, semoule, nouilles, vermicelles, pâtes, galettes`,
  glutenFree: words`
    riz, maïs, sarrasin, blé noir, châtaigne, châtaignes, pois chiches, pois chiche, coco, noix de coco, amande, amandes, manioc,
    tapioca, quinoa, millet, soja, lentilles, teff, noisette, noisettes, souchet
  `,
  without: words`sans`,
  vegan: words`
    végétalien, végétalienne, végétaliens, végétaliennes, vegan, végane, véganes, végan, végans, végétal, végétale, végétaux,
    végétales
  `,
  vegetarian: words`végétarien, végétarienne, végétariens, végétariennes`,
};

/**
 * Portuguese diet words, Brazil and Portugal (marks explained in diet-lexicon.ts). "noz-moscada"
 * is nutmeg, "massa de tomate" tomato paste, "pasta de amendoim" peanut butter; "leite de coco"
 * is plant-based and "farinha de mandioca" gluten-free (diet-words.ts).
 * Word facts from general Portuguese culinary usage; allergen groups as in EU Regulation
 * 1169/2011 Annex II.
 */
import { tagged, words, type DietLexicon } from "./diet-lexicon";

export const PORTUGUESE: DietLexicon = {
  lang: "pt",
  entries: [
    ...tagged("meat")`
      carne, carnes, carne moída, boi, ^vaca, vitela, novilho, cordeiro, borrego, cabrito, coelho, fígado, picanha, alcatra,
      fraldinha, maminha, acém, costela, costelas, hambúrguer, almôndegas, almôndega, bife, bifes, carne seca, charque,
      caldo de carne, cupim, carne de sol, lagarto bovino
    `,
    ...tagged("meat", "pork")`
      porco, presunto, toucinho, linguiça, linguiças, chouriço, chouriços, salsicha, salsichas, paio, pernil, torresmo, banha,
      gelatina, mortadela, calabresa, bacon em cubos
    `,
    ...tagged("poultry")`frango, frangos, ^galinha, peru, pato, ^codorna, sobrecoxa, sobrecoxas, coxas, coxa de frango, caldo de galinha`,
    ...tagged("fish")`
      peixe, peixes, salmão, atum, bacalhau, sardinha, sardinhas, anchova, anchovas, tilápia, pescada, truta, robalo, merluza,
      cação, molho de peixe
    `,
    ...tagged("shellfish")`
      camarão, camarões, mexilhão, mexilhões, amêijoa, amêijoas, lula, lulas, polvo, caranguejo, siri, lagosta, frutos do mar,
      marisco, mariscos, ostra, ostras, vieira, vieiras, lagostim
    `,
    ...tagged("dairy")`
      leite, leite condensado, creme de leite, nata, natas, manteiga, queijo, queijos, queijo ralado, requeijão, iogurte,
      coalhada, doce de leite, parmesão, muçarela, mussarela, catupiry, ricota, leite em pó, laticínios
    `,
    ...tagged("dairy", "egg")`pudim`,
    ...tagged("egg")`ovo, ovos, ^gema, ^gemas, ^clara, ^claras, maionese`,
    ...tagged("nut")`
      noz, nozes, amêndoa, amêndoas, avelã, avelãs, pistache, castanha de caju, castanhas de caju, castanha do pará,
      castanhas do pará, castanha do brasil, macadâmia, nozes pecã
    `,
    ...tagged("peanut")`amendoim, amendoins, paçoca`,
    ...tagged("gluten")`
      farinha, farinhas, farinha de trigo, trigo, cevada, centeio, pão, pães, pão ralado, farinha de rosca, macarrão, ^massa,
      massa folhada, biscoito, biscoitos, bolacha, bolachas, sêmola, glúten, torrada, torradas, pão de forma, bolo, espaguete,
      lasanha, nhoque
    `,
    ...tagged("gluten", "alcohol")`cerveja`,
    ...tagged("soy")`soja, molho de soja`,
    ...tagged("sesame")`gergelim, sésamo`,
    ...tagged("honey")`mel`,
    ...tagged("alcohol")`vinho branco, vinho tinto, cachaça`,
    ...tagged()`noz moscada, noz de coco, cremor tártaro, trigo sarraceno, vinagre de vinho, massa de tomate, leite de coco`,
  ],
  plant: words`
    coco, noz de coco, soja, amêndoa, amêndoas, aveia, arroz, amendoim, cacau, avelã, avelãs, castanha de caju, vegetal,
    vegetais, tofu, grão de bico
  `,
  meatFree: words`soja, tofu, seitan, legumes, lentilhas, grão de bico, vegetal, vegetais, cogumelos`,
  starches: words`farinha, farinhas, macarrão, massa, sêmola, biscoito, biscoitos`,
  glutenFree: words`
    arroz, milho, mandioca, tapioca, grão de bico, coco, amêndoa, amêndoas, trigo sarraceno, quinoa, batata, castanha, polvilho,
    soja, aveia
  `,
  without: words`sem`,
  vegan: words`vegano, vegana, veganos, veganas, vegetal, vegetais`,
  vegetarian: words`vegetariano, vegetariana, vegetarianos, vegetarianas`,
};

/**
 * German diet words (marks explained in diet-lexicon.ts). German joins words into compounds, so
 * most entries may start ("Rinder-hack-fleisch") or end ("Hasel-nuss") a longer word; the longest
 * part wins, which is how neutral entries stop a wrong reading ("Muskatnuss" is nutmeg,
 * "Fleischtomate" a tomato, "Butterschmalz" clarified butter, not lard).
 * Word facts from general German culinary usage; allergen groups as in EU Regulation 1169/2011
 * Annex II (cereals containing gluten, eggs, fish, crustaceans, molluscs, milk, nuts, peanuts).
 */
import { tagged, words, type DietLexicon } from "./diet-lexicon";

export const GERMAN: DietLexicon = {
  lang: "de",
  entries: [
    ...tagged("meat")`
      fleisch, -fleisch-, hack, hack-, -hack, hackfleisch, gehacktes, rind-, rinder-, kalb-, kalbs-, -kalb, lamm, lamm-, -lamm,
      hammel-, hirsch-, -hirsch, reh, rehrücken, rehkeule, hasen-, kaninchen, kaninchen-, wildfleisch, leber, leber-, -leber, gulasch, -gulasch,
      frikadelle, frikadellen, bulette, buletten, schnitzel, kotelett, koteletts, rouladen, roulade, -knochen, knochen-, -schmalz,
      gelatine, -gelatine, beinscheibe, tafelspitz, rumpsteak, rindersteak, ochsenschwanz, innereien, nieren
    `,
    ...tagged("meat", "pork")`
      schwein-, schweine-, -schwein, schweinebauch, speck, speck-, -speck, schinken, schinken-, -schinken, wurst, wurst-, -wurst,
      würstchen, -würstchen, würste, salami-, -salami, mett, mettwurst, schmalz, leberkäse, fleischkäse, spanferkel,
      schweinehack, kassler, kasseler, eisbein
    `,
    ...tagged("poultry")`
      huhn, -huhn, huhn-, hühner-, hähnchen, hähnchen-, -hähnchen, hendl, -hendl, pute, puten-, truthahn, ente, enten-,
      gans, gänse-, -gans, geflügel, geflügel-, wachtel, wachteln
    `,
    ...tagged("fish")`
      fisch, fisch-, -fisch, fische, lachs, lachs-, -lachs, thunfisch, thunfisch-, kabeljau, kabeljau-, forelle, forellen-, -forelle, hering,
      heringe, -hering, makrele, makrelen, makrelen-, sardine, sardinen, sardelle, sardellen, sardellen-, scholle, zander, dorsch,
      karpfen, -barsch, barsch, heilbutt, steinbutt, kaviar, matjes, rollmops, seelachs, seehecht, dorade, doraden, wolfsbarsch
    `,
    ...tagged("shellfish")`
      garnele, garnelen, -garnelen, garnelen-, krabbe, krabben, krabben-, -krabben, shrimps, muschel, muscheln, -muscheln,
      muschel-, hummer, hummer-, -krebs, -krebse, tintenfisch, tintenfisch-, tintenfische, kalmar, kalmare, oktopus, pulpo, auster, austern,
      meeresfrüchte, scampi, langusten, languste, jakobsmuscheln
    `,
    ...tagged("dairy")`
      milch, milch-, -milch, sahne, sahne-, -sahne, rahm, rahm-, -rahm, schmand, butter, butter-, -butter, käse, käse-, -käse,
      quark, quark-, -quark, joghurt, -joghurt, joghurt-, jogurt, -jogurt, molke, topfen, obers, -obers, kefir, buttermilch,
      vollmilch, vollmilch-, dickmilch, crème fraîche, creme fraiche, schlagsahne, mozzarella-, parmesan-, emmentaler, gruyère, bergkäse, butterschmalz,
      nussbutter, milchprodukte, kondensmilch
    `,
    ...tagged("egg")`
      ei, eier, eier-, -eier, eigelb, eigelbe, -eigelb, eiweiß, eiweiss, eidotter, eiklar, eischnee, vollei, volleipulver,
      spiegelei, spiegeleier, rührei, rühreier, hühnerei, hühnereier, wachtelei, wachteleier, mayonnaise, -mayonnaise, eierlikör
    `,
    ...tagged("egg", "gluten")`eiernudeln, spätzle, -spätzle, pfannkuchen, eierkuchen`,
    ...tagged("nut")`
      nuss, nüsse, nuss-, -nuss, -nüsse, haselnuss, haselnuss-, haselnüsse, walnuss, walnuss-, walnüsse, mandel, mandeln, mandel-,
      -mandel, -mandeln, pistazie, pistazien, pistazien-, cashew, cashew-, cashewkerne, pinienkerne, pinienkern, macadamia,
      macadamia-, pekannuss, pekannüsse, paranuss, paranüsse, marzipan, marzipan-, nougat, nougat-, krokant, -krokant
    `,
    ...tagged("peanut")`erdnuss, erdnuss-, -erdnuss, erdnüsse, -erdnüsse, erdnussbutter, erdnussmus, erdnusscreme`,
    ...tagged("gluten")`
      mehl, -mehl, weizen, weizen-, -weizen, dinkel, dinkel-, -dinkel, roggen, roggen-, gerste, gersten-, graupen, grünkern,
      brot, -brot, brot-, brötchen, -brötchen, semmel, semmel-, semmeln, -brösel, brösel, paniermehl, nudel-, nudeln, -nudeln,
      teig, -teig, teig-, teigwaren, grieß, -grieß, grieß-, griess, kuchen, -kuchen, keks, kekse, -kekse, -keks, keks-,
      zwieback, toast-, -toast, couscous, bulgur, bier, -bier, bier-, malz, malz-, -malz, lasagneplatten, oblaten, waffeln, knödel, -knödel,
      croutons, gluten, seitan, hartweizen-, brezel, brezeln
    `,
    ...tagged("soy")`soja, soja-, sojasoße, sojasauce, tofu-`,
    ...tagged("sesame")`sesam, sesam-, -sesam, sesamöl`,
    ...tagged("honey")`honig, -honig, honig-`,
    ...tagged("alcohol")`rotwein, weißwein, weisswein, -likör, rum, kirschwasser, weinbrand`,
    // Neutral: longer readings that must win over a shorter one inside them.
    ...tagged()`
      muskatnuss-, -muskatnuss, muskatnüsse, muskat, kokosnuss-, -kokosnuss, kokosnüsse, butternuss-, butternut-, -butternut,
      fruchtfleisch, -fruchtfleisch, kokosfleisch, fleischtomate, fleischtomaten, -fleischtomaten, johannisbrot-, sahnesteif,
      kidneybohnen, kidney bohnen, buchweizen, buchweizen-, -buchweizen, butterbohnen, honigmelone, -öl,
      gehackt, gehackte, gehackten, gehackter, gehacktem, erdmandeln, johannisbrotkern-, guarkern-, mushroom-, -mushroom,
      butterflied, butterfly, butterhead, buttercup
    `,
    ...tagged("gluten")`muschelnudeln, muschelnudel, hefeteig`,
  ],
  plant: words`
    kokos, kokosnuss, mandel, mandeln, hafer, soja, reis, cashew, haselnuss, walnuss, erdnuss, kakao, hanf, dinkel, lupinen, erbsen, tofu,
    seitan, gemüse, pilz, pilze, pflanzen, pflanzlich, pflanzliche, pflanzlicher, vegan, veggie, sonnenblumen, kürbiskern, shea
  `,
  meatFree: words`soja, tofu, seitan, gemüse, pilz, pilze, pflanzen, vegan, veggie, lupinen, erbsen, linsen, jackfruit, sellerie`,
  starches: words`mehl, grieß, griess, nudeln, nudel, stärke, teigwaren`,
  glutenFree: words`
    mais, reis, buchweizen, kartoffel, kartoffeln, kichererbsen, mandel, mandeln, kokos, hirse, quinoa, amaranth, tapioka, maniok,
    soja, linsen, glas, johannisbrotkern, guarkern, teff, kastanien, erbsen, hafer, lupinen, zucchini, gemüse, konjak, shirataki,
    pfeilwurzel, kokosnuss, sojabohnen
  `,
  without: words`ohne`,
  vegan: words`vegan, vegane, veganer, veganes, veganen, veganem, pflanzlich, pflanzliche, pflanzlicher, pflanzliches, pflanzlichen`,
  vegetarian: words`vegetarisch, vegetarische, vegetarischer, vegetarisches, vegetarischen`,
};

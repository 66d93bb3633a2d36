/**
 * Italian diet words (marks explained in diet-lexicon.ts). "noce moscata" is nutmeg, "noce di
 * burro" a knob of butter, "grano saraceno" buckwheat; "latte di cocco" and "burro di arachidi"
 * are plant-based, "farina di riso" gluten-free, "pasta di mandorle" an almond paste (diet-words.ts).
 * "macinato" is minced meat when it leads ("macinato misto", "macinato di manzo"), not in
 * "pepe nero macinato".
 * Word facts from general Italian culinary usage; allergen groups as in EU Regulation 1169/2011 Annex II.
 */
import { tagged, words, type DietLexicon } from "./diet-lexicon";

export const ITALIAN: DietLexicon = {
  lang: "it",
  entries: [
    ...tagged("meat")`
      carne, carni, carne macinata, ^macinato, ^macinata, manzo, vitello, vitellone, agnello, capretto, coniglio, fegato,
      fegatini, selvaggina, cervo, bistecca, spezzatino, ossobuco, brodo di carne, polpette, polpettone, ragù, bollito
    `,
    ...tagged("meat", "pork")`
      maiale, suino, prosciutto cotto, prosciutto crudo, salame, salsiccia, salsicce, lardo, cotechino, zampone, strutto, coppa,
      culatello, gelatina, cinghiale, wurstel, lonza, capocollo
    `,
    ...tagged("poultry")`
      pollo, tacchino, anatra, faraona, ^quaglia, ^quaglie, cappone, ^gallina, brodo di gallina, petto di pollo, brodo di pollo
    `,
    ...tagged("fish")`
      pesce, pesci, salmone, tonno, merluzzo, baccalà, stoccafisso, acciuga, acciughe, alici, sarde, trota, orata, branzino,
      spigola, pesce spada, sgombro, rombo, colatura di alici, cernia, nasello
    `,
    ...tagged("shellfish")`
      gambero, gamberi, gamberetti, mazzancolle, cozze, vongole, calamaro, polpo, seppia, seppie, totani, granchio, aragosta,
      astice, frutti di mare, ostriche, capesante, canocchie, moscardini, polipo
    `,
    ...tagged("dairy")`
      latte, panna, burro, formaggio, formaggi, parmigiano, parmigiano reggiano, grana padano, grana, pecorino, fior di latte,
      gorgonzola, taleggio, fontina, stracchino, scamorza, provola, provolone, burrata, crescenza, latticini, caciocavallo,
      asiago, noce di burro, latte intero, robiola, caprino, mozzarelle
    `,
    ...tagged("dairy", "gluten")`besciamella`,
    ...tagged("dairy", "egg")`crema pasticcera`,
    ...tagged("egg")`uovo, uova, ^tuorlo, ^tuorli, ^albume, ^albumi, maionese, zabaione`,
    ...tagged("egg", "gluten")`savoiardi, pasta all'uovo`,
    ...tagged("nut")`
      noce, noci, nocciola, nocciole, mandorla, mandorle, pistacchio, pistacchi, anacardi, anacardo, pinoli, marzapane, gianduia,
      croccante, granella di nocciole
    `,
    ...tagged("nut", "egg")`amaretti`,
    ...tagged("peanut")`arachide, arachidi, noccioline`,
    ...tagged("gluten")`
      pasta, farina, farine, grano, grano duro, frumento, segale, pane, pane grattugiato, pangrattato, pan grattato, pan carré,
      pan di spagna, fusilli, rigatoni, tagliatelle, linguine, tortellini, ravioli, orecchiette, paccheri, bucatini, farfalle,
      maccheroni, ditalini, pappardelle, conchiglie, semola, semolino, biscotti, pasta sfoglia, pasta frolla, fette biscottate,
      grissini, crostini, piadina, cous cous, glutine, lievito madre, tagliolini, trofie, mezze maniche, pastina, fregola
    `,
    ...tagged("gluten", "alcohol")`birra`,
    ...tagged("soy")`soia, salsa di soia`,
    ...tagged("sesame")`sesamo`,
    ...tagged("honey")`miele`,
    ...tagged("alcohol")`vino bianco, vino rosso, marsala, grappa, liquore`,
    ...tagged()`noce moscata, moscata, noce di cocco, cremor tartaro, grano saraceno, aceto di vino, farina di mais`,
  ],
  plant: words`
    cocco, noce di cocco, soia, mandorla, mandorle, avena, riso, arachidi, arachide, cacao, nocciola, nocciole, pistacchi,
    pistacchio, anacardi, vegetale, vegetali, tofu, seitan, ceci, lenticchie
  `,
  meatFree: words`soia, tofu, seitan, verdure, lenticchie, ceci, vegetale, vegetali, funghi`,
  starches: words`farina, farine, semola, pasta, gallette`,
  glutenFree: words`
    riso, mais, grano saraceno, ceci, cocco, mandorla, mandorle, castagne, tapioca, manioca, quinoa, miglio, soia, patate,
    lenticchie, fecola
  `,
  without: words`senza`,
  vegan: words`vegano, vegana, vegani, vegane, vegetale, vegetali`,
  vegetarian: words`vegetariano, vegetariana, vegetariani, vegetariane`,
};

// Tesseract settings shared by the browser (tesseract.js in a web worker) and the server
// (src/server/lib/ocr.ts), so both read a receipt the same way. Pure data: no imports.
// Numbers quoted below are median character error rates on bench/receipts.md's 20 receipts.

/** Language (SPEC §1: English text recognition). */
export const OCR_LANGUAGE = "eng";

/**
 * Traineddata variant: the folder of @tesseract.js-data/eng holding `eng.traineddata.gz`. The
 * integerised "best" LSTM model: tesseract.js's own default, about 3 MB gzipped. The browser
 * serves this folder from our origin and passes its URL as langPath (never the CDN default).
 * The standard "4.0.0" data (11 MB: the legacy engine plus an LSTM model) was measured against
 * it (bench/receipts.md, 2026-11-24): its LSTM reads the same (median CER 0.094, item F1 0.76),
 * so the 3.7× larger download buys nothing.
 */
export const OCR_LANG_DATA = "4.0.0_best_int";

/**
 * OEM 1 = LSTM only: the one engine the best_int data carries (tesseract.js OEM.LSTM_ONLY).
 * With the 4.0.0 data, OEM 0 (legacy) scored median CER 0.233 / item F1 0.20 and OEM 2 (both
 * combined) 0.114 / 0.68, against 0.094 / 0.76 here, and both need the larger non-LSTM wasm core.
 */
export const OCR_OEM = 1;

/**
 * PSM 6 = "assume a single uniform block of text": reads every receipt row left to right as
 * one line, keeping item names with their prices. On raw images it scored 0.130 against 0.202
 * for PSM 3 (automatic layout, which splits price columns into blocks), 0.216 for PSM 4 and
 * 0.280 for PSM 11.
 */
export const OCR_PSM = "6";

/**
 * Characters tesseract may not output (tessedit_char_blacklist): symbols that never appear on a
 * grocery receipt but that noise, rules and stamps get read as ("|", "—", "¥", curly quotes…).
 * "$", "£", "€", "@", "#", "%", "*", "&" and straight quotes stay. Lowered median CER ~0.005.
 */
export const OCR_CHAR_BLACKLIST = "|©®™§°«»{}~<>^`_\\;\"“”‘’—¥¢";

/**
 * Parameters for worker.setParameters, identical in browser and server:
 *  - tessedit_pageseg_mode: OCR_PSM;
 *  - tessedit_char_blacklist: OCR_CHAR_BLACKLIST;
 *  - preserve_interword_spaces "1": keep runs of spaces, so the gap between an item name and its
 *    price column survives into the text (the receipt parser uses it; CER ignores spacing);
 *  - user_defined_dpi "300": our preprocessing already scaled the text, so tesseract must not
 *    guess a resolution from the image size (it also stops its "Estimating resolution" log);
 *  - debug_file "/dev/null": tesseract's own diagnostics ("Image too small to scale!!") go
 *    nowhere instead of into the server log or the browser console.
 */
export const OCR_PARAMETERS: Readonly<Record<string, string>> = Object.freeze({
  tessedit_pageseg_mode: OCR_PSM,
  tessedit_char_blacklist: OCR_CHAR_BLACKLIST,
  preserve_interword_spaces: "1",
  user_defined_dpi: "300",
  debug_file: "/dev/null",
});

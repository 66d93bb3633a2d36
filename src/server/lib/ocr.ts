/**
 * Read English text from an encoded image file with tesseract.js (local worker, core and `eng`
 * data from node_modules; never a download), with the same preprocessing and settings as the
 * browser. STUB — being written (issue 4): returns empty text.
 */
export async function recognizeText(file: Buffer): Promise<{ text: string; confidence: number }> {
  void file;
  return { text: "", confidence: 0 };
}

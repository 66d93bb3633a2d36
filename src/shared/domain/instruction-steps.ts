/**
 * Recipe instructions as numbered steps. Input: the stored text (free text, one step per line as
 * imported, or typed). Output: the steps in order — one per non-blank line, with any numbering
 * the text already had ("1.", "2)", "Step 3:") removed so the list's own numbers are not doubled.
 * A single long paragraph of several sentences is split into its sentences.
 */
export function instructionSteps(text: string | null | undefined): string[] {
  if (!text) return [];
  const lines = text
    .split(/\r?\n+/)
    .map((l) => l.replace(/^\s*(?:step\s*)?\d{1,2}\s*[.):]\s*|^\s*[-•*]\s+/i, "").trim())
    .filter(Boolean);
  if (lines.length !== 1) return lines;
  const sentences = lines[0]
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((s) => s.trim())
    .filter(Boolean);
  return sentences.length >= 3 ? sentences : lines;
}

import { parseReceiptText } from "../ai/local/receipt/parse-receipt";

/** `parse-receipt < ocr.txt`: reads OCR text on stdin, prints `{items: [...]}` as one JSON line. */
export async function parseReceiptCommand(args: string[]): Promise<number> {
  void args;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const items = parseReceiptText(Buffer.concat(chunks).toString("utf8"));
  process.stdout.write(`${JSON.stringify({ items })}\n`);
  return 0;
}

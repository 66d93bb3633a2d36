// Operator and script commands: `npm run cli -- <command> [args…]`. Output shapes are part of the
// product (issues 4 and 5): keep them exactly as documented in the README.

type Command = { summary: string; run: (args: string[]) => Promise<number> };

const COMMANDS: Record<string, Command> = {
  "parse-receipt": {
    summary: "parse-receipt < ocr.txt     print {items: [{name, qty, unit, category, priceCents}]}",
    run: async (args) => (await import("./cli/parse-receipt")).parseReceiptCommand(args),
  },
  "parse-ingredients": {
    summary: "parse-ingredients < lines.txt  print one JSON line per ingredient line: {line, qty, qtyMax, unit, ingredient, note}",
    run: async (args) => (await import("./cli/parse-ingredients")).parseIngredientsCommand(args),
  },
  "match-food": {
    summary: "match-food < names.txt      print one JSON line per product name: {name, food, category, confidence}",
    run: async (args) => (await import("./cli/match-food")).matchFoodCommand(args),
  },
  nutrition: {
    summary: "nutrition --servings N < lines.txt   print {perServing: {kcal, proteinG, fatG, carbsG, fiberG, saltG}, coverage, unmatched: [line, …]}",
    run: async (args) => (await import("./cli/nutrition")).nutritionCommand(args),
  },
  "decode-barcode": {
    summary: "decode-barcode <image>…     print one JSON line per file: {file, text, format} or {file, error}",
    run: async (args) => (await import("./cli/decode-barcode")).decodeBarcodeCommand(args),
  },
  ideas: {
    summary: "ideas --pantry pantry.json [--settings settings.json] [--seed N]   print {recipes: [idea, …]} from the built-in idea engine",
    run: async (args) => (await import("./cli/ideas")).ideasCommand(args),
  },
  "import-recipe": {
    summary: "import-recipe <file.html|url> [--url URL]   print {title, description, ingredients: [{line, qty, qtyMax, unit, ingredient, note}], instructions, servings, prepMin, cookMin, totalMin, imageUrl, sourceUrl, cuisineTag}",
    run: async (args) => (await import("./cli/import-recipe")).importRecipeCommand(args),
  },
  "read-recipe-archive": {
    summary: "read-recipe-archive <file>  print one JSON line per recipe in another app's export: {title, description, ingredients: [{line, qty, qtyMax, unit, ingredient, note}], instructions, servings, prepMin, cookMin, totalMin, sourceUrl, tags, imageBytes}, then {recipes, skipped: [{name, reason}]}",
    run: async (args) => (await import("./cli/read-recipe-archive")).readRecipeArchiveCommand(args),
  },
  backup: {
    summary: "backup <file>               write a portable backup (database + stored files: DATA_DIR/uploads or STORAGE_URL, gzip JSON lines); print {file, tables, rows, files, bytes}",
    run: async (args) => (await import("./cli/backup")).backupCommand(args),
  },
  restore: {
    summary: "restore <file> [--force]    restore a backup into the configured database (empty unless --force); print {file, tables, rows, files}",
    run: async (args) => (await import("./cli/restore")).restoreCommand(args),
  },
};

function usage(): string {
  return ["Usage: npm run cli -- <command> [args…]", "", ...Object.values(COMMANDS).map((c) => `  ${c.summary}`)].join("\n");
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    process.stderr.write(`${name ? `Unknown command: ${name}\n\n` : ""}${usage()}\n`);
    return 2;
  }
  return command.run(args);
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);

import { z } from "zod";

// zod compiles object parsers with `new Function` when it may; our CSP has no 'unsafe-eval', so
// its one probe would only file a CSP violation report. Parse without code generation instead.
// Imported first by main.tsx so it runs before any schema is used.
z.config({ jitless: true });

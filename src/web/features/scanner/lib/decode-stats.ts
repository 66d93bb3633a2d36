import type { DecodeOutcome } from "./barcode-decoder";

/** The camera test's running totals of decode attempts. */
export interface DecodeStats {
  frames: number;
  reads: number;
  lastMs: number | null;
  totalMs: number;
  last: { text: string; format: string } | null;
}

export const EMPTY_STATS: DecodeStats = { frames: 0, reads: 0, lastMs: null, totalMs: 0, last: null };

/** Adds one decode attempt to the running totals (the last read is kept until a new one). */
export function addOutcome(stats: DecodeStats, outcome: DecodeOutcome): DecodeStats {
  return {
    frames: stats.frames + 1,
    reads: stats.reads + (outcome.result ? 1 : 0),
    lastMs: outcome.ms,
    totalMs: stats.totalMs + outcome.ms,
    last: outcome.result ?? stats.last,
  };
}

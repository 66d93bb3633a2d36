/**
 * Which export a set of files is, from the files themselves (names inside the archive and
 * contents), never from the upload's file name. Readers are asked in a fixed order, most specific
 * first: a Paprika or Mealie archive also holds JSON that the schema.org reader would accept.
 */
import type { ArchiveFile } from "./files";
import type { ArchiveReader, ReadContext } from "./types";
import { paprikaReader } from "./readers/paprika";
import { mealieBackupReader } from "./readers/mealie-backup";
import { mealieExportReader } from "./readers/mealie-export";
import { tandoorReader } from "./readers/tandoor";
import { nextcloudReader } from "./readers/nextcloud";
import { copyMeThatReader } from "./readers/copymethat";
import { chowdownReader } from "./readers/chowdown";
import { planToEatReader } from "./readers/plantoeat";
import { myRecipeBoxReader } from "./readers/myrecipebox";
import { cooklangReader } from "./readers/cooklang";
import { schemaOrgReader } from "./readers/schema-org";

/** Every reader, in the order they are asked. */
export const ARCHIVE_READERS: readonly ArchiveReader[] = [
  paprikaReader,
  mealieBackupReader,
  mealieExportReader,
  tandoorReader,
  nextcloudReader,
  copyMeThatReader,
  chowdownReader,
  planToEatReader,
  myRecipeBoxReader,
  cooklangReader,
  schemaOrgReader,
];

/** The first reader that recognises the files, or null. Detection reports nothing as skipped. */
export async function detectReader(files: readonly ArchiveFile[], ctx: ReadContext): Promise<ArchiveReader | null> {
  if (files.length === 0) return null;
  for (const reader of ARCHIVE_READERS) {
    if (await reader.detect(files, ctx)) return reader;
  }
  return null;
}

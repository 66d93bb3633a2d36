/**
 * Other spellings of one stored-image path (issue 19 finding 8): what a hostile household may type
 * instead of "/api/images/{A}/{file}" to point its recipe at A's image. Test support only.
 */

/**
 * Spellings of `/api/images/{owner}/{file}`: doubled and leading slashes, "." and ".." segments
 * (also through the caller's own folder `mine`), percent-encoded slashes in both cases and
 * encoded twice, backslashes, upper-case prefixes and ids, blanks around it, and a trailing
 * query, fragment, parameter, slash, NUL or extension. Output: [label, url] pairs.
 */
export function imagePathSpellings(owner: string, mine: string, file: string): [string, string][] {
  const plain = `/api/images/${owner}/${file}`;
  return [
    ["plain", plain],
    ["double slash after images", `/api/images//${owner}/${file}`],
    ["double slash before the id's file", `/api/images/${owner}//${file}`],
    ["leading double slash", `//api/images/${owner}/${file}`],
    ["/./ segment", `/api/images/./${owner}/${file}`],
    ["/./ before images", `/api/./images/${owner}/${file}`],
    ["/../ through the caller's own folder", `/api/images/${mine}/../${owner}/${file}`],
    ["/../ through a made-up folder", `/api/images/x/../${owner}/${file}`],
    ["/../ after the file", `/api/images/${owner}/${file}/../${file}`],
    ["%2F", `/api/images%2F${owner}%2F${file}`],
    ["%2f", `/api/images%2f${owner}%2f${file}`],
    ["all slashes encoded", `%2Fapi%2Fimages%2F${owner}%2F${file}`],
    ["%252F (encoded twice)", `/api/images/%252F${owner}/${file}`],
    ["encoded dots", `/api/images/${mine}/%2E%2E/${owner}/${file}`],
    ["backslashes", `\\api\\images\\${owner}\\${file}`],
    ["backslash after images", `/api/images\\${owner}\\${file}`],
    ["/API/images/", `/API/images/${owner}/${file}`],
    ["/api/IMAGES/", `/api/IMAGES/${owner}/${file}`],
    ["upper-case ids", `/api/images/${owner.toUpperCase()}/${file.toUpperCase()}`],
    ["blanks around it", `  ${plain}\t`],
    ["query", `${plain}?v=1`],
    ["fragment", `${plain}#top`],
    ["parameter", `${plain};x`],
    ["trailing slash", `${plain}/`],
    ["trailing NUL", `${plain}%00`],
    ["second extension", `${plain}.webp`],
  ];
}

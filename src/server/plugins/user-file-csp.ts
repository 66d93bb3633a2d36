/**
 * Content-Security-Policy of served user files (recipe and receipt images; issue 9 item 3, Grocy
 * CVE-2024-55074): even if such a file were opened as a page, nothing may load or run in it, it
 * is sandboxed (unique origin, no scripts, no forms) and no other site may frame it. The routes
 * also send a fixed image Content-Type and nosniff; the bytes are re-encoded images.
 */
export const USER_FILE_CSP = "default-src 'none'; sandbox; frame-ancestors 'none'";

// SPEC §9 scanner and camera constants.

/** Ideal camera size for scanning (SPEC §9: 1280×720). */
export const SCAN_VIDEO_IDEAL = { width: 1280, height: 720 } as const;
/** Ideal camera size for a food photo (SPEC §9: 1920×1080). */
export const PHOTO_VIDEO_IDEAL = { width: 1920, height: 1080 } as const;
/** JPEG quality of a captured photo (SPEC §9). */
export const PHOTO_JPEG_QUALITY = 0.9;
/** Time between scan attempts, ms (SPEC §9). */
export const SCAN_INTERVAL_MS = 500;
/** Time the video may take to start before the camera counts as failed, ms (SPEC §9). */
export const VIDEO_START_TIMEOUT_MS = 5000;
/** Largest image a user may pick, bytes (SPEC §9: 10 MB). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024;
/** Where the camera test screen lives (SPEC §2). */
export const CAMERA_TEST_PATH = "/camera-test";

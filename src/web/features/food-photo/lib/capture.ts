import { PHOTO_JPEG_QUALITY, PHOTO_VIDEO_IDEAL } from "../../../lib/camera/constants";

/** Longest side of a photo sent for recognition, px (SPEC §9 photo size 1920×1080). */
const MAX_SIDE = PHOTO_VIDEO_IDEAL.width;

function toJpeg(source: CanvasImageSource, width: number, height: number): string {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height));
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("This browser cannot make photos");
  ctx.fillStyle = "#fff";
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.drawImage(source, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL("image/jpeg", PHOTO_JPEG_QUALITY);
}

/** The current video frame as a JPEG data URL (quality 0.9, SPEC §9). */
export function videoFrameToJpeg(video: HTMLVideoElement): string {
  return toJpeg(video, video.videoWidth, video.videoHeight);
}

/** A chosen image file re-encoded as a JPEG data URL (EXIF orientation applied, at most 1920 px, quality 0.9). */
export async function fileToJpeg(file: Blob): Promise<string> {
  const bitmap = await createImageBitmap(file);
  try {
    return toJpeg(bitmap, bitmap.width, bitmap.height);
  } finally {
    bitmap.close();
  }
}

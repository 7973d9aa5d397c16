import sharp from "sharp";
import { AppError } from "../../common/errors";
import { MAX_IMAGE_DIMENSION, MAX_INPUT_PIXELS, UPLOAD_MESSAGES, WEBP_QUALITY } from "./upload-rules";

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

/**
 * Re-encodes an uploaded picture as WebP: turned upright by its EXIF orientation, every metadata
 * block dropped (sharp keeps none unless asked, so GPS positions and camera data go), shrunk to fit
 * MAX_IMAGE_DIMENSION without enlarging. Decoding the pixels also proves the file is a real image.
 */
export async function encodeAsWebp(bytes: Buffer): Promise<EncodedImage> {
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw new AppError("UNSUPPORTED_FILE", UPLOAD_MESSAGES.unreadable);
    });
  if (!header.width || !header.height) throw new AppError("UNSUPPORTED_FILE", UPLOAD_MESSAGES.unreadable);
  // Checked from the header before anything is decoded; sharp's own limit below is the second guard.
  if (header.width * header.height > MAX_INPUT_PIXELS) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooManyPixels);

  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error", animated: false })
      .autoOrient()
      .resize({ width: MAX_IMAGE_DIMENSION, height: MAX_IMAGE_DIMENSION, fit: "inside", withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (/pixel limit/i.test((error as Error).message)) throw new AppError("PAYLOAD_TOO_LARGE", UPLOAD_MESSAGES.tooManyPixels);
    throw new AppError("UNSUPPORTED_FILE", UPLOAD_MESSAGES.unreadable);
  }
}

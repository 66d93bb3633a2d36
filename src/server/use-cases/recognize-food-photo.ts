import type { RecognizeFoodResult } from "../../shared/schemas/food-photo";
import type { AppDeps } from "../kernel/app-deps";
import type { SessionUser } from "../kernel/session-user";
import { photoFromDataUrl } from "../modules/ai/service";
import { lookupProduct } from "../modules/products/service";

/** What recognizeFoodPhoto needs: the database, the AI provider, PRODUCT_LOOKUP_URL and a logger. */
export interface FoodPhotoDeps extends Pick<AppDeps, "db" | "ai"> {
  /** PRODUCT_LOOKUP_URL (config.productLookupUrl), or "off". */
  productLookupUrl: string;
  log: { warn(obj: object, msg: string): void };
}

/**
 * POST /api/ai/recognize-food: the foods in a photo, for the signed-in user's household.
 * Steps:
 * 1. ai: the photo's bytes from its data URL, checked to be an image of at most 10 MB;
 * 2. the AI provider reads the photo: a product barcode in it is looked up by
 * 3. products: lookupProduct for the household, as POST /api/products/lookup does (a product found
 *    in the product database becomes a household product, each write on its own: no transaction
 *    is held open while the provider and the product database work); else the label text is
 *    matched to the food knowledge base. Reader failures are logged and the next method is tried.
 * Input: `imageData`, a data:image/…;base64 URL. Output: {items, method} ("none" when nothing was found).
 * @throws AppError BAD_REQUEST with the SPEC texts when it is not an image or too large.
 */
export async function recognizeFoodPhoto(
  deps: FoodPhotoDeps,
  user: SessionUser,
  input: { imageData: string },
): Promise<RecognizeFoodResult> {
  const { db, ai, productLookupUrl, log } = deps;
  const image = await photoFromDataUrl(input.imageData);
  return ai.recognizeFood({
    image,
    lookupBarcode: (barcode) => lookupProduct({ db, productLookupUrl, log }, user.householdId, barcode),
    onError: (err, stage) => log.warn({ err, stage }, "Food photo: reader failed"),
  });
}

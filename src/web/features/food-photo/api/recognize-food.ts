import { useMutation } from "@tanstack/react-query";
import type { RecognizeFoodResult } from "../../../../shared/schemas/food-photo";
import { requestJson } from "../../../lib/api-client";

/** POST /api/ai/recognize-food {imageData: data URL} → {items, method}. */
export function recognizeFood(imageData: string): Promise<RecognizeFoodResult> {
  return requestJson<RecognizeFoodResult>("POST", "/api/ai/recognize-food", { imageData });
}

/** The photo flow's recognition (callers handle failure by offering the sample list). */
export function useRecognizeFood() {
  return useMutation({ mutationFn: recognizeFood });
}

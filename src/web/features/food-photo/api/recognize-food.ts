import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { RecognizeFoodResult, recognizeFoodSchema } from "../../../../shared/schemas/food-photo";
import { requestJson } from "../../../lib/api-client";

type RecognizeFoodBody = z.input<typeof recognizeFoodSchema>;

/** POST /api/ai/recognize-food {imageData: data URL} → {items, method}. */
export function recognizeFood(imageData: string): Promise<RecognizeFoodResult> {
  return requestJson<RecognizeFoodResult>("POST", "/api/ai/recognize-food", { imageData } satisfies RecognizeFoodBody);
}

/** The photo flow's recognition (callers handle failure by offering the sample list). */
export function useRecognizeFood() {
  return useMutation({ mutationFn: recognizeFood });
}

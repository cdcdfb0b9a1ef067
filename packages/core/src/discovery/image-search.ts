import { z } from 'zod';
import { frozen } from '../frozen';
import { PET_TYPES, type PetType } from '../marketplace/pets';

/**
 * Image search (spec 001 §2 search tools, §3 analysis result, §4 states, §5 and §8): a photo
 * goes to the server, which finds the animals in it with a COCO object detector and measures
 * its dominant colours; a dog, cat or bird becomes the search's pet-type filter. The photo is
 * analysed in memory and never kept (decision 0028, docs/search.md).
 */

/** The COCO classes the detector knows that are animals, in the model's class order. */
export const DETECTABLE_ANIMALS = [
  'bird',
  'cat',
  'dog',
  'horse',
  'sheep',
  'cow',
  'elephant',
  'bear',
  'zebra',
  'giraffe',
] as const;
export type DetectableAnimal = (typeof DETECTABLE_ANIMALS)[number];

/** The animals that are also pet types of the marketplace, so can filter a search. */
const PET_TYPE_OF_ANIMAL: Partial<Record<DetectableAnimal, PetType>> = {
  dog: 'dog',
  cat: 'cat',
  bird: 'bird',
};

export const IMAGE_SEARCH_LIMITS = frozen({
  /** A detection below this confidence is not reported (0–1). */
  minConfidence: 0.3,
  /** At most this many animals and colours are reported. */
  maxObjects: 5,
  maxColours: 5,
  /** The camera's capture is a JPEG at this quality (spec 001 §9). */
  cameraJpegQuality: 0.8,
});

export { IMAGE_SEARCH_COPY } from './image-search-copy';

export const animalConfidenceSchema = z.object({
  label: z.enum(DETECTABLE_ANIMALS),
  /** 0–1, two decimals. */
  confidence: z.number().min(0).max(1),
});
export type AnimalConfidence = z.infer<typeof animalConfidenceSchema>;

export const dominantColourSchema = z.object({
  /** '#rrggbb'. */
  hex: z.string().regex(/^#[0-9a-f]{6}$/),
  /** The nearest plain colour name ('brown', 'cream'), so the colour is said, not only shown. */
  name: z.string(),
  /** The share of the picture, 0–1. */
  share: z.number().min(0).max(1),
});
export type DominantColour = z.infer<typeof dominantColourSchema>;

/** The analysis result (spec 001 §3): real detections, never placeholder data. */
export const imageAnalysisSchema = z.object({
  /** The animals found, most confident first (empty: nothing recognised). */
  objects: z.array(animalConfidenceSchema),
  dominantColors: z.array(dominantColourSchema),
  /** The pet type the search is filtered by: the most confident dog, cat or bird, else null. */
  petType: z.enum(PET_TYPES).nullable(),
  /** The confidence of that pet type's detection (0 when none). */
  confidence: z.number().min(0).max(1),
});
export type ImageAnalysis = z.infer<typeof imageAnalysisSchema>;

/** The pet type the detections suggest: the most confident animal that is a pet type. */
export function petTypeFromObjects(objects: readonly AnimalConfidence[]): {
  petType: PetType | null;
  confidence: number;
} {
  let best: { petType: PetType; confidence: number } | null = null;
  for (const object of objects) {
    const petType = PET_TYPE_OF_ANIMAL[object.label];
    if (petType && (!best || object.confidence > best.confidence)) {
      best = { petType, confidence: object.confidence };
    }
  }
  return best ?? { petType: null, confidence: 0 };
}

/** 0.434 → '43%'. */
export function formatConfidence(confidence: number): string {
  return `${Math.round(confidence * 100)}%`;
}

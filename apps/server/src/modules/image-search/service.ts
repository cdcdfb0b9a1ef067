import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { LIMITS } from '@petmitra/core/constants';
import { IMAGE_SEARCH_MESSAGES } from '@petmitra/core/discovery/devices';
import {
  DETECTABLE_ANIMALS,
  IMAGE_SEARCH_LIMITS,
  petTypeFromObjects,
  type AnimalConfidence,
  type DetectableAnimal,
  type ImageAnalysis,
} from '@petmitra/core/discovery/image-search';
import { IMAGE_FILE_MESSAGES } from '@petmitra/core/uploads/image-file';
import { AppError, validationError } from '../../http/errors';
import { MAX_IMAGE_PIXELS, type UploadedImage } from '../../infra/images';
import { dominantColours } from './colours';
import { DETECTOR_INPUT_SIZE, type Detector } from './detector';

/** More analyses than this waiting at once are refused: the next photo is asked to try again. */
const MAX_PENDING = 8;
/** The colours are counted on a copy this many pixels a side at most. */
const COLOUR_SAMPLE_SIZE = 96;

const isAnimal = (label: string | null): label is DetectableAnimal =>
  label !== null && (DETECTABLE_ANIMALS as readonly string[]).includes(label);

/** The detected animals above the confidence floor, one entry per animal, most confident first. */
export function animalsFrom(
  detections: readonly { animal: string | null; score: number }[],
): AnimalConfidence[] {
  const best = new Map<DetectableAnimal, number>();
  for (const { animal, score } of detections) {
    if (!isAnimal(animal) || score < IMAGE_SEARCH_LIMITS.minConfidence) continue;
    best.set(animal, Math.max(best.get(animal) ?? 0, score));
  }
  return [...best]
    .map(([label, score]) => ({ label, confidence: Math.round(score * 100) / 100 }))
    .sort((a, b) => b.confidence - a.confidence)
    .slice(0, IMAGE_SEARCH_LIMITS.maxObjects);
}

/**
 * Image search: the photo is checked (an image, under 10 MB), decoded in memory, shrunk to the
 * detector's 512×512 input and to a small copy for its colours, and analysed. Nothing of it is
 * written anywhere: the bytes are dropped when the answer is sent.
 */
export function createImageSearchService(detector: Detector) {
  return {
    async analyse(file: UploadedImage): Promise<ImageAnalysis> {
      if (file.bytes.length >= LIMITS.imageSearchMaxBytes) {
        throw validationError(IMAGE_FILE_MESSAGES.searchTooLarge);
      }
      // The content decides, never the name or the claimed type (an SVG is text: refused too).
      const detected = (await fileTypeFromBuffer(file.bytes))?.mime ?? '';
      if (!detected.startsWith('image/')) {
        throw validationError(IMAGE_FILE_MESSAGES.searchInvalidImage);
      }
      let input: Buffer;
      let sample: Buffer;
      try {
        const image = sharp(file.bytes, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
        const [a, b] = await Promise.all([
          image
            .clone()
            .resize(DETECTOR_INPUT_SIZE, DETECTOR_INPUT_SIZE, { fit: 'fill' })
            .removeAlpha()
            .raw()
            .toBuffer(),
          image
            .clone()
            .resize(COLOUR_SAMPLE_SIZE, COLOUR_SAMPLE_SIZE, { fit: 'inside' })
            .removeAlpha()
            .raw()
            .toBuffer(),
        ]);
        input = a;
        sample = b;
      } catch (error) {
        const message = (error as Error).message ?? '';
        throw validationError(
          /pixel limit/i.test(message)
            ? IMAGE_FILE_MESSAGES.searchTooLarge
            : IMAGE_FILE_MESSAGES.searchInvalidImage,
        );
      }

      if (detector.pending() >= MAX_PENDING) {
        throw new AppError('rate_limited', IMAGE_SEARCH_MESSAGES.analyseFailed);
      }
      let objects: AnimalConfidence[];
      try {
        const pixels = new Uint8Array(input.length);
        pixels.set(input);
        objects = animalsFrom(await detector.detect(pixels));
      } catch {
        throw new AppError('internal', IMAGE_SEARCH_MESSAGES.analyseFailed);
      }
      const { petType, confidence } = petTypeFromObjects(objects);
      return {
        objects,
        dominantColors: dominantColours(sample, IMAGE_SEARCH_LIMITS.maxColours),
        petType,
        confidence,
      };
    },
  };
}

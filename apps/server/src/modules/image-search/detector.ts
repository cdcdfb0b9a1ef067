import { Worker } from 'node:worker_threads';
import type { WorkerDetection } from './detector-worker';

/** The detector's input: a square RGB picture of this many pixels a side. */
export const DETECTOR_INPUT_SIZE = 512;

/** COCO's 80 classes in the model's order; the detector reports their 0-based index. */
const COCO_ANIMALS: Record<number, string> = {
  14: 'bird',
  15: 'cat',
  16: 'dog',
  17: 'horse',
  18: 'sheep',
  19: 'cow',
  20: 'elephant',
  21: 'bear',
  22: 'zebra',
  23: 'giraffe',
};

export interface Detection {
  /** A COCO animal name, or null for any other object (a person, a car …). */
  animal: string | null;
  score: number;
}

export interface DetectorTimings {
  /** How long the model took to load, once the thread had started (ms); null until loaded. */
  loadMs: number | null;
  /** The last detection's inference time in the thread (ms). */
  lastDetectMs: number | null;
}

export interface Detector {
  detect(pixels: Uint8Array): Promise<Detection[]>;
  /** How many analyses wait or run now (one runs at a time). */
  pending(): number;
  timings(): DetectorTimings;
  close(): Promise<void>;
}

type WorkerMessage =
  | { type: 'ready'; loadMs: number }
  | { type: 'failed'; error: string }
  | { type: 'result'; id: number; detections: WorkerDetection[]; ms: number }
  | { type: 'error'; id: number; error: string };

/** The worker's file: the TypeScript source in development and tests, the bundle in dist/. */
function workerUrl(): URL {
  return import.meta.url.endsWith('.ts')
    ? new URL('./detector-worker.ts', import.meta.url)
    : new URL('./image-search-worker.js', import.meta.url);
}

/**
 * The object detector, in a thread of its own started on first use (an instance nobody asks
 * never loads the model). Analyses run one at a time, in order: on a 2-core server one core at
 * most goes to image search, and the event loop never waits for it.
 */
export function createDetector(): Detector {
  let worker: Worker | null = null;
  let nextId = 1;
  let queued = 0;
  let chain: Promise<unknown> = Promise.resolve();
  const waiting = new Map<
    number,
    { resolve: (d: WorkerDetection[]) => void; reject: (e: Error) => void }
  >();
  const timings: DetectorTimings = { loadMs: null, lastDetectMs: null };

  const failAll = (error: Error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  };

  const start = (): Worker => {
    if (worker) return worker;
    const thread = new Worker(workerUrl());
    thread.unref();
    thread.on('message', (message: WorkerMessage) => {
      if (message.type === 'ready') timings.loadMs = message.loadMs;
      else if (message.type === 'failed') failAll(new Error(message.error));
      else {
        const entry = waiting.get(message.id);
        waiting.delete(message.id);
        if (!entry) return;
        if (message.type === 'result') {
          timings.lastDetectMs = message.ms;
          entry.resolve(message.detections);
        } else entry.reject(new Error(message.error));
      }
    });
    const lost = (error: Error) => {
      if (worker === thread) worker = null; // the next analysis starts a new thread
      failAll(error);
    };
    thread.on('error', lost);
    thread.on('exit', (code) => lost(new Error(`image search thread exited (${code})`)));
    worker = thread;
    return thread;
  };

  const run = (pixels: Uint8Array) =>
    new Promise<WorkerDetection[]>((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { resolve, reject });
      start().postMessage({ id, pixels }, [pixels.buffer as ArrayBuffer]);
    });

  return {
    async detect(pixels) {
      if (pixels.length !== DETECTOR_INPUT_SIZE * DETECTOR_INPUT_SIZE * 3) {
        throw new Error('detector input must be 512×512 RGB');
      }
      queued += 1;
      const result = chain.then(() => run(pixels));
      chain = result.catch(() => undefined);
      try {
        const detections = await result;
        return detections.map(({ classIndex, score }) => ({
          animal: COCO_ANIMALS[classIndex] ?? null,
          score,
        }));
      } finally {
        queued -= 1;
      }
    },
    pending: () => queued,
    timings: () => ({ ...timings }),
    async close() {
      const thread = worker;
      worker = null;
      if (thread) await thread.terminate();
    },
  };
}

/**
 * The object detector's thread (decision 0028). It loads TensorFlow.js on its WebAssembly
 * backend and the CenterNet (MobileNetV3) COCO detector that ships inside the
 * `@vladmandic/human` npm package, then answers one detection at a time. Inference takes a core
 * for a few hundred milliseconds: here it never blocks the server's event loop.
 *
 * This file is run by Node directly (type stripping in development and tests; bundled on its own
 * by build.mjs), so it imports only npm packages and Node, never the app's modules.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort } from 'node:worker_threads';
import * as tf from '@tensorflow/tfjs-core';
import { loadGraphModel, type GraphModel } from '@tensorflow/tfjs-converter';
import '@tensorflow/tfjs-backend-wasm';

/** The model's square input, in pixels. */
const INPUT_SIZE = 512;
const OUTPUT_NODE = 'tower_0/detections';
/** As the model's own library uses it: overlap above which two boxes are one object. */
const IOU_THRESHOLD = 0.4;
const MAX_DETECTIONS = 10;
const MIN_SCORE = 0.2;

interface DetectMessage {
  id: number;
  /** INPUT_SIZE × INPUT_SIZE × 3 RGB bytes. */
  pixels: Uint8Array;
}

export interface WorkerDetection {
  /** COCO class index, 0-based (0 person … 14 bird, 15 cat, 16 dog …). */
  classIndex: number;
  score: number;
}

/** Where the npm package keeps its models (the package has no export for them). */
function modelPath(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('@vladmandic/human'); // …/@vladmandic/human/dist/human.node.js
  return path.join(path.dirname(entry), '..', 'models', 'centernet.json');
}

async function loadModel(): Promise<GraphModel> {
  await tf.setBackend('wasm');
  await tf.ready();
  const file = modelPath();
  const json = JSON.parse(await readFile(file, 'utf8')) as {
    modelTopology: object;
    weightsManifest: { paths: string[]; weights: tf.io.WeightsManifestEntry[] }[];
  };
  const specs = json.weightsManifest.flatMap((group) => group.weights);
  const buffers = await Promise.all(
    json.weightsManifest
      .flatMap((group) => group.paths)
      .map((name) => readFile(path.join(path.dirname(file), name))),
  );
  const weights = Buffer.concat(buffers);
  const weightData = weights.buffer.slice(
    weights.byteOffset,
    weights.byteOffset + weights.byteLength,
  ) as ArrayBuffer;
  return loadGraphModel(
    tf.io.fromMemory({ modelTopology: json.modelTopology, weightSpecs: specs, weightData }),
  );
}

async function detect(model: GraphModel, pixels: Uint8Array): Promise<WorkerDetection[]> {
  // Rows of [x1, y1, x2, y2, score, class] for the strongest 100 centres.
  const output = tf.tidy(() => {
    const input = tf.tensor4d(Float32Array.from(pixels), [1, INPUT_SIZE, INPUT_SIZE, 3]);
    return model.execute(input, [OUTPUT_NODE]) as tf.Tensor;
  });
  const rows = ((await output.array()) as number[][][])[0] ?? [];
  output.dispose();
  const boxes = tf.tensor2d(rows.map(([x1 = 0, y1 = 0, x2 = 0, y2 = 0]) => [y1, x1, y2, x2]));
  const scores = tf.tensor1d(rows.map((row) => row[4] ?? 0));
  const kept = await tf.image.nonMaxSuppressionAsync(
    boxes,
    scores,
    MAX_DETECTIONS,
    IOU_THRESHOLD,
    MIN_SCORE,
  );
  const indexes = Array.from(await kept.data());
  tf.dispose([boxes, scores, kept]);
  return indexes.flatMap((i) => {
    const row = rows[i];
    const classIndex = row?.[5];
    if (!row || classIndex === undefined || !Number.isInteger(classIndex)) return [];
    return [{ classIndex, score: row[4] ?? 0 }];
  });
}

const port = parentPort;
if (port) {
  const started = performance.now();
  const ready = loadModel();
  ready.then(
    () => port.postMessage({ type: 'ready', loadMs: performance.now() - started }),
    (error: unknown) => port.postMessage({ type: 'failed', error: String(error) }),
  );
  port.on('message', (message: DetectMessage) => {
    const began = performance.now();
    ready
      .then((model) => detect(model, message.pixels))
      .then(
        (detections) =>
          port.postMessage({
            type: 'result',
            id: message.id,
            detections,
            ms: performance.now() - began,
          }),
        (error: unknown) =>
          port.postMessage({ type: 'error', id: message.id, error: String(error) }),
      );
  });
}

import type { DominantColour } from '@petmitra/core/discovery/image-search';

/** Plain names a pet's coat or a photo's colours are described with. */
const NAMED_COLOURS: readonly { name: string; rgb: readonly [number, number, number] }[] = [
  { name: 'black', rgb: [20, 20, 20] },
  { name: 'dark grey', rgb: [70, 70, 70] },
  { name: 'grey', rgb: [128, 128, 128] },
  { name: 'light grey', rgb: [192, 192, 192] },
  { name: 'white', rgb: [245, 245, 245] },
  { name: 'cream', rgb: [238, 224, 190] },
  { name: 'tan', rgb: [200, 160, 110] },
  { name: 'golden', rgb: [215, 165, 50] },
  { name: 'brown', rgb: [120, 75, 40] },
  { name: 'dark brown', rgb: [65, 40, 25] },
  { name: 'orange', rgb: [230, 120, 30] },
  { name: 'red', rgb: [200, 30, 30] },
  { name: 'yellow', rgb: [240, 220, 50] },
  { name: 'olive', rgb: [120, 120, 40] },
  { name: 'green', rgb: [60, 150, 60] },
  { name: 'dark green', rgb: [30, 75, 35] },
  { name: 'light blue', rgb: [150, 190, 230] },
  { name: 'blue', rgb: [40, 90, 200] },
  { name: 'navy', rgb: [20, 30, 90] },
  { name: 'purple', rgb: [120, 60, 160] },
  { name: 'pink', rgb: [240, 150, 180] },
];

type Rgb = readonly [number, number, number];

/** A perceptual-ish RGB distance ('redmean'), cheap and good enough to name a colour. */
function distance([r1, g1, b1]: Rgb, [r2, g2, b2]: Rgb): number {
  const mean = (r1 + r2) / 2;
  const dr = r1 - r2;
  const dg = g1 - g2;
  const db = b1 - b2;
  return Math.sqrt((2 + mean / 256) * dr * dr + 4 * dg * dg + (2 + (255 - mean) / 256) * db * db);
}

export function colourName(rgb: Rgb): string {
  let best = NAMED_COLOURS[0]!;
  for (const colour of NAMED_COLOURS) {
    if (distance(rgb, colour.rgb) < distance(rgb, best.rgb)) best = colour;
  }
  return best.name;
}

const hex = ([r, g, b]: Rgb) =>
  `#${[r, g, b].map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

/** Colours closer than this are one colour. */
const MERGE_DISTANCE = 90;
/** A colour covering less of the picture than this is not dominant. */
const MIN_SHARE = 0.05;

/**
 * The dominant colours of RGB pixels (a small copy of the photo): pixels are counted in
 * 8×8×8 boxes of the colour cube, the fullest boxes are merged with near neighbours, and the
 * colours covering at least 5% of the picture are returned, largest share first.
 */
export function dominantColours(rgb: Uint8Array, max: number): DominantColour[] {
  const pixels = Math.floor(rgb.length / 3);
  if (pixels === 0) return [];
  const count = new Uint32Array(512);
  const sums = new Float64Array(512 * 3);
  for (let p = 0; p < pixels; p += 1) {
    const r = rgb[p * 3]!;
    const g = rgb[p * 3 + 1]!;
    const b = rgb[p * 3 + 2]!;
    const box = ((r >> 5) << 6) | ((g >> 5) << 3) | (b >> 5);
    count[box]! += 1;
    sums[box * 3]! += r;
    sums[box * 3 + 1]! += g;
    sums[box * 3 + 2]! += b;
  }
  const boxes = [...count.keys()]
    .filter((box) => count[box]! > 0)
    .sort((a, b) => count[b]! - count[a]!);
  const merged: { rgb: [number, number, number]; count: number }[] = [];
  for (const box of boxes) {
    const n = count[box]!;
    const mean: [number, number, number] = [
      sums[box * 3]! / n,
      sums[box * 3 + 1]! / n,
      sums[box * 3 + 2]! / n,
    ];
    const near = merged.find((colour) => distance(colour.rgb, mean) < MERGE_DISTANCE);
    if (near) {
      const total = near.count + n;
      near.rgb = [
        (near.rgb[0] * near.count + mean[0] * n) / total,
        (near.rgb[1] * near.count + mean[1] * n) / total,
        (near.rgb[2] * near.count + mean[2] * n) / total,
      ];
      near.count = total;
    } else merged.push({ rgb: mean, count: n });
  }
  return merged
    .sort((a, b) => b.count - a.count)
    .filter((colour) => colour.count / pixels >= MIN_SHARE)
    .slice(0, max)
    .map((colour) => ({
      hex: hex(colour.rgb),
      name: colourName(colour.rgb),
      share: Math.round((colour.count / pixels) * 100) / 100,
    }));
}

import {
  createTheme,
  localStorageColorSchemeManager,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';
import { STORAGE_KEYS } from '../lib/storage';

/**
 * A warm terracotta brand. Shade 7 (light) and 8 (dark) carry white text at AA contrast
 * (5.2:1 and 6.5:1), which Mantine's stock orange does not.
 */
const brand: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#f98b3a',
  '#e8590c',
  '#c2410c',
  '#a63a0c',
  '#8a310c',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 7, dark: 8 },
  colors: { brand },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  cursorType: 'pointer',
  // The ring itself is global.css's (3:1 in both schemes); Mantine only decides when it shows.
  focusRing: 'auto',
  components: {
    // A modal's or drawer's title bar is not a page banner: one banner landmark per page.
    ModalHeader: { defaultProps: { component: 'div' } },
    // A link inside text must not rely on colour alone (WCAG 1.4.1; 1.14:1 in the dark scheme).
    Anchor: { defaultProps: { underline: 'always' } },
    DrawerHeader: { defaultProps: { component: 'div' } },
  },
  // Filled buttons and badges pick black or white text by the background's lightness.
  autoContrast: true,
});

/** WCAG relative luminance of a '#rrggbb' colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const v = parseInt(hex.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function darker(hex: string, step: number): string {
  const channel = (i: number) =>
    Math.round(parseInt(hex.slice(i, i + 2), 16) * (1 - step))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`;
}

/** `hex`, darkened just enough to reach AA (4.5:1, with a margin) on every background. */
function readableOn(hex: string, backgrounds: string[]): string {
  let color = hex;
  for (let i = 0; i < 20 && backgrounds.some((bg) => contrast(color, bg) < 4.6); i += 1) {
    color = darker(color, 0.08);
  }
  return color;
}

/**
 * Mantine's stock palette misses WCAG AA in places: dimmed gray-6 on white is 3.3:1, dark-2
 * on dark-7 is 4.0:1, and coloured text (`c="teal"`) or light badges (`variant="light"`) in
 * teal, green, lime, yellow, orange or cyan are 2-4.3:1. In the light scheme every colour's
 * text and light-variant colour is darkened until it passes, so features can use any colour.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolvedTheme) => {
  const light: Record<string, string> = {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  };
  for (const [name, shades] of Object.entries(resolvedTheme.colors)) {
    if (name === 'dark' || name === 'gray' || !Array.isArray(shades)) continue;
    const tuple = shades as readonly string[];
    const [shade0, shade1, shade2, , , , shade6, , , shade9] = tuple;
    if (!shade0 || !shade1 || !shade2 || !shade6 || !shade9) continue;
    light[`--mantine-color-${name}-text`] = readableOn(shade6, ['#ffffff', shade0]);
    light[`--mantine-color-${name}-light-color`] = readableOn(shade9, [shade1, shade2]);
  }
  return {
    variables: {},
    light,
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-error': 'var(--mantine-color-red-5)',
      '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    },
  };
};

/** The chosen scheme is kept under 'petmitra_theme'; with no choice Mantine follows the system. */
export const colorSchemeManager = localStorageColorSchemeManager({ key: STORAGE_KEYS.theme });

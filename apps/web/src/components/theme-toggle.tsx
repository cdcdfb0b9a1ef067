import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useHydrated } from '../hooks/use-hydrated';

/** Light/dark switch; the choice is saved (petmitra_theme) and wins over the system preference. */
export function ThemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  // A prerendered page cannot know the visitor's scheme: the title follows it once hydrated, and
  // the icon is chosen by CSS from the <html> attribute, so it is right from the first paint
  // (Mantine's light-hidden and dark-hidden classes).
  const dark = useHydrated() && computed === 'dark';
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setColorScheme(dark ? 'light' : 'dark')}
    >
      <IconSun size={20} aria-hidden className="mantine-light-hidden" />
      <IconMoon size={20} aria-hidden className="mantine-dark-hidden" />
    </ActionIcon>
  );
}

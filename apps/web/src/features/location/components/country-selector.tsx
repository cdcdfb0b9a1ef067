import { useRef, useState } from 'react';
import type { CountryMenu } from './country-menu';
import { CountryButton } from './country-trigger';

type MenuModule = { CountryMenu: typeof CountryMenu };
let menuModule: MenuModule | undefined;
let menuLoading: Promise<MenuModule> | undefined;

function loadMenu(): Promise<MenuModule> {
  menuLoading ??= import('./country-menu').then(
    (module) => (menuModule = module),
    (error: unknown) => {
      menuLoading = undefined; // a later intent tries again
      throw error;
    },
  );
  return menuLoading;
}

/**
 * The country/currency selector. Its button renders at once; the menu (Mantine's Menu, Popover
 * and floating-ui, ~30 KB gzip) loads when the visitor points at, focuses or presses the button,
 * then takes its place, keeping focus and opening if the button was pressed
 * (docs/performance.md).
 */
export function CountrySelector({ fullWidth = false }: { fullWidth?: boolean }) {
  const [Menu, setMenu] = useState(() => menuModule?.CountryMenu);
  const [handoff, setHandoff] = useState({ focus: false, open: false });
  const button = useRef<HTMLButtonElement>(null);
  const pressed = useRef(false);

  if (Menu) {
    return <Menu fullWidth={fullWidth} focusOnMount={handoff.focus} openOnMount={handoff.open} />;
  }

  const load = () => {
    loadMenu().then(
      (module) => {
        setHandoff({ focus: document.activeElement === button.current, open: pressed.current });
        setMenu(() => module.CountryMenu);
      },
      () => undefined, // offline or a new deploy: the button stays, and the next intent retries
    );
  };
  return (
    <CountryButton
      ref={button}
      fullWidth={fullWidth}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={load}
      onFocus={load}
      onClick={() => {
        pressed.current = true;
        load();
      }}
    />
  );
}

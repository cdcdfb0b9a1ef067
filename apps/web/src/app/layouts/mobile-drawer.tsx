import { Drawer } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { Logo } from '../../components/logo';

/**
 * The mobile menu's drawer, loaded when the burger is first pointed at, focused or pressed
 * (header.tsx): Drawer brings ModalBase, ScrollArea and floating-ui, which the first load does
 * not need.
 */
export default function MobileDrawer({
  opened,
  onClose,
  children,
}: {
  opened: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  // Mounted closed, then opened: the drawer returns focus on close to what had it when it opened
  // (the burger), which it records only when `opened` changes.
  const [mounted, setMounted] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setMounted(true), []);
  return (
    <Drawer.Root
      opened={opened && mounted}
      onClose={onClose}
      id="mobile-navigation"
      position="right"
      size="xs"
      hiddenFrom="lg"
    >
      <Drawer.Overlay />
      <Drawer.Content>
        {/* A div, not Mantine's default <header>: the page already has its banner landmark. */}
        <Drawer.Header component="div">
          <Drawer.Title>
            <Logo size={28} />
          </Drawer.Title>
          <Drawer.CloseButton aria-label="Close menu" />
        </Drawer.Header>
        <Drawer.Body>{children}</Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}

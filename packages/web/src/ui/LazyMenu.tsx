import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A row's "more actions" menu in a long list (an editor page's lines, group details' 200 invoices):
 * the Mantine menu (its popover and floating position) mounts on the row's first click only; until
 * then the row shows the same button. The menu then opens at once, with focus on its button so
 * closing it returns focus there.
 */
export function LazyMenu({ label, children }: { label: string; children: ReactNode }) {
  const [armed, setArmed] = useState(false);
  const [opened, setOpened] = useState(false);
  const target = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!armed) return;
    target.current?.focus();
    setOpened(true);
  }, [armed]);
  if (!armed)
    return (
      <ActionIcon
        variant="subtle"
        color="gray"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={false}
        onClick={() => setArmed(true)}
      >
        <IconDots size={16} />
      </ActionIcon>
    );
  return (
    <Menu position="bottom-end" withinPortal shadow="md" opened={opened} onChange={setOpened}>
      <Menu.Target>
        <ActionIcon ref={target} variant="subtle" color="gray" aria-label={label}>
          <IconDots size={16} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

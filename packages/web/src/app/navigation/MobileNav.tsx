import { NavLink, ScrollArea, Stack, Text } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { activeItemPath } from './activeMenu';
import type { NavMenu } from './navRules';

/** The same links as the top navigation, in the side panel of narrow screens. */
export function MobileNav({ menus }: { menus: NavMenu[] }) {
  const { pathname } = useLocation();
  const activeItem = activeItemPath(pathname, menus);
  return (
    <ScrollArea h="100%" type="auto">
      <Stack component="nav" aria-label="Main" gap="md" p="md">
        {menus.map((menu) => (
          <Stack key={menu.id} gap={2}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
              {menu.label}
            </Text>
            {menu.items.map((item) => (
              <NavLink
                key={item.to}
                component={Link}
                to={item.to}
                label={item.label}
                active={item.to === activeItem}
                aria-current={item.to === activeItem ? 'page' : undefined}
                style={{ borderRadius: 'var(--mantine-radius-md)' }}
              />
            ))}
          </Stack>
        ))}
      </Stack>
    </ScrollArea>
  );
}

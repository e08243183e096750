import { Group, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import classes from './TopNav.module.css';
import { activeItemPath, activeMenuId } from './activeMenu';
import type { NavMenu } from './navRules';

/** The desktop top navigation: one drop-down menu per area, only the links the viewer may open. */
export function TopNav({ menus }: { menus: NavMenu[] }) {
  const { pathname } = useLocation();
  const activeMenu = activeMenuId(pathname, menus);
  const activeItem = activeItemPath(pathname, menus);
  return (
    <Group component="nav" aria-label="Main" gap={4} wrap="nowrap">
      {menus.map((menu) => (
        <Menu key={menu.id} position="bottom-start" offset={6} width={260} shadow="md">
          <Menu.Target>
            <UnstyledButton className={classes.menuButton} data-active={menu.id === activeMenu || undefined}>
              <Text span size="sm" fw={500}>
                {menu.label}
              </Text>
              <IconChevronDown size={14} aria-hidden />
            </UnstyledButton>
          </Menu.Target>
          <Menu.Dropdown>
            {menu.items.map((item) => (
              <Menu.Item
                key={item.to}
                component={Link}
                to={item.to}
                className={classes.menuItem}
                data-current={item.to === activeItem || undefined}
                aria-current={item.to === activeItem ? 'page' : undefined}
              >
                <Text size="sm" fw={500}>
                  {item.label}
                </Text>
                {item.description ? (
                  <Text size="xs" c="dimmed">
                    {item.description}
                  </Text>
                ) : null}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      ))}
    </Group>
  );
}

import { Group, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import {
  UNPAID_ITEMS_PATH,
  UNPAID_OFFERS_PATH,
  UNPAID_PREVIEW_PATH,
  UNPAID_SETTINGS_PATH,
} from '../model/unpaidItemPaths';
import classes from './UnpaidItemsTabs.module.css';

/** The feature's screens as the tabs above each of them show them. */
const UNPAID_SCREENS = [
  { path: UNPAID_ITEMS_PATH, label: 'Pipeline' },
  { path: UNPAID_PREVIEW_PATH, label: "Today's steps" },
  { path: UNPAID_OFFERS_PATH, label: 'Second-chance offers' },
  { path: UNPAID_SETTINGS_PATH, label: 'Settings' },
] as const;

/** Links between the feature's four screens: real links, so each is a URL and reachable by Tab. */
export function UnpaidItemsTabs() {
  const { pathname } = useLocation();
  return (
    <Group component="nav" aria-label="Unpaid items" gap={4} mb="md" wrap="wrap">
      {UNPAID_SCREENS.map((screen) => (
        <UnstyledButton
          key={screen.path}
          component={Link}
          to={screen.path}
          className={classes.tab}
          aria-current={pathname === screen.path ? 'page' : undefined}
          data-active={pathname === screen.path || undefined}
        >
          {screen.label}
        </UnstyledButton>
      ))}
    </Group>
  );
}

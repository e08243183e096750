import { useApolloClient, useMutation } from '@apollo/client/react';
import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconApi, IconChevronDown, IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LogoutDocument } from '../../__generated__/graphql';
import { useViewer } from '../../platform/access/ViewerContext';
import { toDocument } from '../../platform/graphql/graphqlDocument';
import classes from './TopNav.module.css';

const logoutMutation = toDocument(LogoutDocument);

/** Where developers explore the API (served by the gateway; a full page load, outside this app). */
export const GRAPHQL_EXPLORER_URL = '/graphql';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The signed-in user's menu: who and which house, the API explorer, and Logout. */
export function UserMenu() {
  const viewer = useViewer();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [logout] = useMutation(logoutMutation);
  const [signingOut, setSigningOut] = useState(false);
  const name = viewer.user.displayName || viewer.user.userName;

  async function handleLogout() {
    setSigningOut(true);
    try {
      await logout();
    } catch {
      // The session may already be gone; signing out locally is what matters to the user.
    }
    await client.clearStore();
    navigate('/login', { replace: true });
  }

  return (
    <Menu position="bottom-end" width={260} shadow="md" offset={6}>
      <Menu.Target>
        <UnstyledButton className={classes.menuButton} h={44}>
          <Group gap="sm" wrap="nowrap">
            <Avatar size={32} radius="xl" color="ink" variant="filled">
              {initials(name)}
            </Avatar>
            <Stack gap={0} className={classes.accountName} style={{ textAlign: 'left' }}>
              <Text size="sm" fw={600} c="dark" lh={1.2} maw={180} truncate="end">
                {name}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} maw={180} truncate="end">
                {viewer.house.name}
              </Text>
            </Stack>
            {/* Named by what it shows, then what it is (WCAG 2.5.3 Label in Name). */}
            <VisuallyHidden>account menu</VisuallyHidden>
            <IconChevronDown size={14} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Stack gap={2} px="sm" py="xs">
          <Text size="sm" fw={600}>
            {name}
          </Text>
          <Text size="xs" c="dimmed">
            {viewer.user.userName} · {viewer.house.name}
          </Text>
        </Stack>
        <Menu.Divider />
        <Menu.Item
          component="a"
          href={GRAPHQL_EXPLORER_URL}
          target="_blank"
          rel="noopener"
          leftSection={<IconApi size={16} />}
        >
          GraphQL API explorer
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void handleLogout()}
          disabled={signingOut}
        >
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

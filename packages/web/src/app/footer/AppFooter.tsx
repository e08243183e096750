import { APP_VERSION } from '@ah/schema';
import { Anchor, Box, Container, Group, Text } from '@mantine/core';
import { Link } from 'react-router';

export const PRODUCT_NAME = 'Auction House Back Office';

/** Copyright, legal and contact links, and the build version (sales §2). */
export function AppFooter({
  houseName,
  year = new Date().getFullYear(),
}: {
  houseName?: string;
  year?: number;
}) {
  return (
    <Box component="footer" py="lg" mt="xl" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Container size="xl">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <Text size="xs" c="dimmed">
            © {year} {houseName ? `${houseName} · ` : ''}
            {PRODUCT_NAME}
          </Text>
          <Group gap="lg" wrap="wrap">
            <Anchor component={Link} to="/legal/terms" size="xs" c="dimmed">
              Terms
            </Anchor>
            <Anchor component={Link} to="/legal/privacy" size="xs" c="dimmed">
              Privacy
            </Anchor>
            <Anchor component={Link} to="/contact" size="xs" c="dimmed">
              Contact
            </Anchor>
            <Text size="xs" c="dimmed">
              Build {APP_VERSION}
            </Text>
          </Group>
        </Group>
      </Container>
    </Box>
  );
}

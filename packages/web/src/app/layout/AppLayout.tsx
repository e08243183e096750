import { AppShell, Box, Burger, Container, Group, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconGavel } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../ui/LoadingState';
import { useViewer } from '../../platform/access/ViewerContext';
import { AppFooter, PRODUCT_NAME } from '../footer/AppFooter';
import { visibleMenus } from '../navigation/navRules';
import { TopNav } from '../navigation/TopNav';
import { UserMenu } from '../navigation/UserMenu';
import { HEADER_HEIGHT } from '../../ui/theme';

/** The side panel of narrow screens, loaded the first time it opens (the first page stays light). */
const MobileNav = lazy(() =>
  import('../navigation/MobileNav').then((module) => ({ default: module.MobileNav })),
);

export function BrandMark({ subtitle }: { subtitle?: string }) {
  return (
    <Group gap="sm" wrap="nowrap">
      <Box
        w={34}
        h={34}
        bg="ink.7"
        c="white"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
        aria-hidden
      >
        <IconGavel size={20} stroke={1.8} />
      </Box>
      <Box style={{ minWidth: 0 }}>
        <Text fw={700} size="sm" lh={1.2} c="dark">
          {PRODUCT_NAME}
        </Text>
        {subtitle ? (
          <Text size="xs" c="dimmed" lh={1.2} truncate="end" maw={200}>
            {subtitle}
          </Text>
        ) : null}
      </Box>
    </Group>
  );
}

/** The signed-in shell: header with navigation and user menu, the page, the footer. */
export function AppLayout() {
  const viewer = useViewer();
  const menus = visibleMenus(viewer);
  const [navOpened, nav] = useDisclosure(false);
  const location = useLocation();

  useEffect(() => {
    nav.close();
    // Close the side panel whenever the user goes somewhere.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return (
    <AppShell
      header={{ height: HEADER_HEIGHT }}
      navbar={{ width: 280, breakpoint: 'md', collapsed: { mobile: !navOpened, desktop: true } }}
      padding={0}
      bg="gray.0"
    >
      <AppShell.Header withBorder>
        <Group h="100%" px={{ base: 'sm', sm: 'md' }} justify="space-between" wrap="nowrap" gap="md">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={navOpened}
              onClick={nav.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Toggle navigation"
            />
            <UnstyledButton component={Link} to="/" aria-label={`${PRODUCT_NAME} start page`}>
              <BrandMark />
            </UnstyledButton>
          </Group>
          <Box visibleFrom="md" style={{ flex: 1, minWidth: 0 }}>
            <TopNav menus={menus} />
          </Box>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar>
        {/* Only while open: the closed panel's links would be a second "Main" landmark and tab stops nobody sees. */}
        {navOpened ? (
          <Suspense fallback={null}>
            <MobileNav menus={menus} />
          </Suspense>
        ) : null}
      </AppShell.Navbar>
      <AppShell.Main style={{ display: 'flex', flexDirection: 'column' }}>
        {/* The page fills the window below the header, so the footer starts below the fold: while a
            screen loads (a spinner, a skeleton shorter than its content) nothing visible sits under
            it to be pushed down when the content arrives (CLS, web.dev/cls). */}
        <Container
          size="xl"
          w="100%"
          mih={`calc(100dvh - ${HEADER_HEIGHT}px)`}
          px={{ base: 'md', sm: 'lg' }}
          pt="lg"
          style={{ flex: 1 }}
        >
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </Container>
        <AppFooter houseName={viewer.house.name} />
      </AppShell.Main>
    </AppShell>
  );
}

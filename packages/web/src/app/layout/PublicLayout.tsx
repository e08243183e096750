import { Box, Container, Group, UnstyledButton } from '@mantine/core';
import { Suspense } from 'react';
import { Link, Outlet } from 'react-router';
import { LoadingState } from '../../ui/LoadingState';
import { AppFooter, PRODUCT_NAME } from '../footer/AppFooter';
import { HEADER_HEIGHT } from '../../ui/theme';
import { BrandMark } from './AppLayout';

/** Pages without a signed-in user (login, password reset, legal): brand bar, page, footer, no navigation. */
export function PublicLayout() {
  return (
    <Box mih="100vh" bg="gray.0" style={{ display: 'flex', flexDirection: 'column' }}>
      <Box
        component="header"
        h={HEADER_HEIGHT}
        bg="white"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group h="100%" px="md">
          <UnstyledButton component={Link} to="/" aria-label={`${PRODUCT_NAME} start page`}>
            <BrandMark />
          </UnstyledButton>
        </Group>
      </Box>
      <Container
        size="xl"
        w="100%"
        px={{ base: 'md', sm: 'lg' }}
        pt="lg"
        component="main"
        style={{ flex: 1 }}
      >
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </Container>
      <AppFooter />
    </Box>
  );
}

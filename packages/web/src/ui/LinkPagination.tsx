import { Group, Text, UnstyledButton } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './LinkPagination.module.css';
import { paginationItems } from './paginationModel';

export interface LinkPaginationProps {
  page: number;
  totalPages: number;
  /** The link target of a page, e.g. `?page=3` with the other query params kept. */
  hrefForPage: (page: number) => string;
  /** Names the list being paged, for screen readers. */
  label: string;
}

function PageLink({
  to,
  disabled,
  current,
  children,
  ariaLabel,
}: {
  to: string;
  disabled?: boolean;
  current?: boolean;
  children: ReactNode;
  ariaLabel: string;
}) {
  if (disabled)
    return (
      <span className={classes.control} data-disabled aria-disabled="true" aria-label={ariaLabel}>
        {children}
      </span>
    );
  return (
    <UnstyledButton
      component={Link}
      to={to}
      className={classes.control}
      data-active={current || undefined}
      aria-current={current ? 'page' : undefined}
      aria-label={ariaLabel}
    >
      {children}
    </UnstyledButton>
  );
}

/**
 * Previous/next and numbered page links (invoicing §9: 4 pages and 1 margin page). Real links, so
 * the page number lives in the URL and works with the keyboard, history and new tabs.
 */
export function LinkPagination({ page, totalPages, hrefForPage, label }: LinkPaginationProps) {
  if (totalPages <= 1) return null;
  const items = paginationItems(page, totalPages);
  return (
    <nav aria-label={`${label} pages`}>
      <Group gap={6} justify="center" wrap="wrap">
        <PageLink to={hrefForPage(page - 1)} disabled={page <= 1} ariaLabel="Previous page">
          <IconChevronLeft size={16} aria-hidden />
          <Text span size="sm" visibleFrom="xs">
            Previous
          </Text>
        </PageLink>
        {items.map((item) =>
          item.kind === 'gap' ? (
            <Text key={item.key} c="dimmed" size="sm" px={4} aria-hidden>
              …
            </Text>
          ) : (
            <PageLink
              key={item.page}
              to={hrefForPage(item.page)}
              current={item.page === page}
              ariaLabel={item.page === page ? `Page ${item.page}, current page` : `Page ${item.page}`}
            >
              {item.page}
            </PageLink>
          ),
        )}
        <PageLink to={hrefForPage(page + 1)} disabled={page >= totalPages} ariaLabel="Next page">
          <Text span size="sm" visibleFrom="xs">
            Next
          </Text>
          <IconChevronRight size={16} aria-hidden />
        </PageLink>
      </Group>
    </nav>
  );
}

import { Group, Paper, Select, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LinkPagination } from '../../../ui/LinkPagination';
import { rangeText, UNPAID_PAGE_SIZES } from '../model/pipelineParams';

/** What the panel reads of one server page of a list. */
export interface PagedList {
  totalCount: number;
  pageInfo: { page: number; pageSize: number; totalPages: number };
  nodes: readonly unknown[];
}

export interface PagedListPanelProps {
  /** The list's noun, capitalised and plural ("Offers"): its range line and its page-size select say it. */
  noun: string;
  list: PagedList;
  /** The query is fetching another page: the panel says it is busy. */
  busy: boolean;
  /** Said after the range line ("· as of …"). */
  rangeSuffix?: ReactNode;
  /** The page size the URL asks for (the list may still be the previous one's while it loads). */
  pageSize: number;
  onPageSize: (pageSize: number) => void;
  hrefForPage: (page: number) => string;
  /** Names the page links' navigation. */
  paginationLabel: string;
  /** The page's table. */
  children: ReactNode;
}

/** One server page of an unpaid-items list: which rows these are, the page size, the table and the page links. */
export function PagedListPanel({
  noun,
  list,
  busy,
  rangeSuffix,
  pageSize,
  onPageSize,
  hrefForPage,
  paginationLabel,
  children,
}: PagedListPanelProps) {
  return (
    <Paper p="xs" aria-busy={busy}>
      <Group justify="space-between" p="xs">
        <Text size="sm" c="dimmed" role="status">
          {rangeText(noun, list.pageInfo.page, list.pageInfo.pageSize, list.nodes.length, list.totalCount)}
          {rangeSuffix}
        </Text>
        <Select
          label={`${noun} per page`}
          data={UNPAID_PAGE_SIZES.map((size) => String(size))}
          value={String(pageSize)}
          allowDeselect={false}
          onChange={(value) => onPageSize(Number(value))}
          w={160}
        />
      </Group>
      {children}
      <LinkPagination
        page={list.pageInfo.page}
        totalPages={list.pageInfo.totalPages}
        hrefForPage={hrefForPage}
        label={paginationLabel}
      />
    </Paper>
  );
}

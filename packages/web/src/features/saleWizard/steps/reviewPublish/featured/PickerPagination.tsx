import { Group, Pagination } from '@mantine/core';

/** The pages of a lot picker (featured items, cover photo); nothing when one page holds them all. */
export function PickerPagination({
  pickable,
  of,
}: {
  pickable: { page: number; totalPages: number; setPage: (page: number) => void };
  /** What the pages hold, for their labels: "Page 2 of items". */
  of: string;
}) {
  if (pickable.totalPages <= 1) return null;
  return (
    <Group justify="center">
      <Pagination
        total={pickable.totalPages}
        value={pickable.page}
        onChange={pickable.setPage}
        size="sm"
        getControlProps={(control) => ({ 'aria-label': `${control} page of ${of}` })}
        getItemProps={(p) => ({ 'aria-label': `Page ${p} of ${of}` })}
      />
    </Group>
  );
}

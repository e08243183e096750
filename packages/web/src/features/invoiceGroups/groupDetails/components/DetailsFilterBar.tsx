import { ActionIcon, Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import type { InvoicePaidFilter } from '../../../../__generated__/graphql';

export interface DetailsFilterBarProps {
  filter: InvoicePaidFilter;
  search: string | null;
  onFilter: (filter: InvoicePaidFilter) => void;
  onSearch: (search: string | null) => void;
}

/** ALL / UNPAID / PAID and the search by first name, last name or invoice number (invoicing §2.3, §5). */
export function DetailsFilterBar({ filter, search, onFilter, onSearch }: DetailsFilterBarProps) {
  const [text, setText] = useState(search ?? '');
  useEffect(() => setText(search ?? ''), [search]);
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <SegmentedControl
        aria-label="Show invoices"
        value={filter}
        onChange={(value) => onFilter(value as InvoicePaidFilter)}
        data={[
          { value: 'ALL', label: 'ALL' },
          { value: 'UNPAID', label: 'UNPAID' },
          { value: 'PAID', label: 'PAID' },
        ]}
      />
      <Group
        component="form"
        role="search"
        gap="xs"
        wrap="nowrap"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text.trim() || null);
        }}
      >
        <TextInput
          aria-label="Search by name or invoice number"
          placeholder="First name, last name or invoice #"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          rightSection={
            text ? (
              <ActionIcon
                variant="subtle"
                color="gray"
                size="sm"
                aria-label="Clear search"
                onClick={() => {
                  setText('');
                  onSearch(null);
                }}
              >
                <IconX size={14} />
              </ActionIcon>
            ) : null
          }
          w={{ base: 220, sm: 300 }}
        />
        <Button type="submit" variant="default">
          Search
        </Button>
      </Group>
    </Group>
  );
}

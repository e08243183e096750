import { useQuery } from '@apollo/client/react';
import { ActionIcon, Autocomplete, Group, List, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { UnpaidItemBuyerSearchDocument } from '../../../__generated__/graphql';
import { toDocument } from '../../../platform/graphql/graphqlDocument';
import { withExcluded, type ExcludedBidder } from '../model/settingsForm';

const buyerSearch = toDocument(UnpaidItemBuyerSearchDocument);

export interface ExclusionPickerProps {
  value: readonly ExcludedBidder[];
  onChange: (next: ExcludedBidder[]) => void;
  error?: string | null;
}

/**
 * The exclusion list (issue 36: buyers the automation never touches): search the house's buyers by
 * name or e-mail and add them; remove one with its button.
 */
export function ExclusionPicker({ value, onChange, error }: ExclusionPickerProps) {
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text.trim(), 250);
  const { data, loading } = useQuery(buyerSearch, {
    variables: { search: debounced },
    skip: debounced.length < 2,
    errorPolicy: 'all',
  });
  const found = data?.customerList?.customerPage.nodes ?? [];
  const options = found.map((c) => ({
    value: c.id,
    label: `${c.firstName} ${c.lastName} (${c.email})`,
  }));
  return (
    <Stack gap="xs">
      <Autocomplete
        label="Add a buyer to the exclusion list"
        description="Search by name or e-mail (at least 2 letters)"
        placeholder="Buyer name or e-mail"
        value={text}
        onChange={setText}
        data={options.map((o) => o.label)}
        error={error ?? undefined}
        rightSection={loading ? <Text size="xs">…</Text> : null}
        onOptionSubmit={(label) => {
          const chosen = found.find((c) => `${c.firstName} ${c.lastName} (${c.email})` === label);
          if (chosen)
            onChange(
              withExcluded(value, {
                id: chosen.id,
                ref: chosen.email,
                name: `${chosen.firstName} ${chosen.lastName}`.trim(),
              }),
            );
          setText('');
        }}
      />
      {value.length === 0 ? (
        <Text size="sm" c="dimmed">
          No buyer is excluded: the automation follows every unpaid invoice.
        </Text>
      ) : (
        <List aria-label="Excluded buyers" listStyleType="none" spacing={4}>
          {value.map((bidder) => (
            <List.Item key={bidder.id}>
              <Group gap="xs">
                <Text size="sm">
                  {bidder.name}{' '}
                  <Text span size="xs" c="dimmed">
                    {bidder.ref}
                  </Text>
                </Text>
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  aria-label={`Remove ${bidder.name} from the exclusion list`}
                  onClick={() => onChange(value.filter((b) => b.id !== bidder.id))}
                >
                  <IconX size={14} />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

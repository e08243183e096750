import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';

const ALL = 'all';

export interface CustomerFiltersProps {
  search: string;
  groupId: string | null;
  groups: readonly { id: string; name: string }[];
  onSearch: (search: string) => void;
  onGroup: (groupId: string | null) => void;
}

/** Search on Enter (sales §5 Search: first name, last name or email) and the group filter. */
export function CustomerFilters({ search, groupId, groups, onSearch, onGroup }: CustomerFiltersProps) {
  const [draft, setDraft] = useState(search);
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <TextInput
        label="Search customers"
        description="First name, last name or email; press Enter"
        leftSection={<IconSearch size={16} />}
        value={draft}
        maxLength={100}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') onSearch(draft);
        }}
        w={320}
      />
      <Select
        label="Group"
        data={[{ value: ALL, label: 'All groups' }, ...groups.map((g) => ({ value: g.id, label: g.name }))]}
        value={groupId ?? ALL}
        onChange={(v) => onGroup(!v || v === ALL ? null : v)}
        allowDeselect={false}
        searchable
        w={280}
      />
    </Group>
  );
}

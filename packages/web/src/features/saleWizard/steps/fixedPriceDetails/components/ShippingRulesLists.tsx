import { Button, Paper, ScrollArea, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowLeft, IconArrowRight, IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import classes from './ShippingRulesLists.module.css';
import type { CountryOption } from '../../../../../ui/CountrySelect';

export interface ShippingRulesListsProps {
  /** Every country in the §9 shipping-rules order (All Countries, European Union, UK, US, CA, AU, A–Z). */
  countries: readonly CountryOption[];
  excluded: ReadonlySet<string>;
  onChange: (excluded: Set<string>) => void;
  disabled?: boolean;
}

function CountryList({
  title,
  countries,
  checked,
  onToggle,
  filter,
}: {
  title: string;
  countries: readonly CountryOption[];
  checked: ReadonlySet<string>;
  onToggle: (code: string) => void;
  filter: string;
}) {
  const needle = filter.trim().toLowerCase();
  const shown = needle ? countries.filter((c) => c.name.toLowerCase().includes(needle)) : countries;
  return (
    <Paper p="xs" role="group" aria-label={title}>
      <Text size="sm" fw={600} mb={6}>
        {title} ({countries.length})
      </Text>
      <ScrollArea h={220} type="auto" offsetScrollbars>
        <Stack gap={2} pr="xs">
          {shown.length === 0 ? (
            <Text size="sm" c="dimmed">
              None
            </Text>
          ) : (
            // Plain checkboxes: the lists hold every country, and they stay light to render.
            shown.map((c) => (
              <label key={c.code} className={classes.option}>
                <input type="checkbox" checked={checked.has(c.code)} onChange={() => onToggle(c.code)} />
                <span>{c.name}</span>
              </label>
            ))
          )}
        </Stack>
      </ScrollArea>
    </Paper>
  );
}

/**
 * Geographic Shipping Rules: the countries shipped to and those excluded, each list in the §9
 * order. Ticked countries move between the lists.
 */
export const ShippingRulesLists = memo(function ShippingRulesLists({
  countries,
  excluded,
  onChange,
  disabled,
}: ShippingRulesListsProps) {
  const [ticked, setTicked] = useState<ReadonlySet<string>>(new Set());
  const [filter, setFilter] = useState('');
  const included = countries.filter((c) => !excluded.has(c.code));
  const excludedList = countries.filter((c) => excluded.has(c.code));
  const toggle = (code: string) =>
    setTicked((t) => {
      const next = new Set(t);
      if (next.has(code)) next.delete(code);
      else next.add(code);
      return next;
    });
  const move = (toExcluded: boolean) => {
    const next = new Set(excluded);
    for (const code of ticked) {
      if (toExcluded && !excluded.has(code)) next.add(code);
      if (!toExcluded && excluded.has(code)) next.delete(code);
    }
    setTicked(new Set());
    onChange(next);
  };
  const tickedIncluded = included.some((c) => ticked.has(c.code));
  const tickedExcluded = excludedList.some((c) => ticked.has(c.code));
  return (
    <Stack gap="sm">
      <TextInput
        label="Find a country"
        leftSection={<IconSearch size={14} aria-hidden />}
        value={filter}
        onChange={(e) => setFilter(e.currentTarget.value)}
        w={{ base: '100%', xs: 280 }}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap="xs">
          <CountryList
            title="Ship To"
            countries={included}
            checked={ticked}
            onToggle={toggle}
            filter={filter}
          />
          <Button
            variant="default"
            size="xs"
            rightSection={<IconArrowRight size={14} />}
            disabled={disabled || !tickedIncluded}
            onClick={() => move(true)}
          >
            Exclude selected
          </Button>
        </Stack>
        <Stack gap="xs">
          <CountryList
            title="Do Not Ship To"
            countries={excludedList}
            checked={ticked}
            onToggle={toggle}
            filter={filter}
          />
          <Button
            variant="default"
            size="xs"
            leftSection={<IconArrowLeft size={14} />}
            disabled={disabled || !tickedExcluded}
            onClick={() => move(false)}
          >
            Include selected
          </Button>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
});

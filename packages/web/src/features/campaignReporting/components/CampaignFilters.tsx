import { Button, Group, MultiSelect, TextInput } from '@mantine/core';
import { CAMPAIGN_MAX_SALES } from '@ah/schema';
import { useMemo } from 'react';
import type { CampaignFilterView } from '../model/campaignFilter';
import { campaignFilterErrors } from '../model/campaignFilter';
import { saleDayIn } from '../model/saleCalendar';

interface CampaignFiltersProps {
  filter: CampaignFilterView;
  sales: readonly { catalogRef: string; title: string; startsAt: string }[];
  onChange: (filter: CampaignFilterView) => void;
  /** The house's time zone: a sale's day here is the day the report's tables and date filter use. */
  timeZone: string | undefined;
}

/** Date range (sale days) and sales; each change applies at once and lands in the URL. */
export function CampaignFilters({ filter, sales, onChange, timeZone }: CampaignFiltersProps) {
  const errors = campaignFilterErrors(filter);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const set = (patch: Partial<CampaignFilterView>) => onChange({ ...filter, ...patch });
  // A whole house lists hundreds of sales: their labels are made once per answer, not per keystroke.
  const saleOptions = useMemo(
    () =>
      sales.map((s) => ({
        value: s.catalogRef,
        label: `${s.title} (${saleDayIn(timeZone, s.startsAt)})`,
      })),
    [sales, timeZone],
  );
  return (
    <Group align="flex-end" gap="md" wrap="wrap" mb="lg">
      <TextInput
        type="date"
        label="From"
        description="First sale day"
        value={filter.from ?? ''}
        onChange={(e) => set({ from: e.currentTarget.value || null })}
        error={errorOf('from')}
      />
      <TextInput
        type="date"
        label="To"
        description="Last sale day"
        value={filter.to ?? ''}
        onChange={(e) => set({ to: e.currentTarget.value || null })}
      />
      <MultiSelect
        label="Sales"
        description="All sales when none is chosen"
        placeholder={filter.catalogRefs.length === 0 ? 'All sales' : undefined}
        data={saleOptions}
        value={filter.catalogRefs}
        onChange={(catalogRefs) => set({ catalogRefs })}
        maxValues={CAMPAIGN_MAX_SALES}
        searchable
        clearable
        miw={260}
        style={{ flex: 1 }}
        error={errorOf('catalogRefs')}
      />
      <Button variant="subtle" onClick={() => onChange({ from: null, to: null, catalogRefs: [] })}>
        Clear filters
      </Button>
    </Group>
  );
}

import { SALES_TAX_MONTHS, salesTaxYears } from '@ah/schema';
import { Button, Group, Paper, Select } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { SalesTaxFilter } from '../model/salesTaxFilter';

const ALL = 'all';

export interface SalesTaxFiltersProps {
  /** The applied filter (the form starts from it), or null before the first View Report. */
  applied: SalesTaxFilter | null;
  states: readonly { code: string; name: string }[];
  statesLoading: boolean;
  onView: (filter: SalesTaxFilter) => void;
}

/** Year (from 2023), month and state, and View Report (sales §2 Sales Tax Reports, §9). */
export function SalesTaxFilters({ applied, states, statesLoading, onView }: SalesTaxFiltersProps) {
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(String(applied?.year ?? thisYear));
  const [month, setMonth] = useState(applied?.month ? String(applied.month) : ALL);
  const [state, setState] = useState(applied?.state ?? ALL);

  function submit(event: FormEvent) {
    event.preventDefault();
    onView({
      year: Number(year),
      month: month === ALL ? null : Number(month),
      state: state === ALL ? null : state,
    });
  }

  return (
    <Paper p="md" mb="lg" component="form" onSubmit={submit} aria-label="Sales tax report filters">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Select
          label="Year"
          data={salesTaxYears(thisYear).map(String)}
          value={year}
          onChange={(v) => setYear(v ?? String(thisYear))}
          allowDeselect={false}
          w={120}
        />
        <Select
          label="Month"
          data={[
            { value: ALL, label: 'All months' },
            ...SALES_TAX_MONTHS.map((name, i) => ({ value: String(i + 1), label: name })),
          ]}
          value={month}
          onChange={(v) => setMonth(v ?? ALL)}
          allowDeselect={false}
          w={170}
        />
        <Select
          label="State"
          data={[
            { value: ALL, label: 'All states' },
            ...states.map((s) => ({ value: s.code, label: s.name })),
          ]}
          value={state}
          onChange={(v) => setState(v ?? ALL)}
          allowDeselect={false}
          searchable
          disabled={statesLoading}
          w={220}
        />
        <Button type="submit">View Report</Button>
      </Group>
    </Paper>
  );
}

import { Select, type SelectProps } from '@mantine/core';

export interface CountryOption {
  code: string;
  name: string;
}

export interface CountrySelectProps extends Omit<SelectProps, 'data' | 'value' | 'onChange'> {
  /** Countries in display order (the shared ordering rule of sales §9 decides it). */
  countries: readonly CountryOption[];
  value: string | null;
  onChange: (code: string | null) => void;
}

/** A searchable country select that keeps the order it is given. */
export function CountrySelect({ countries, value, onChange, ...props }: CountrySelectProps) {
  return (
    <Select
      placeholder="Select a country"
      searchable
      allowDeselect={false}
      nothingFoundMessage="No matching country"
      {...props}
      data={countries.map((c) => ({ value: c.code, label: c.name }))}
      value={value}
      onChange={onChange}
      comboboxProps={{ withinPortal: true, ...props.comboboxProps }}
    />
  );
}

import { Checkbox } from '@mantine/core';

interface PageSelectCheckboxProps {
  /** The ids of the rows on the current page. */
  pageIds: readonly string[];
  selected: ReadonlySet<string>;
  /** Selects (true) or clears (false) every row of the page. */
  onChange: (ids: string[], checked: boolean) => void;
  label: string;
  disabled?: boolean;
}

/** A table header's select-all for the current page: checked, indeterminate or clear by its rows. */
export function PageSelectCheckbox({
  pageIds,
  selected,
  onChange,
  label,
  disabled,
}: PageSelectCheckboxProps) {
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  return (
    <Checkbox
      aria-label={label}
      checked={pageIds.length > 0 && selectedOnPage === pageIds.length}
      indeterminate={selectedOnPage > 0 && selectedOnPage < pageIds.length}
      onChange={(event) => onChange([...pageIds], event.currentTarget.checked)}
      disabled={disabled}
    />
  );
}

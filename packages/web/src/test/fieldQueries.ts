import { within } from '@testing-library/react';

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The input of a labelled field (a Mantine select, date or text input) inside `container`. A required
 * field's label ends with the asterisk Mantine adds, which screen readers skip.
 */
export function fieldInput(container: HTMLElement, label: string): HTMLInputElement {
  return within(container).getByLabelText(new RegExp(`^${escape(label)}( \\*)?$`), {
    selector: 'input, textarea, button',
  }) as HTMLInputElement;
}

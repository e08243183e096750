import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** The accessible name Mantine gives a day of the date picker ("15 March 2027"). */
export function dayLabel(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return `${d} ${MONTHS[m - 1]} ${y}`;
}

/**
 * With the picker open, goes forward month by month until `iso` shows, and returns its day button.
 * The month's arrow and day are looked for by their labels (a role query computes the name of every
 * button on the page, month after month); the day found is then checked as a button with that name.
 */
export async function findDay(user: UserEvent, iso: string): Promise<HTMLButtonElement> {
  const name = dayLabel(iso);
  for (let i = 0; i < 30 && screen.queryAllByLabelText(name, { selector: 'button' }).length === 0; i++)
    await user.click(screen.getByLabelText('Next month', { selector: 'button' }));
  return screen.getByRole('button', { name }) as HTMLButtonElement;
}

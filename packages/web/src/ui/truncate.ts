/** Truncation rules of invoicing §9. */

/** Names are cut at 25 characters: 22 characters plus '...'. */
export const NAME_DISPLAY_MAX = 25;
/** Long text in tables and lists is cut at 50 characters plus '...'. */
export const LONG_TEXT_MAX = 50;

const ELLIPSIS = '...';

/** A name longer than 25 characters shows its first 22 and '...', 25 in all. */
export function truncateName(name: string): string {
  return name.length > NAME_DISPLAY_MAX
    ? `${name.slice(0, NAME_DISPLAY_MAX - ELLIPSIS.length)}${ELLIPSIS}`
    : name;
}

/** Long text shows its first 50 characters and '...'. */
export function truncateLongText(text: string): string {
  return text.length > LONG_TEXT_MAX ? `${text.slice(0, LONG_TEXT_MAX)}${ELLIPSIS}` : text;
}

import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

type AnyKeyboardEvent = KeyboardEvent | ReactKeyboardEvent;

/**
 * "Save & Next" is Ctrl+Enter (Cmd+Enter on a Mac): browsers give it no page meaning, screen
 * readers (NVDA, JAWS, VoiceOver) do not take it, and it works from inside a text field.
 */
export function isSaveAndNextKey(event: AnyKeyboardEvent): boolean {
  return event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
}

/** Where a typed "?" is text, not the shortcut: inputs, text areas, selects, editable content. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file'].includes(type);
}

/** "?" opens the shortcuts help, unless the person is typing or holds Ctrl, Cmd or Alt. */
export function isHelpKey(event: AnyKeyboardEvent): boolean {
  return (
    event.key === '?' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target)
  );
}

/** One line of the help dialog: the keys (each shown as a key cap) and what they do. */
export interface Shortcut {
  keys: readonly string[];
  /** The keys are pressed together (Ctrl+Enter); else they are alternatives (Home / End). */
  combo?: boolean;
  action: string;
}

/** The keys of every roving-tabindex grid (the ARIA grid pattern). */
export const GRID_SHORTCUTS: readonly Shortcut[] = [
  { keys: ['Tab'], action: 'Move into the table, or on to the next control' },
  { keys: ['←', '→', '↑', '↓'], action: 'Move between cells' },
  { keys: ['Home', 'End'], action: 'First or last cell of the row' },
  { keys: ['Ctrl', 'Home'], combo: true, action: 'First cell of the table' },
  { keys: ['Ctrl', 'End'], combo: true, action: 'Last cell of the table' },
  { keys: ['Enter'], action: 'Edit the cell; Enter again keeps the change' },
  { keys: ['Esc'], action: 'Leave the cell as it was' },
];

export const HELP_SHORTCUT: Shortcut = { keys: ['?'], action: 'Show these shortcuts' };

export const SAVE_AND_NEXT_SHORTCUT_KEYS = ['Ctrl', 'Enter'] as const;

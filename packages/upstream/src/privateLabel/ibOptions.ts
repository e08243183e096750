/**
 * The lookup lists of the private-label settings (sales §3 colorStyleSettings, defaultLanguage;
 * §7 GET /app/button-colors, /app/font-colors, /app/font-styles, /app/languages). Fixed lists of the
 * service; the first entry of each is the default of a house that never saved its settings.
 */
export const BUTTON_COLORS = [
  { id: 1, hex: '#1A73E8', name: 'Blue' },
  { id: 2, hex: '#0B8043', name: 'Green' },
  { id: 3, hex: '#C5221F', name: 'Red' },
  { id: 4, hex: '#E37400', name: 'Orange' },
  { id: 5, hex: '#6A1B9A', name: 'Purple' },
  { id: 6, hex: '#202124', name: 'Black' },
] as const;

export const FONT_COLORS = [
  { id: 1, hex: '#202124', label: 'Black' },
  { id: 2, hex: '#5F6368', label: 'Dark Gray' },
  { id: 3, hex: '#1A237E', label: 'Navy' },
  { id: 4, hex: '#FFFFFF', label: 'White' },
] as const;

export const FONT_STYLES = [
  { id: 1, label: 'Open Sans' },
  { id: 2, label: 'Roboto' },
  { id: 3, label: 'Lato' },
  { id: 4, label: 'Georgia' },
  { id: 5, label: 'Times New Roman' },
] as const;

export const LANGUAGES = [
  { id: 1, label: 'English', language: 'en' },
  { id: 2, label: 'Español', language: 'es' },
  { id: 3, label: 'Français', language: 'fr' },
  { id: 4, label: 'Deutsch', language: 'de' },
  { id: 5, label: 'Italiano', language: 'it' },
] as const;

export function byId<T extends { id: number }>(list: readonly T[], id: number): T | undefined {
  return list.find((option) => option.id === id);
}

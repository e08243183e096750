import { createTheme, type MantineColorsTuple } from '@mantine/core';

/** The house brand: a calm ink blue for actions, neutral greys for surfaces. */
const ink: MantineColorsTuple = [
  '#eef3ff',
  '#dce4f5',
  '#b6c6e6',
  '#8ca6d8',
  '#6a8bcc',
  '#547ac5',
  '#4871c3',
  '#3960ac',
  '#30559b',
  '#23498a',
];

export const HEADER_HEIGHT = 60;

export const theme = createTheme({
  primaryColor: 'ink',
  primaryShade: { light: 7, dark: 5 },
  colors: { ink },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
    sizes: {
      h1: { fontSize: '1.625rem', lineHeight: '1.3' },
      h2: { fontSize: '1.25rem', lineHeight: '1.35' },
      h3: { fontSize: '1.0625rem', lineHeight: '1.4' },
    },
  },
  cursorType: 'pointer',
  components: {
    Paper: { defaultProps: { withBorder: true, radius: 'md' } },
    Button: { defaultProps: { radius: 'md' } },
    Tooltip: { defaultProps: { withArrow: true, openDelay: 300 } },
    Modal: {
      defaultProps: { centered: true, radius: 'md' },
      styles: { title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } },
    },
    Alert: { defaultProps: { radius: 'md', variant: 'light' } },
    Anchor: { defaultProps: { underline: 'hover' } },
  },
});

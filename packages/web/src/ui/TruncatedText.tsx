import { Text, Tooltip, VisuallyHidden, type TextProps } from '@mantine/core';

export interface TruncatedTextProps extends Omit<TextProps, 'truncate'> {
  text: string;
  /** The truncation rule, e.g. `truncateName`. */
  truncate: (text: string) => string;
  component?: 'span' | 'p' | 'div';
  id?: string;
}

/**
 * Shows a cut-down text (the spec's truncation rules). The full text is in a tooltip on hover and
 * is what screen readers read.
 */
export function TruncatedText({ text, truncate, component = 'span', ...props }: TruncatedTextProps) {
  const shown = truncate(text);
  if (shown === text)
    return (
      <Text component={component} {...props}>
        {text}
      </Text>
    );
  return (
    <Tooltip label={text} multiline maw={360}>
      <Text component={component} {...props}>
        <span aria-hidden="true">{shown}</span>
        <VisuallyHidden>{text}</VisuallyHidden>
      </Text>
    </Tooltip>
  );
}

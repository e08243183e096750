import {
  INVOICE_TEMPLATE_MESSAGES,
  TEMPLATE_MESSAGE_DETAIL_MAX,
  TEMPLATE_MESSAGE_HEADER_MAX,
  TEMPLATE_MESSAGES_MAX,
} from '@ah/schema';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Stack,
  Table,
  Text,
  TextInput,
  Textarea,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { IconLock, IconPlus, IconTrash } from '@tabler/icons-react';
import { memo, useCallback } from 'react';
import { blankMessageRow, withoutMessage, type MessageRow } from '../model/templateForm';

export interface MessagesTableProps {
  rows: readonly MessageRow[];
  errorOf: (field: string) => string | null;
  /** Stable. */
  onTouch: (field: string) => void;
  /** Stable: applies a change to the current rows. */
  onChange: (change: (rows: MessageRow[]) => MessageRow[]) => void;
  readOnly: boolean;
}

interface MessageRowFieldsProps {
  row: MessageRow;
  index: number;
  sequenceError: string | null;
  headerError: string | null;
  detailError: string | null;
  readOnly: boolean;
  onUpdate: (key: string, change: Partial<MessageRow>) => void;
  onDelete: (key: string) => void;
  onTouch: (field: string) => void;
}

/** One message row; memoised so typing in one row re-renders only it. */
const MessageRowFields = memo(function MessageRowFields({
  row,
  index,
  sequenceError,
  headerError,
  detailError,
  readOnly,
  onUpdate,
  onDelete,
  onTouch,
}: MessageRowFieldsProps) {
  const name = `Message ${index + 1}`;
  const field = (key: string) => `messages.${index}.${key}`;
  // As in the charges tables: the row's messages on one line under it, pointed at by its inputs.
  const errorId = `messages.${index}-errors`;
  const messages = [sequenceError, headerError, detailError].filter((m): m is string => m !== null);
  const invalid = (message: string | null) =>
    message === null ? {} : { error: true, 'aria-describedby': errorId };
  return (
    <>
      <Table.Tr style={messages.length > 0 ? { borderBottom: 0 } : undefined}>
        <Table.Td valign="top">
          {index === 0 ? (
            // The first row is fixed at 1 (invoicing §5).
            <TextInput aria-label={`${name} sequence`} value="1" readOnly variant="filled" />
          ) : (
            <TextInput
              aria-label={`${name} sequence`}
              inputMode="numeric"
              value={row.sequence}
              readOnly={readOnly}
              onChange={(e) => onUpdate(row.key, { sequence: e.currentTarget.value })}
              onBlur={() => onTouch(field('sequence'))}
              {...invalid(sequenceError)}
            />
          )}
        </Table.Td>
        <Table.Td valign="top">
          {row.required ? (
            <Group gap={6} pt={8} align="center">
              <Text size="sm" fw={600}>
                {row.header}
              </Text>
              <Tooltip label={INVOICE_TEMPLATE_MESSAGES.requiredMessagesMissing}>
                <Badge
                  size="xs"
                  variant="light"
                  color="gray"
                  leftSection={<IconLock size={10} aria-hidden />}
                >
                  Required
                </Badge>
              </Tooltip>
            </Group>
          ) : (
            <TextInput
              aria-label={`${name} header`}
              placeholder="Header (empty rows are not saved)"
              value={row.header}
              maxLength={TEMPLATE_MESSAGE_HEADER_MAX}
              readOnly={readOnly}
              onChange={(e) => onUpdate(row.key, { header: e.currentTarget.value })}
              onBlur={() => onTouch(field('header'))}
              {...invalid(headerError)}
            />
          )}
        </Table.Td>
        <Table.Td valign="top">
          <Textarea
            aria-label={`${row.required ? row.header : name} message`}
            placeholder="What the invoice says"
            value={row.detail}
            maxLength={TEMPLATE_MESSAGE_DETAIL_MAX}
            readOnly={readOnly}
            autosize
            minRows={1}
            maxRows={6}
            onChange={(e) => onUpdate(row.key, { detail: e.currentTarget.value })}
            onBlur={() => onTouch(field('detail'))}
            {...invalid(detailError)}
          />
        </Table.Td>
        <Table.Td valign="top">
          {readOnly ? null : row.required ? (
            <Tooltip label={INVOICE_TEMPLATE_MESSAGES.requiredMessagesMissing}>
              <ActionIcon
                variant="subtle"
                color="gray"
                mt={4}
                disabled
                aria-label={`Delete ${row.header} (cannot be deleted)`}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label="Delete message">
              <ActionIcon
                variant="subtle"
                color="red"
                mt={4}
                aria-label={`Delete ${name}`}
                onClick={() => onDelete(row.key)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            </Tooltip>
          )}
        </Table.Td>
      </Table.Tr>
      {messages.length > 0 ? (
        <Table.Tr>
          <Table.Td colSpan={4} pt={0}>
            <Stack gap={2} id={errorId}>
              {messages.map((message) => (
                <Text key={message} size="xs" c="red">
                  {message}
                </Text>
              ))}
            </Stack>
          </Table.Td>
        </Table.Tr>
      ) : null}
    </>
  );
});

/**
 * The messages printed on the invoice (invoicing §5): a sequence number per row, unique, the first
 * row fixed at 1; Payment Option(s) and Shipping Notes keep their header and cannot be deleted; a
 * row left without a header is dropped at save.
 */
export function MessagesTable({ rows, errorOf, onTouch, onChange, readOnly }: MessagesTableProps) {
  const update = useCallback(
    (key: string, change: Partial<MessageRow>) =>
      onChange((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row))),
    [onChange],
  );
  const remove = useCallback(
    (key: string) => onChange((current) => withoutMessage(current, key)),
    [onChange],
  );
  const sectionError = errorOf('messages');

  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={600}>
        <Table verticalSpacing="sm" horizontalSpacing="xs" aria-label="Messages">
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={84}>Sequence</Table.Th>
              <Table.Th w="30%">Header</Table.Th>
              <Table.Th>Message</Table.Th>
              <Table.Th w={44}>
                <VisuallyHidden>Delete</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row, index) => (
              <MessageRowFields
                key={row.key}
                row={row}
                index={index}
                sequenceError={errorOf(`messages.${index}.sequence`)}
                headerError={errorOf(`messages.${index}.header`)}
                detailError={errorOf(`messages.${index}.detail`)}
                readOnly={readOnly}
                onUpdate={update}
                onDelete={remove}
                onTouch={onTouch}
              />
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {sectionError ? (
        <Text size="sm" c="red" role="alert">
          {sectionError}
        </Text>
      ) : null}
      {readOnly ? null : (
        <Group>
          <Button
            variant="light"
            size="sm"
            leftSection={<IconPlus size={16} />}
            onClick={() => onChange((current) => [...current, blankMessageRow(current)])}
            disabled={rows.length >= TEMPLATE_MESSAGES_MAX}
          >
            Add Message
          </Button>
        </Group>
      )}
    </Stack>
  );
}

import { SPREADSHEET_LIMITS } from '@ah/schema';
import { Accordion, Anchor, Group, List, Paper, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type {
  SpreadsheetDownloadFieldsFragment,
  SpreadsheetFileType,
  SpreadsheetFormat,
} from '../../../../../__generated__/graphql';
import { ITEMS_TEXTS, useItemsEndpoint } from '../../../../lots';

const FORMAT_NAMES: Readonly<Record<SpreadsheetFormat, string>> = {
  STANDARD: 'Standard',
  AUCTION_FLEX: 'Auction Flex',
};
const FILE_TYPE_ORDER: readonly SpreadsheetFileType[] = ['XLSX', 'XLS', 'CSV'];
const FILE_TYPE_LABELS: Readonly<Record<SpreadsheetFileType, string>> = {
  XLSX: '.xlsx',
  XLS: '.xls',
  CSV: '.csv',
};

export interface UploadSidebarProps {
  format: SpreadsheetFormat;
  models: readonly SpreadsheetDownloadFieldsFragment[];
  /** The catalog's snapshot when it has lots (editing); null otherwise. */
  snapshot: SpreadsheetDownloadFieldsFragment | null;
  isBin: boolean;
  lotNumberRequired: boolean;
}

function DownloadLink({ file, label }: { file: SpreadsheetDownloadFieldsFragment; label: string }) {
  const endpoint = useItemsEndpoint();
  return (
    <Anchor href={`${endpoint.base}${file.url}`} download={file.fileName} size="sm">
      <Group gap={6} wrap="nowrap" component="span">
        <IconDownload size={14} aria-hidden />
        <span>{label}</span>
      </Group>
    </Anchor>
  );
}

/**
 * The right column of Upload Items (sales §2): Spreadsheet Requirements, the model spreadsheet of the
 * chosen format, the tip sheet, and (when editing) a snapshot of the catalog to edit and upload back.
 */
export function UploadSidebar({ format, models, snapshot, isBin, lotNumberRequired }: UploadSidebarProps) {
  const formatModels = FILE_TYPE_ORDER.flatMap((type) =>
    models.filter((m) => m.format === format && m.fileType === type),
  );
  const megabytes = SPREADSHEET_LIMITS.maxBytes / 1024 / 1024;
  return (
    <Stack gap="md">
      <Paper p="md" component="section" aria-labelledby="spreadsheet-requirements">
        <Stack gap="sm">
          <Text fw={650} id="spreadsheet-requirements">
            {ITEMS_TEXTS.requirementsTitle}
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>One .csv, .xls or .xlsx file of up to {megabytes} MB.</List.Item>
            <List.Item>
              A file name of letters, numbers, - and _ (up to {SPREADSHEET_LIMITS.maxBaseNameLength}{' '}
              characters) and one dot before the extension.
            </List.Item>
            <List.Item>The first row holds the model&apos;s column names.</List.Item>
            <List.Item>
              {lotNumberRequired
                ? 'Every item needs a lot number, a title and a description.'
                : 'Every item needs a lot number or an inventory number, a title and a description.'}
            </List.Item>
            <List.Item>
              {isBin
                ? 'Prices are whole numbers above 0.'
                : 'Estimates, starting bids and reserves are whole numbers.'}
            </List.Item>
          </List>
          <Text size="sm" fw={600} mt={4}>
            {FORMAT_NAMES[format]} Model
          </Text>
          {formatModels.length > 0 ? (
            <Stack gap={4}>
              {formatModels.map((model) => (
                <DownloadLink
                  key={model.url}
                  file={model}
                  label={`Download the ${FORMAT_NAMES[format]} Model (${FILE_TYPE_LABELS[model.fileType]})`}
                />
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              The model spreadsheet is not available right now.
            </Text>
          )}
        </Stack>
      </Paper>
      {snapshot ? (
        <Paper p="md" component="section" aria-labelledby="catalog-snapshot-download">
          <Stack gap="xs">
            <Text fw={650} id="catalog-snapshot-download">
              {ITEMS_TEXTS.snapshotTitle}
            </Text>
            <Text size="sm" c="dimmed">
              Download your items as they are now, change them in the spreadsheet, and upload it here.
            </Text>
            <DownloadLink file={snapshot} label={ITEMS_TEXTS.snapshotLink} />
          </Stack>
        </Paper>
      ) : null}
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="tips">
          <Accordion.Control>{ITEMS_TEXTS.tipSheet}</Accordion.Control>
          <Accordion.Panel>
            <List size="sm" spacing={4}>
              <List.Item>Start from the model spreadsheet and keep its column names.</List.Item>
              <List.Item>Give every column with values a name; remove empty columns.</List.Item>
              <List.Item>Replace formulas with their values before uploading.</List.Item>
              <List.Item>Lot numbers are digits only; an extension is one letter, A-Z.</List.Item>
              <List.Item>Inventory numbers use letters, numbers and dashes (up to 32).</List.Item>
              <List.Item>Item titles are up to 250 characters.</List.Item>
            </List>
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}

import '@mantine/dropzone/styles.css';
import { truncateText, UPLOAD_MESSAGES } from '@ah/schema';
import { Alert, Button, Group, List, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, MIME_TYPES, type FileRejection } from '@mantine/dropzone';
import { IconAlertTriangle, IconFileSpreadsheet, IconFileX, IconUpload } from '@tabler/icons-react';
import { useRef } from 'react';
import { ITEMS_TEXTS } from '../../../../lots';
import type { UploadState } from '../model/useSpreadsheetUpload';

/** .csv, .xls and .xlsx, by type and by extension (browsers give a .csv several types, or none). */
const ACCEPT = {
  [MIME_TYPES.csv]: ['.csv'],
  [MIME_TYPES.xls]: ['.xls', '.csv'],
  [MIME_TYPES.xlsx]: ['.xlsx'],
};

export interface SpreadsheetDropzoneProps {
  state: UploadState;
  disabled: boolean;
  onFile: (file: File) => void;
  onRefused: (text: string, fileName: string | null) => void;
  onRetry: () => void;
}

/** The dropzone's own refusals in the spec's words: one file at a time, and only spreadsheets. */
function refusalText(rejections: FileRejection[]): string {
  if (rejections.length > 1 || rejections.some((r) => r.errors.some((e) => e.code === 'too-many-files')))
    return UPLOAD_MESSAGES.fileCount;
  return UPLOAD_MESSAGES.fileType;
}

/**
 * The one-file dropzone of Upload Items (sales §2): idle it invites a file; while uploading it
 * shows the file name (cut at 50 characters), a progress bar and "Uploading ..."; after a breaking
 * failure "Upload Failed: N Total Error(s)" with the breaking error's message and Retry; after a time-out or a refused file the
 * notice with Retry. The zone itself is focusable (Enter or Space opens the file picker), and its
 * "Choose file" button does the same for those who cannot drag.
 */
export function SpreadsheetDropzone({
  state,
  disabled,
  onFile,
  onRefused,
  onRetry,
}: SpreadsheetDropzoneProps) {
  const openRef = useRef<() => void>(null);
  if (state.phase === 'uploading')
    return (
      <Paper p="xl" withBorder style={{ borderStyle: 'dashed' }} aria-busy="true">
        <Stack gap="sm" align="stretch">
          <Group gap="sm" wrap="nowrap">
            <IconFileSpreadsheet size={28} stroke={1.5} aria-hidden />
            <Text fw={600} title={state.fileName} style={{ overflowWrap: 'anywhere' }}>
              {truncateText(state.fileName)}
            </Text>
          </Group>
          <Progress
            value={state.percent}
            size="lg"
            striped
            animated
            aria-label="Upload progress"
          />
          <Group justify="space-between">
            <Text size="sm" c="dimmed" role="status">
              {UPLOAD_MESSAGES.uploading}
            </Text>
            <Text size="sm" c="dimmed">
              {state.percent}%
            </Text>
          </Group>
        </Stack>
      </Paper>
    );

  if (state.phase === 'failed' || state.phase === 'notice')
    return (
      <Paper p="xl" withBorder style={{ borderStyle: 'dashed', borderColor: 'var(--mantine-color-red-5)' }}>
        <Stack gap="sm" align="center" ta="center">
          <ThemeIcon size={48} radius="xl" color="red" variant="light">
            <IconAlertTriangle size={26} />
          </ThemeIcon>
          {state.fileName ? (
            <Text fw={600} title={state.fileName} style={{ overflowWrap: 'anywhere' }}>
              {truncateText(state.fileName)}
            </Text>
          ) : null}
          <Alert
            color="red"
            variant="light"
            role="alert"
            w="100%"
            ta="left"
            title={
              state.phase === 'failed'
                ? UPLOAD_MESSAGES.failed(state.totalErrors)
                : (state.title ?? undefined)
            }
          >
            {state.phase === 'failed' ? (
              <Stack gap={4}>
                {state.message ? <Text size="sm">{state.message}</Text> : null}
                {state.reasons.length > 0 ? (
                  <List size="sm" spacing={2}>
                    {state.reasons.map((reason) => (
                      <List.Item key={reason}>{reason}</List.Item>
                    ))}
                  </List>
                ) : null}
              </Stack>
            ) : (
              <Text size="sm">{state.text}</Text>
            )}
          </Alert>
          <Button onClick={onRetry} leftSection={<IconUpload size={16} />}>
            {ITEMS_TEXTS.retry}
          </Button>
        </Stack>
      </Paper>
    );

  return (
    <Dropzone
      openRef={openRef}
      onDrop={(files) => {
        const [file] = files;
        if (files.length > 1) onRefused(UPLOAD_MESSAGES.fileCount, null);
        else if (file) onFile(file);
      }}
      onReject={(rejections) => onRefused(refusalText(rejections), rejections[0]?.file.name ?? null)}
      accept={ACCEPT}
      multiple={false}
      maxFiles={1}
      disabled={disabled}
      useFsAccessApi={false}
      inputProps={{ 'aria-label': ITEMS_TEXTS.dropzone }}
      p="xl"
      style={{ cursor: disabled ? 'not-allowed' : undefined }}
    >
      <Stack gap="xs" align="center" ta="center" mih={160} justify="center" style={{ pointerEvents: 'none' }}>
        <Dropzone.Accept>
          <IconUpload size={44} stroke={1.5} color="var(--mantine-color-ink-6)" />
        </Dropzone.Accept>
        <Dropzone.Reject>
          <IconFileX size={44} stroke={1.5} color="var(--mantine-color-red-6)" />
        </Dropzone.Reject>
        <Dropzone.Idle>
          <IconFileSpreadsheet size={44} stroke={1.5} color="var(--mantine-color-gray-6)" />
        </Dropzone.Idle>
        <Text size="lg" fw={600}>
          {ITEMS_TEXTS.dropzone}
        </Text>
        <Text size="sm" c="dimmed">
          {disabled ? ITEMS_TEXTS.dropzoneLocked : ITEMS_TEXTS.dropzoneHint}
        </Text>
        {/* Dragging is never the only way (WCAG 2.5.7): a labelled button opens the file picker. */}
        <Button
          variant="default"
          size="xs"
          disabled={disabled}
          leftSection={<IconUpload size={14} aria-hidden />}
          style={{ pointerEvents: 'auto' }}
          onClick={(event) => {
            event.stopPropagation();
            openRef.current?.();
          }}
        >
          {ITEMS_TEXTS.chooseFile}
        </Button>
      </Stack>
    </Dropzone>
  );
}

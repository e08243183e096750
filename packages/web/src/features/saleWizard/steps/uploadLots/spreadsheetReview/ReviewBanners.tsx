import { LOT_MESSAGES, UPLOAD_MESSAGES } from '@ah/schema';
import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconInfoCircle, IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { ITEMS_TEXTS } from '../../../../lots';
import type { ReviewError } from './reviewModel';

export interface ReviewBannersProps {
  /** The upload had no errors at all. */
  cleanUpload: boolean;
  errorRows: number;
  /** Rows without a lot or inventory number (code 179, connect types e and p). */
  missingNumbers: number;
  warnings: readonly ReviewError[];
  /** Problems of the file as a whole that did not stop the upload. */
  fileErrors: readonly ReviewError[];
  locked: boolean;
  saveFailure: ReactNode | null;
  errorsOnly: boolean;
  onShowErrors: () => void;
}

/** The review step's banners: success or errors, warnings (113, 116), the lock and a failed save. */
export function ReviewBanners(props: ReviewBannersProps) {
  const warningTexts = [...new Set(props.warnings.map((w) => w.displayMsg))];
  return (
    <Stack gap="sm">
      {props.locked ? (
        <Alert color="orange" icon={<IconLock size={18} />} title={LOT_MESSAGES.lockedTitle} role="alert">
          {LOT_MESSAGES.lockedText}
        </Alert>
      ) : null}
      {props.saveFailure ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          {props.saveFailure}
        </Alert>
      ) : null}
      {props.errorRows === 0 ? (
        <Alert color="teal" icon={<IconCircleCheck size={18} />} role="status">
          {props.cleanUpload ? UPLOAD_MESSAGES.success : 'Every item is ready. Continue to upload images.'}
        </Alert>
      ) : (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} role="alert">
          <Stack gap={6} align="flex-start">
            <Text size="sm">{ITEMS_TEXTS.fixErrors(props.errorRows)}</Text>
            {!props.errorsOnly ? (
              <Button size="compact-sm" variant="white" color="red" onClick={props.onShowErrors}>
                Show only items with errors
              </Button>
            ) : null}
          </Stack>
        </Alert>
      )}
      {props.missingNumbers > 0 ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} title={LOT_MESSAGES.missingNumberTitle}>
          {LOT_MESSAGES.missingNumberText(props.missingNumbers)}
        </Alert>
      ) : null}
      {props.fileErrors.length > 0 ? (
        <Alert color="red" icon={<IconAlertTriangle size={18} />}>
          <List size="sm" spacing={2}>
            {[...new Set(props.fileErrors.map((e) => e.displayMsg))].map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {warningTexts.length > 0 ? (
        <Alert color="yellow" icon={<IconInfoCircle size={18} />} title="Please note">
          <List size="sm" spacing={2}>
            {warningTexts.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
    </Stack>
  );
}

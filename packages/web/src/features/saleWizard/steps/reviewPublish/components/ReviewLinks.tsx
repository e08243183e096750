import { Button, Group } from '@mantine/core';
import { IconEye, IconPhotoUp, IconPlus, IconTableImport } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FROM_SUMMARY_STATE } from '../model/reviewData';
import { REVIEW_TEXTS } from '../reviewTexts';

export interface ReviewLinksProps {
  previewPath: string;
  bulkUploadItemsPath: string;
  bulkUploadImagesPath: string;
  /** Records step 6 and opens the new-lot page. */
  onAddItem: () => void;
  adding: boolean;
  /** Within 2 hours of the sale: add and bulk upload are off. */
  locked: boolean;
}

/**
 * The summary's links (sales §2): Preview session, Add single item, Bulk upload/edit items and Bulk
 * upload images; the server gives each target (they differ for bin and session). Pages opened from
 * here carry linkedFrom step6, so their Cancel returns to the summary.
 */
export function ReviewLinks(props: ReviewLinksProps) {
  return (
    <Group gap="xs" wrap="wrap" aria-label="Items and preview" role="group">
      <Button
        component={Link}
        to={props.previewPath}
        state={FROM_SUMMARY_STATE}
        variant="default"
        size="sm"
        leftSection={<IconEye size={16} />}
      >
        {REVIEW_TEXTS.previewSession}
      </Button>
      <Button
        variant="default"
        size="sm"
        leftSection={<IconPlus size={16} />}
        onClick={props.onAddItem}
        loading={props.adding}
        disabled={props.locked}
      >
        {REVIEW_TEXTS.addSingleItem}
      </Button>
      {props.locked ? (
        <>
          <Button variant="default" size="sm" leftSection={<IconTableImport size={16} />} disabled>
            {REVIEW_TEXTS.bulkUploadItems}
          </Button>
          <Button variant="default" size="sm" leftSection={<IconPhotoUp size={16} />} disabled>
            {REVIEW_TEXTS.bulkUploadImages}
          </Button>
        </>
      ) : (
        <>
          <Button
            component={Link}
            to={props.bulkUploadItemsPath}
            state={FROM_SUMMARY_STATE}
            variant="default"
            size="sm"
            leftSection={<IconTableImport size={16} />}
          >
            {REVIEW_TEXTS.bulkUploadItems}
          </Button>
          <Button
            component={Link}
            to={props.bulkUploadImagesPath}
            state={FROM_SUMMARY_STATE}
            variant="default"
            size="sm"
            leftSection={<IconPhotoUp size={16} />}
          >
            {REVIEW_TEXTS.bulkUploadImages}
          </Button>
        </>
      )}
    </Group>
  );
}

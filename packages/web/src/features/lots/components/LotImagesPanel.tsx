import type { EditableLotFieldsFragment } from '../../../__generated__/graphql';
import { LotImagesManager } from '../../lotImages';
import type { LotRoute } from '../model/lotRoute';

/**
 * The edit page's images (sales §2: the image uploader shows when editing): the lot's images in
 * order, reorder, delete, resequence and an uploader for this lot (features/images).
 */
export function LotImagesPanel({ lot, route }: { lot: EditableLotFieldsFragment; route: LotRoute }) {
  return <LotImagesManager lot={lot} groupId={route.groupId} catalogId={route.catalogId} />;
}

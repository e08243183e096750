/**
 * Lots (sales §5): the lot page, Catalog Snapshot, and the lot form and items endpoint that the sale
 * wizard's spreadsheet upload shares.
 */
import type { AppFeature } from '../../app/feature';
import { lotsRoutes } from './routes';

export { LotPage } from './routes';
export {
  EMPTY_LOT_VALUES,
  formValuesOf,
  lotFieldsFor,
  LotFields,
  type LotFormValues,
} from './components/LotFields';
export { holdsValue, lotFormErrors, lotInputOf, shownErrors, type FieldErrors } from './model/lotFormModel';
export { EDIT_MULTIPLE_ITEMS_STEPS, GENERIC_FAILURE, ITEMS_TEXTS } from './model/itemsTexts';
export { ItemsEndpointProvider, useItemsEndpoint, type ItemsEndpoint } from './model/itemsEndpoint';

export const lotsFeature: AppFeature = { name: 'lots', routes: lotsRoutes, typePolicies: {} };

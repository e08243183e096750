/**
 * Lots (sales §5): the lot page, Catalog Snapshot, and the lot form and items endpoint that the sale
 * wizard's spreadsheet upload shares.
 */
import type { AppFeature } from '../../platform/feature';
import { lotsRoutes } from './routes';
import { lotsAccess } from './access';

export { LotPage } from './routes';
export {
  EMPTY_LOT_VALUES,
  formValuesOf,
  lotFieldsFor,
  LotFields,
  type LotFormValues,
} from './components/LotFields';
export { holdsValue, lotFormErrors, lotInputOf, shownErrors, type FieldErrors } from './model/lotFormModel';
export { EDIT_MULTIPLE_ITEMS_STEPS, GENERIC_FAILURE, ITEMS_TEXTS } from './model/lotTexts';
export { ItemsEndpointProvider, useItemsEndpoint, type ItemsEndpoint } from './model/lotsEndpoint';

export const lotsFeature: AppFeature = {
  name: 'lots',
  routes: lotsRoutes,
  typePolicies: {},
  nav: [
    {
      menu: 'my-auctions',
      label: 'Catalog Snapshot',
      to: '/my-auctions/snapshots',
      rule: lotsAccess.catalogSnapshot,
      description: 'Download a catalog snapshot',
    },
  ],
  accessRules: lotsAccess,
};

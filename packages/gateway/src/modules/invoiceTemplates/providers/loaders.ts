import type { GatewayContext } from '../../../context.js';
import type DataLoader from 'dataloader';
import type { InvoiceGroupSettingsRest } from '../../../rest/house/saleSetupModels.js';
import { SaleSetupApi } from '../../../rest/house/saleSetupApi.js';
import type { RestServices } from '../../../rest/services.js';
import { perKeyLoader } from '../../perKeyLoader.js';

/**
 * The invoice templates' reads (invoicing §2.7): a template is the house's invoice group settings,
 * which fixed-price step 1 also reads for its sale's invoice e-mail settings.
 */
export interface InvoiceTemplatesLoaders {
  invoiceGroupSettings: DataLoader<
    { houseRef: string; groupSettingsId: string },
    InvoiceGroupSettingsRest,
    string
  >;
}

/** The invoice templates module's loaders: each upstream call at most once per request and key. */
export function createInvoiceTemplatesLoaders(rest: RestServices): InvoiceTemplatesLoaders {
  const house = new SaleSetupApi(rest.house);
  return {
    invoiceGroupSettings: perKeyLoader(
      (k: { houseRef: string; groupSettingsId: string }) =>
        house.invoiceGroupSettings(k.houseRef, k.groupSettingsId),
      (k) => `${k.houseRef}/${k.groupSettingsId}`,
    ),
  };
}

/** This module's loaders for the modules above it (through index.ts: the import shows the dependency). */
export const invoiceTemplatesLoadersOf = (context: GatewayContext): InvoiceTemplatesLoaders => context.loaders.invoiceTemplates;

// This module's loaders on every request's context: context.loaders.<name> (context.ts ModuleLoaders).
declare module '../../../context.js' {
  interface ModuleLoaders {
    invoiceTemplates: InvoiceTemplatesLoaders;
  }
}

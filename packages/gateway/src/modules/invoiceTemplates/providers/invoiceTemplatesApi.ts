import type { components } from '../../../__generated__/upstream/house.js';
import type { HouseApi } from '../../../rest/house/houseApi.js';

type Schemas = components['schemas'];
export type InvoiceTemplateSaveRequest = Schemas['InvoiceTemplateSaveRequest'];
type InvoiceTemplateSaved = Schemas['InvoiceTemplateSaved'];

/**
 * The template editor's save, POST /app/house/{houseRef}/invoiceGroupSettings with the whole
 * template (invoicing §7), over the request's `HouseApi` (same credentials and call log). Reading a
 * template is GET /invoiceGroupSettings through the sales module's `invoiceGroupSettings` loader:
 * one endpoint serves both screens.
 */
export class InvoiceTemplatesApi {
  constructor(private readonly house: HouseApi) {}

  async save(houseRef: string, body: InvoiceTemplateSaveRequest): Promise<number> {
    const res = await this.house.send<InvoiceTemplateSaved>({
      method: 'POST',
      path: `/app/house/${encodeURIComponent(houseRef)}/invoiceGroupSettings`,
      body,
    });
    return res.body.groupSettingsID;
  }
}

import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Code generation from the SDL files in packages/schema (never from a running server):
 * resolver types for the gateway, typed documents for the web. Output is git-ignored.
 * The upstream REST types come from the OpenAPI files (scripts/openapi-types.mjs).
 */
const schema = 'packages/schema/src/sdl/*.graphql';

const scalars = {
  Date: 'string',
  DateTime: 'string',
  Money: 'string',
};

const config: CodegenConfig = {
  overwrite: true,
  ignoreNoDocuments: true,
  silent: true,
  generates: {
    'packages/gateway/src/__generated__/resolvers-types.ts': {
      schema,
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useIndexSignature: true,
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars,
        contextType: '../context.js#GatewayContext',
        mapperTypeSuffix: 'Model',
        mappers: {
          Viewer: '../modules/mappers.js#ViewerModel',
          User: '../modules/mappers.js#UserModel',
          House: '../modules/mappers.js#HouseModel',
          HouseSettings: '../modules/mappers.js#HouseSettingsModel',
          AccessFlags: '../modules/mappers.js#AccessFlagsModel',
          Session: '../modules/mappers.js#SessionModel',
          SaleGroup: '../modules/mappers.js#SaleGroupModel',
          InvoiceGroup: '../modules/mappers.js#InvoiceGroupModel',
          InvoiceTemplate: '../modules/mappers.js#InvoiceTemplateModel',
          ApiToken: '../modules/mappers.js#ApiTokenModel',
          // Sales setup (issue 5).
          CalendarGroup: '../modules/sales/models.js#CalendarGroupModel',
          CalendarSession: '../modules/sales/models.js#CalendarSessionModel',
          BuyNowSale: '../modules/sales/models.js#BuyNowSaleModel',
          SessionDefinition: '../modules/sales/models.js#SessionDefinitionModel',
          HouseLocation: '../modules/sales/models.js#HouseLocationModel',
          FulfilmentLocation: '../modules/sales/models.js#FulfilmentLocationModel',
          ShippingPolicy: '../modules/sales/models.js#ShippingPolicyModel',
          BuyerPremiumSchedule: '../modules/sales/models.js#BuyerPremiumScheduleModel',
          SessionWizard: '../modules/sales/models.js#SessionWizardModel',
          Country: '../modules/sales/models.js#CountryModel',
          FixedPriceSaleDetails: '../modules/sales/models.js#FixedPriceSaleDetailsModel',
          ShippingReviewCatalog: '../modules/shippingReview/mappers.js#ShippingReviewCatalogModel',
          ShippingReviewLot: '../modules/shippingReview/mappers.js#ShippingReviewLotModel',
          ShippingReview: '../modules/shippingReview/mappers.js#ShippingReviewModel',
          ShippingObject: '../modules/shippingReview/mappers.js#ShippingObjectModel',
          ShippingObjectType: '../modules/shippingReview/mappers.js#ShippingObjectTypeModel',
          ShippingReviewUpdate: '../modules/shippingReview/mappers.js#ShippingReviewUpdateModel',
          InvoiceGroupEditor: '../modules/invoiceEditing/models.js#InvoiceGroupEditorModel',
          InvoiceGroupDetails: '../modules/invoiceEditing/models.js#InvoiceGroupDetailsModel',
          Invoice: '../modules/invoiceEditing/models.js#InvoiceModel',
          InvoiceLine: '../modules/invoiceEditing/models.js#InvoiceLineModel',
          PaymentMethod: '../modules/invoiceEditing/models.js#PaymentMethodModel',
          InvoiceChangePayload: '../modules/invoiceEditing/models.js#InvoiceChangePayloadModel',
          ContactBuyersPayload: '../modules/invoiceEditing/models.js#ContactBuyersPayloadModel',
          InvoiceTemplateEditor: '../modules/invoiceTemplates/models.js#InvoiceTemplateEditorModel',
          // Invoice preview, send, charge cards, auto-charge (issue 4).
          ChargeCardsPayload: '../modules/invoicePayments/models.js#ChargeCardsPayloadModel',
          SendInvoicesPayload: '../modules/invoicePayments/models.js#SendInvoicesPayloadModel',
          AutoChargeSetup: '../modules/invoicePayments/models.js#AutoChargeSetupModel',
        },
      },
    },
    'packages/web/src/__generated__/': {
      schema,
      documents: ['packages/web/src/**/*.graphql'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars,
        documentMode: 'string',
      },
    },
  },
};

export default config;

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
          CalendarGroup: '../modules/saleWizard/models.js#CalendarGroupModel',
          CalendarSession: '../modules/saleWizard/models.js#CalendarSessionModel',
          BuyNowSale: '../modules/saleWizard/models.js#BuyNowSaleModel',
          SessionDefinition: '../modules/saleWizard/models.js#SessionDefinitionModel',
          HouseLocation: '../modules/saleWizard/models.js#HouseLocationModel',
          FulfilmentLocation: '../modules/saleWizard/models.js#FulfilmentLocationModel',
          ShippingPolicy: '../modules/saleWizard/models.js#ShippingPolicyModel',
          BuyerPremiumSchedule: '../modules/saleWizard/models.js#BuyerPremiumScheduleModel',
          SessionWizard: '../modules/saleWizard/models.js#SessionWizardModel',
          Country: '../modules/saleWizard/models.js#CountryModel',
          FixedPriceSaleDetails: '../modules/saleWizard/models.js#FixedPriceSaleDetailsModel',
          ShippingReviewCatalog: '../modules/shippingReviews/mappers.js#ShippingReviewCatalogModel',
          ShippingReviewLot: '../modules/shippingReviews/mappers.js#ShippingReviewLotModel',
          ShippingReview: '../modules/shippingReviews/mappers.js#ShippingReviewModel',
          ShippingObject: '../modules/shippingReviews/mappers.js#ShippingObjectModel',
          ShippingObjectType: '../modules/shippingReviews/mappers.js#ShippingObjectTypeModel',
          ShippingReviewUpdate: '../modules/shippingReviews/mappers.js#ShippingReviewUpdateModel',
          InvoiceGroupEditor: '../modules/invoices/models.js#InvoiceGroupEditorModel',
          InvoiceGroupDetails: '../modules/invoices/models.js#InvoiceGroupDetailsModel',
          Invoice: '../modules/invoices/models.js#InvoiceModel',
          InvoiceLine: '../modules/invoices/models.js#InvoiceLineModel',
          PaymentMethod: '../modules/invoices/models.js#PaymentMethodModel',
          InvoiceChangePayload: '../modules/invoices/models.js#InvoiceChangePayloadModel',
          ContactBuyersPayload: '../modules/invoices/models.js#ContactBuyersPayloadModel',
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

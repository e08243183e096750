import type { components } from '../../__generated__/upstream/house.js';

/** Codegen mappers: the settings and lists resolve from the house service's records. */
export type PrivateLabelSettingsModel = NonNullable<components['schemas']['IbSettingsEnvelope']['data']>;
export interface PrivateLabelOptionsModel {
  buttonColors: components['schemas']['ButtonColor'][];
  fontColors: components['schemas']['FontColor'][];
  fontStyles: components['schemas']['FontStyle'][];
  languages: components['schemas']['SiteLanguage'][];
}

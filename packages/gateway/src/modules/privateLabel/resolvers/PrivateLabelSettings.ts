import type { PrivateLabelSettingsResolvers } from '../../../__generated__/resolvers-types.js';

export const PrivateLabelSettings: PrivateLabelSettingsResolvers = {
  buttonColor: (s) => s.colorStyleSettings.buttonColor,
  fontColor: (s) => s.colorStyleSettings.fontColor,
  fontStyle: (s) => s.colorStyleSettings.fontStyle,
  defaultLanguage: (s) => s.defaultLanguage,
  displayPastAuctions: (s) => s.displayPastAuctions,
  siteLogoUrl: (s) => s.houseLogoURL,
  consoleLogoUrl: (s) => s.consoleLogoURL,
};

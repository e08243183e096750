/** API tokens for scripts (docs/API.md: Tokens): list, create with the secret shown once, revoke. */
import type { AppFeature } from '../../platform/feature';
import { apiTokensRoutes } from './routes';

export const apiTokensFeature: AppFeature = {
  name: 'apiTokens',
  routes: apiTokensRoutes,
  typePolicies: {},
  nav: [
    {
      menu: 'settings',
      label: 'API Tokens',
      to: '/settings/api-tokens',
      rule: 'sensitive',
      description: 'Tokens for scripts',
    },
  ],
};

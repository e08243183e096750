/** API tokens for scripts (docs/API.md: Tokens): list, create with the secret shown once, revoke. */
import type { AppFeature } from '../../app/feature';
import { apiTokensRoutes } from './routes';

export const apiTokensFeature: AppFeature = { name: 'apiTokens', routes: apiTokensRoutes, typePolicies: {} };

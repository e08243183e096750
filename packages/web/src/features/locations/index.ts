/** House and fulfilment locations (sales §2 Settings → Locations); the wizard reuses the house location form. */
import type { AppFeature } from '../../platform/feature';
import { locationsRoutes } from './routes';

export { HouseLocationModal } from './components/HouseLocationModal';

export const locationsFeature: AppFeature = {
  name: 'locations',
  routes: locationsRoutes,
  typePolicies: {},
  nav: [
    {
      menu: 'settings',
      label: 'Locations',
      to: '/settings/locations',
      rule: 'sensitive',
      description: 'Sale locations',
    },
  ],
};

import type { A11yScreens } from '../../platform/a11yScreens';

declare module '../../platform/a11yScreens' {
  interface ScreenFixtures {
    /** One of house demo's disputes. */
    disputeRef: string;
  }
}

/** The dispute screens in the accessibility walk (platform/a11yScreens.ts), and the terms dialog. */
export const a11yScreens: A11yScreens = {
  fixtures: {
    disputeRef: async ({ db, id }) =>
      (
        await db
          .selectFrom('disputes')
          .select('ref')
          .where('house_id', '=', id)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).ref,
  },
  visits: ({ disputeRef, timedSession }) => [
    {
      route: 'customers/viewDisputes',
      path: 'customers/viewDisputes',
      as: 'staff',
      heading: 'View Disputes',
    },
    {
      route: 'customers/confirmDisputeAction',
      path: `customers/confirmDisputeAction?ids=${disputeRef}&action=cancel`,
      as: 'staff',
      heading: 'Confirm Dispute Action',
    },
    {
      route: 'customers/dispute/:disputeRef',
      path: `customers/dispute/${disputeRef}`,
      as: 'staff',
      heading: `Dispute ${disputeRef}`,
    },
    { route: 'reports/openDisputes', path: 'reports/openDisputes', as: 'staff', heading: 'Open New File' },
    {
      route: 'reports/openDisputes/:lotRefs',
      path: `reports/openDisputes/${timedSession.lotRef}`,
      as: 'staff',
      heading: 'Open New File',
    },
    {
      route: 'customers/confirmDisputeAction',
      path: `customers/confirmDisputeAction?ids=${disputeRef}&action=cancel&dialog=terms`,
      as: 'staff',
      heading: 'Confirm Dispute Action',
      dialog: true,
    },
  ],
};

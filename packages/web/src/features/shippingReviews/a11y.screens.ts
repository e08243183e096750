import type { A11yScreens } from '../../platform/a11yScreens';

declare module '../../platform/a11yScreens' {
  interface ScreenFixtures {
    /** House demo's first session with shipping reviews. */
    shippingSession: { groupId: number; catalogId: number };
    /** Its next session more than a day ahead (not locked) with a failed review: step 7 edits its details. */
    reviewableSession: { groupId: number; catalogId: number };
  }
}

/** Step 7 of the session wizard (the shipping review) in the accessibility walk (platform/a11yScreens.ts). */
export const a11yScreens: A11yScreens = {
  fixtures: {
    shippingSession: async ({ db, id }) => {
      const shipping = await db
        .selectFrom('catalogs as c')
        .innerJoin('shipping_reviews as r', 'r.catalog_id', 'c.id')
        .select(['c.id', 'c.sale_group_id'])
        .where('c.house_id', '=', id)
        .orderBy('c.id')
        .executeTakeFirstOrThrow();
      return { groupId: shipping.sale_group_id, catalogId: shipping.id };
    },
    reviewableSession: async ({ db, id }) => {
      // Screens lock 2 hours before a sale starts; a day ahead is far from that.
      const reviewable = await db
        .selectFrom('catalogs as c')
        .innerJoin('shipping_reviews as r', 'r.catalog_id', 'c.id')
        .select(['c.id', 'c.sale_group_id'])
        .where('c.house_id', '=', id)
        .where('c.starts_at', '>', new Date(Date.now() + 86_400_000))
        .where('r.status', '=', 'failed')
        .orderBy('c.starts_at')
        .orderBy('c.id')
        .executeTakeFirstOrThrow();
      return { groupId: reviewable.sale_group_id, catalogId: reviewable.id };
    },
  },
  visits: ({ shippingSession, reviewableSession }, { click }) => {
    const review = {
      route: 'session/:type/:groupId/:catalogId/7',
      path: `session/live/${reviewableSession.groupId}/${reviewableSession.catalogId}/7`,
      as: 'staff',
      heading: /^Step 7: Confirm Shipping Details for /,
    } as const;
    return [
      { ...review, path: `session/live/${shippingSession.groupId}/${shippingSession.catalogId}/7` },
      {
        ...review,
        open: async (page) => {
          await page.getByRole('tab', { name: /^Needs Review/ }).click();
          await click(/^Edit shipping details of lot /)(page);
        },
        dialog: 'Edit Shipping Details',
      },
      {
        ...review,
        open: async (page) => {
          await page.getByRole('tab', { name: /^Needs Review/ }).click();
          await click(/^Edit shipping details of lot /)(page);
          const edit = page.getByRole('dialog', { name: 'Edit Shipping Details' });
          await edit.getByRole('button', { name: 'Add Object' }).click();
          await edit.getByRole('button', { name: 'Delete Object' }).last().click();
        },
        dialog: 'Confirm: Delete Object',
      },
    ];
  },
};

import type { Page } from 'playwright-core';
import type { A11yScreens, ScreenVisit, WalkTools } from '../../platform/a11yScreens';

declare module '../../platform/a11yScreens' {
  interface ScreenFixtures {
    /** House demo's first timed session with lots, one of its lots and that lot's ref. */
    timedSession: { groupId: number; catalogId: number; ref: string; lotId: number; lotRef: string };
    /** Its first Buy Now (fixed-price) sale. */
    binSale: { groupId: number; catalogId: number };
    /**
     * The next session with lots that starts in more than a day (its screens are not locked), of its
     * type, and one of its lots, which an image named `<lotNumber>.1.jpg` goes to.
     */
    upcomingSession: { type: 'live' | 'timed'; groupId: number; catalogId: number; lotNumber: string };
    /** A new timed session without lots, made through the API for the items and images uploads. */
    freshSession: { groupId: string; catalogId: string };
  }
}

/** Screens lock 2 hours before a sale starts; a day ahead is far from that. */
const unlocked = () => new Date(Date.now() + 86_400_000);

/**
 * A real 64x40 JPEG (606 bytes), as in the images e2e: named for a lot the session does not have, the
 * image service refuses it, so the card shows its error and no image is stored.
 */
const JPEG_64x40 = Buffer.from(
  '/9j/2wBDAA0JCgsKCA0LCgsODg0PEyAVExISEyccHhcgLikxMC4pLSwzOko+MzZGNywtQFdBRkxOUlNSMj5aYVpQYEpRUk//2wBDAQ4ODhMREyYVFSZPNS01T09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT09PT0//wAARCAAoAEADASIAAhEBAxEB/8QAGgAAAgMBAQAAAAAAAAAAAAAAAAUDBAYBB//EACsQAAEDAgANBQAAAAAAAAAAAAEAAgMEEQUGEhUhNUFRVIKjstETFDEyof/EABgBAAMBAQAAAAAAAAAAAAAAAAACBAED/8QAHBEAAgIDAQEAAAAAAAAAAAAAAAECAwQRMRIh/9oADAMBAAIRAxEAPwCnTwS1M7YYG5Ujr2FwL6L7VdzFhPhuo3yjF/XVPzdpW1UaRZKTTMVmLCfDdRvlR1GCa6mgdNPBkxttc5bTbTbYVuUtxg1LUcvcEaMU22YtCgqZ/SAa37H8VFznON3EkrrXS5LYlmQoPXRqhLoZ3xkXJLdxTAEEAj4KWytw6PXarF8GWL+uqfm7StqsVi/rqn5u0rapUZZ0Etxg1LUcvcEyS3GDUtRy9wQxV087q7+4N9wUKv1MHqgOb9h+qi5rmmzgQVbVNOKRLdBxk2cTGmv7dl9ypw075CLghu8pgAAAB8Bcsiaa8o7Y0Gm5Mlp55aads0DsmRt7GwNtFtqu59wnxPTb4QhSlekwz7hPiem3wo6jC1dUwOhnnyo3WuMhovpvsCEIM0ikhCEGghCEAf/Z',
  'base64',
);

/** Uploads the items spreadsheet (one row without a title) and waits for the review table. */
async function uploadLots(page: Page, file: WalkTools['file']): Promise<void> {
  const csv = file(
    'a11y_items.csv',
    [
      'Lot Number,Title,Description,Low Estimate,High Estimate,Starting Bid,Reserve',
      '1,Blue vase,A blue and white vase,100,200,50,',
      '2,,A chair without a title,100,200,50,',
    ].join('\n'),
  );
  await page.locator('input[type=file]').setInputFiles(csv);
  await page.getByRole('grid', { name: 'Uploaded items' }).waitFor();
}

/**
 * Drops one image through the images step's file input and waits for its card: `complete` once
 * stored, `error` when refused (a name of a lot the session lacks).
 */
async function uploadImage(
  page: Page,
  file: WalkTools['file'],
  name: string,
  status: 'complete' | 'error',
): Promise<void> {
  await page
    .getByLabel('Drag Images Here or choose image(s) from your computer')
    .setInputFiles(file(name, JPEG_64x40));
  await page.locator(`[data-status="${status}"]`).first().waitFor();
}

const STEP = 'session/:type/:groupId/:catalogId/:step/:goToPage?';
const LOT = 'session/:type/:groupId/:catalogId/lot/:lotNumber/:goToPage?';
const SESSION = 'DIY Session';
const BUY_NOW = 'DIY Buy Now Sale';

/**
 * The session and Buy Now wizards in the accessibility walk (platform/a11yScreens.ts): every step,
 * the lot page, and the dialogs of the steps, the uploads' reviews among them.
 */
export const a11yScreens: A11yScreens = {
  fixtures: {
    timedSession: async ({ db, id }) => {
      const timed = await db
        .selectFrom('catalogs as c')
        .innerJoin('lots as l', 'l.catalog_id', 'c.id')
        .select(['c.id', 'c.sale_group_id', 'c.ref', 'l.id as lotId', 'l.ref as lotRef'])
        .where('c.house_id', '=', id)
        .where('c.sale_type', '=', 'timed')
        .where('c.kind', '=', 'session')
        .orderBy('c.id')
        .orderBy('l.id')
        .executeTakeFirstOrThrow();
      return {
        groupId: timed.sale_group_id,
        catalogId: timed.id,
        ref: timed.ref,
        lotId: timed.lotId,
        lotRef: timed.lotRef,
      };
    },
    binSale: async ({ db, id }) => {
      const bin = await db
        .selectFrom('catalogs')
        .select(['id', 'sale_group_id'])
        .where('house_id', '=', id)
        .where('kind', '=', 'bin')
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return { groupId: bin.sale_group_id, catalogId: bin.id };
    },
    upcomingSession: async ({ db, id }) => {
      const upcoming = await db
        .selectFrom('catalogs as c')
        .innerJoin('lots as l', 'l.catalog_id', 'c.id')
        .select(['c.id', 'c.sale_group_id', 'c.sale_type'])
        .where('c.house_id', '=', id)
        .where('c.kind', '=', 'session')
        .where('c.starts_at', '>', unlocked())
        .orderBy('c.starts_at')
        .orderBy('c.id')
        .executeTakeFirstOrThrow();
      const lot = await db
        .selectFrom('lots')
        .select('lot_number')
        .where('catalog_id', '=', upcoming.id)
        .where('lot_number', 'is not', null)
        .orderBy('id')
        .executeTakeFirstOrThrow();
      return {
        type: upcoming.sale_type,
        groupId: upcoming.sale_group_id,
        catalogId: upcoming.id,
        lotNumber: String(lot.lot_number),
      };
    },
    freshSession: ({ newSession }) => newSession(`A11y uploads ${Date.now().toString(36)}`, 'TIMED'),
  },
  visits: ({ timedSession: timed, binSale: bin, upcomingSession: upcoming, freshSession: fresh }, tools) => {
    const { click, file, helpInGrid } = tools;
    const session = `session/timed/${timed.groupId}/${timed.catalogId}`;
    const binSession = `session/bin/${bin.groupId}/${bin.catalogId}`;
    const upcomingPath = `session/${upcoming.type}/${upcoming.groupId}/${upcoming.catalogId}`;
    const freshSession = `session/timed/${fresh.groupId}/${fresh.catalogId}`;
    const step = (path: string, heading = SESSION) => ({ route: STEP, path, as: 'staff', heading }) as const;
    const visits: ScreenVisit[] = [
      { route: 'session/:type/:groupId/:catalogId', path: session, as: 'staff', heading: SESSION },
      ...[2, 3, 4, 5, 6].map((n) => step(`${session}/${n}`)),
      ...[1, 2, 3, 4].map((n) => step(`${binSession}/${n}`, BUY_NOW)),
      { route: LOT, path: `${session}/lot/${timed.lotId}`, as: 'staff', heading: 'Edit Lot' },
      { route: LOT, path: `${session}/lot/0`, as: 'staff', heading: 'Add Lot' },
      // Dialogs opened from the URL, among them the shared confirm dialog.
      { ...step(`${session}/6?dialog=publish&scope=all`), dialog: true },
      // Dialogs only a button opens, as a person opens them on the seeded screens.
      ...(
        [
          [/^(Select|Edit) Featured Items$/, 'Select Featured Items'],
          [/^(Select|Change) Cover Photo$/, 'Select Cover Photo'],
          ['Learn more', 'Feature Your Lots'],
        ] as const
      ).map(([button, dialog]) => ({ ...step(`${upcomingPath}/6`), open: click(button), dialog })),
      {
        ...step(`${upcomingPath}/6`),
        open: async (page) => {
          await page
            .getByRole('table')
            .getByRole('button', { name: /^Delete /, disabled: false })
            .first()
            .click();
        },
        dialog: 'Confirm: Delete Item',
      },
      {
        ...step(`${upcomingPath}/6`),
        open: async (page) => {
          await page
            .getByRole('table')
            .getByRole('checkbox', { name: /^Select /, disabled: false })
            .first()
            .check();
          await click('Delete Selected')(page);
        },
        dialog: 'Confirm: Delete Selected Items',
      },
      { ...step(`${binSession}/1`, BUY_NOW), open: click('Add Charge'), dialog: 'Add Charge' },
      ...(
        [
          ['Location', '+ Add New Location', 'Add New Location'],
          [
            'Shipping Fulfillment Location',
            '+ Add New Fulfillment Location',
            'Add Shipping Fulfillment Location',
          ],
        ] as const
      ).map(([select, option, dialog]): ScreenVisit => ({
        route: 'session/:type/:groupId/:catalogId',
        path: upcomingPath,
        as: 'staff',
        heading: SESSION,
        open: async (page) => {
          await page.getByRole('combobox', { name: select, exact: true }).click();
          await page.getByRole('option', { name: option }).click();
        },
        dialog,
      })),
      // Dialogs of an uploaded file's review: the file goes through the real file input first.
      ...(
        [
          [(page: Page) => click('Edit lot 2')(page), /^Edit Item/],
          [(page: Page) => click('Delete lot 2')(page), 'Confirm: Delete Item'],
          [
            async (page: Page) => {
              await page.getByRole('checkbox', { name: 'Select lot 2' }).check();
              await click('Edit Selected')(page);
            },
            'Edit 1 Selected Item',
          ],
          [
            async (page: Page) => {
              await page.getByRole('checkbox', { name: 'Select lot 2' }).check();
              await click('Delete Selected')(page);
            },
            'Confirm: Delete Selected Items',
          ],
          [(page: Page) => helpInGrid(page, /^Uploaded items$/), 'Keyboard shortcuts: Uploaded items'],
        ] as const
      ).map(([open, dialog]): ScreenVisit => ({
        ...step(`${freshSession}/3`),
        open: async (page) => {
          await uploadLots(page, file);
          await open(page);
        },
        dialog,
      })),
      {
        ...step(`${freshSession}/4`),
        open: async (page) => {
          await uploadImage(page, file, '99999.1.jpg', 'error');
          await click('Delete items with errors')(page);
        },
        dialog: 'Confirm: Delete items with errors',
      },
      {
        ...step(`${upcomingPath}/4`),
        open: async (page) => {
          const name = `${upcoming.lotNumber}.1.jpg`;
          await uploadImage(page, file, name, 'complete');
          await click(`Delete ${name}`)(page);
        },
        dialog: 'Confirm: Delete image',
        // Only a stored image asks before it is deleted: this one is stored on a lot of the upcoming session.
        last: 'it stores an image on a lot of the upcoming session',
      },
    ];
    return visits;
  },
};

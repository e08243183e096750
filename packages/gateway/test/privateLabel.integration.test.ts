import { LOGO_SPECS } from '@ah/schema';
import { makeTestImage } from '@ah/upstream/testing';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type Stack } from '../src/testing.js';
import { dataOf, firstError, gql, type Caller } from './support/graphql.js';

/**
 * Private-label settings over HTTP against the real upstream (sales §2 Top navigation, §3, §5 Logos,
 * §7 Other): the sensitive flag and the instant i/s house rule, save and read back, logos checked
 * from their bytes and shown through the image proxy and in the fixed-price preview's header.
 */
const PASSWORD = 'demo-password';
const READ = `{ privateLabelSettings { buttonColor { id name } fontColor { id } fontStyle { id label }
  defaultLanguage { id language } displayPastAuctions siteLogoUrl consoleLogoUrl }
  privateLabelOptions { buttonColors { id hex } fontColors { id } fontStyles { id } languages { id } } }`;
const SAVE = `mutation($input: PrivateLabelSettingsInput!) { savePrivateLabelSettings(input: $input) {
  buttonColor { id } fontColor { id } fontStyle { id } defaultLanguage { id } displayPastAuctions } }`;
const LOGO = `mutation($input: PrivateLabelLogoInput!) { uploadPrivateLabelLogo(input: $input) { siteLogoUrl consoleLogoUrl } }`;
const PREVIEW = `query($g: ID!, $c: ID!) { salePreview(groupId: $g, catalogId: $c) { header { houseLogoUrl } } }`;

describe('private-label settings through the gateway', () => {
  let stack: Stack;
  let staff: Caller;
  let clerk: Caller;
  let other: Caller;
  const makeInstant = (houseUserName: string, connectType: 'i' | 's' | 'p') =>
    stack.upstream.db
      .updateTable('houses')
      .set({ is_instant: true, connect_type: connectType })
      .where('user_name', '=', houseUserName)
      .execute();
  const logo = async (kind: 'SITE' | 'CONSOLE', bytes: Buffer, fileName = 'logo.jpg', as = staff) =>
    gql(stack.gatewayUrl, LOGO, { input: { kind, fileName, contentBase64: bytes.toString('base64') } }, as);

  beforeAll(async () => {
    stack = await startStack();
    staff = { cookie: await stack.login('demo', 'staff', PASSWORD) };
    clerk = { cookie: await stack.login('demo', 'clerk', PASSWORD) };
    other = { cookie: await stack.login('other', 'staff', PASSWORD) };
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('refuses anonymous callers, callers without the sensitive flag, and houses that are not instant i or s', async () => {
    expect(firstError(await gql(stack.gatewayUrl, READ)).code).toBe('UNAUTHENTICATED');
    expect(firstError(await gql(stack.gatewayUrl, READ, {}, clerk)).code).toBe('FORBIDDEN');
    // The demo house is connect type p and not instant.
    expect(firstError(await gql(stack.gatewayUrl, READ, {}, staff)).code).toBe('FORBIDDEN');
    await makeInstant('demo', 'p');
    expect(firstError(await gql(stack.gatewayUrl, READ, {}, staff)).code).toBe('FORBIDDEN');
    const save = {
      buttonColorId: 2,
      fontColorId: 1,
      fontStyleId: 1,
      languageId: 1,
      displayPastAuctions: true,
    };
    expect(firstError(await gql(stack.gatewayUrl, SAVE, { input: save }, staff)).code).toBe('FORBIDDEN');
  });

  it('reads the options and settings of an instant house (s), saves them, keeps houses apart', async () => {
    await makeInstant('demo', 's');
    await makeInstant('other', 'i');
    const page = dataOf<{
      privateLabelSettings: { buttonColor: { id: number } };
      privateLabelOptions: { buttonColors: { id: number; hex: string }[] };
    }>(await gql(stack.gatewayUrl, READ, {}, staff));
    expect(page.privateLabelSettings.buttonColor.id).toBe(1);
    expect(page.privateLabelOptions.buttonColors.length).toBeGreaterThan(2);
    const input = {
      buttonColorId: 5,
      fontColorId: 3,
      fontStyleId: 2,
      languageId: 3,
      displayPastAuctions: false,
    };
    const saved = dataOf<{ savePrivateLabelSettings: Record<string, unknown> }>(
      await gql(stack.gatewayUrl, SAVE, { input }, staff),
    ).savePrivateLabelSettings;
    expect(saved).toEqual({
      buttonColor: { id: 5 },
      fontColor: { id: 3 },
      fontStyle: { id: 2 },
      defaultLanguage: { id: 3 },
      displayPastAuctions: false,
    });
    const theirs = dataOf<{ privateLabelSettings: { buttonColor: { id: number } } }>(
      await gql(stack.gatewayUrl, READ, {}, other),
    );
    expect(theirs.privateLabelSettings.buttonColor.id).toBe(1);
    const bad = await gql(stack.gatewayUrl, SAVE, { input: { ...input, languageId: 42 } }, staff);
    expect(firstError(bad)).toMatchObject({ code: 'BAD_USER_INPUT', field: 'languageId' });
  });

  it('refuses a logo of the wrong size or kind with the exact text, then shows the right one', async () => {
    const wrong = await logo('SITE', await makeTestImage(240, 65, 'jpeg'));
    expect(firstError(wrong)).toMatchObject({ code: 'BAD_USER_INPUT', message: LOGO_SPECS.site.message });
    const png = await logo('CONSOLE', await makeTestImage(240, 65, 'png'), 'console.jpg');
    expect(firstError(png).message).toBe(LOGO_SPECS.console.message);
    expect(
      firstError(await logo('CONSOLE', await makeTestImage(240, 65, 'jpeg'), 'console.gif')).message,
    ).toBe(LOGO_SPECS.console.message);

    const site = dataOf<{ uploadPrivateLabelLogo: { siteLogoUrl: string } }>(
      await logo('SITE', await makeTestImage(350, 100, 'jpeg'), 'site.jpeg'),
    ).uploadPrivateLabelLogo;
    expect(site.siteLogoUrl).toMatch(/^\/images\/file\//);
    const consoleLogo = dataOf<{ uploadPrivateLabelLogo: { consoleLogoUrl: string } }>(
      await logo('CONSOLE', await makeTestImage(240, 65, 'jpeg')),
    ).uploadPrivateLabelLogo;
    expect(consoleLogo.consoleLogoUrl).toMatch(/^\/images\/file\//);
    const file = await request(stack.gatewayUrl).get(site.siteLogoUrl);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');

    const catalog = await stack.upstream.db
      .selectFrom('catalogs')
      .innerJoin('houses', 'houses.id', 'catalogs.house_id')
      .select(['catalogs.id', 'catalogs.sale_group_id'])
      .where('houses.user_name', '=', 'demo')
      .executeTakeFirstOrThrow();
    const preview = dataOf<{ salePreview: { header: { houseLogoUrl: string } } }>(
      await gql(
        stack.gatewayUrl,
        PREVIEW,
        { g: String(catalog.sale_group_id), c: String(catalog.id) },
        staff,
      ),
    );
    expect(preview.salePreview.header.houseLogoUrl).toBe(site.siteLogoUrl);
  });
});

import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOMAINS } from '../src/app.js';
import { silentLogger } from '../src/logger.js';
import { DEMO_HOUSE_REF, DEMO_LOGINS } from '../src/seed/demoLogins.js';
import { bootUpstream, type RunningUpstream } from '../src/server.js';
import { signIn, type SignedIn } from './support/session.js';

/**
 * The app mounts each domain's routes by kind (domain.ts), so the order of its domain list cannot
 * change an answer: the same requests get the same answers with the list reversed. The requests are
 * the places where two domains meet: /app/house/address beside the house router, POST
 * /invoiceGroupSettings (template editor or fixed-price partial save), the lot-number route beside
 * the other /cps/app/catalog/{id}/... reads, and unknown paths.
 */
const GUID = /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/g;

describe('the order of the domain list', () => {
  const apps: { upstream: RunningUpstream; who: SignedIn }[] = [];

  beforeAll(async () => {
    for (const domains of [DOMAINS, [...DOMAINS].reverse()]) {
      const upstream = await bootUpstream({
        pgliteDataDir: 'memory://',
        seed: 'small',
        logger: silentLogger,
        domains,
      });
      apps.push({ upstream, who: await signIn(upstream.url, DEMO_LOGINS.staff) });
    }
  });
  afterAll(async () => {
    await Promise.all(apps.map(({ upstream }) => upstream.close()));
  });

  it('changes no answer', async () => {
    const house = `/app/house/${DEMO_HOUSE_REF}`;
    const answers = async ({ upstream, who }: (typeof apps)[number]) => {
      const get = (path: string) => request(upstream.url).get(path).set('Cookie', who.cookie);
      const post = (path: string, body: unknown) =>
        request(upstream.url)
          .post(path)
          .set('Cookie', who.cookie)
          .send(body as object);
      const bin = (await get(`${house}/bin/sale`)).body.binSale as { catalogID: number };
      const catalog = `/cps/app/catalog/${bin.catalogID}`;
      const settingsId = (await get(catalog)).body.sessionDefinition?.invoiceGroupSettingsID as number;
      const responses = [
        await get('/app/house/address'),
        await get('/app/house/user'),
        await get(`${house}/auction-calendar?upcoming=true`),
        await post(`${house}/invoiceGroupSettings`, { groupName: '' }),
        await post(`${house}/invoiceGroupSettings?groupSettingsID=${settingsId}`, { subject: '' }),
        await get(`${house}/invoiceGroupSettings?groupSettingsID=${settingsId}`),
        await get(`${catalog}/1`),
        await get(`${catalog}/preview`),
        await get(`${catalog}/channels`),
        await get(`${catalog}/shipping-review`),
        await get(`${house}/nowhere`),
        await get('/nowhere'),
      ];
      // Answers carry the server's own address (image URLs) and the seed's random session GUIDs:
      // compare them without those.
      return responses.map((res) => ({
        status: res.status,
        body: JSON.stringify(res.body).replaceAll(upstream.url, '<url>').replace(GUID, '<guid>'),
      }));
    };
    const [inOrder, reversed] = [await answers(apps[0]!), await answers(apps[1]!)];
    expect(inOrder.map((a) => a.status)).toContain(200);
    expect(reversed).toEqual(inOrder);
  });
});

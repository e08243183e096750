import { PGlite } from '@electric-sql/pglite';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorHandler, INVALID_VALUE_MESSAGE } from '../src/http/errorHandlers.js';
import { silentLogger } from '../src/logger.js';
import { DEMO_LOGINS, startUpstream, type StartedUpstream } from '../src/testing.js';
import { signIn, type SignedIn } from './support/session.js';

/**
 * The REST contract called directly (no gateway): a control character anywhere in a JSON body,
 * query, path or multipart field is a 400 with a clear message naming where it is, never a 500;
 * and a database "data exception" that some route failed to foresee is a 400 as well.
 */
let upstream: StartedUpstream;
let staff: SignedIn;

beforeAll(async () => {
  upstream = await startUpstream();
  staff = await signIn(upstream.url, DEMO_LOGINS.staff);
}, 120_000);
afterAll(async () => {
  await upstream?.close();
});

const refusal = (field: string, codePoint = 'U+0000') => ({
  error: {
    code: 'CONTROL_CHARACTER',
    field,
    message: `${field} must not contain control characters (found ${codePoint}); only tab, line feed and carriage return are allowed.`,
  },
});

describe('control characters in a request', () => {
  it('a NUL byte in the sign-in body: 400 naming the field, not 500; sign-in still works after 20', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await request(upstream.url)
        .post('/app/login')
        .send({ houseUserName: 'nul\u0000x', userName: 'a', password: 'b' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(refusal('houseUserName'));
    }
    await signIn(upstream.url, DEMO_LOGINS.otherStaff);
  });

  it('in a nested body value, a body key, the query and the path', async () => {
    const base = `/app/house/${staff.houseRef}`;
    const note = await request(upstream.url)
      .post(`${base}/invoiceMessage`)
      .set('Cookie', staff.cookie)
      .send({ subject: 'Hi', message: 'a\u001Bb', houseUserRef: staff.userRef, bidderID: 1 });
    expect(note.status).toBe(400);
    expect(note.body).toEqual(refusal('message', 'U+001B'));

    const nested = await request(upstream.url)
      .post(`${base}/invoiceMessage`)
      .set('Cookie', staff.cookie)
      .send({ subject: 'Hi', message: 'x', extra: [{ deep: 'a\u0000' }] });
    expect(nested.body).toEqual(refusal('extra.0.deep'));

    const key = await request(upstream.url)
      .post(`${base}/invoiceMessage`)
      .set('Cookie', staff.cookie)
      .send({ ['sub\u0000ject']: 'Hi' });
    expect(key.status).toBe(400);
    expect(key.body.error).toMatchObject({ code: 'CONTROL_CHARACTER', field: 'sub\u0000ject' });

    const query = await request(upstream.url)
      .get(`${base}/invoiceGroups?page=1&search=a%00b`)
      .set('Cookie', staff.cookie);
    expect(query.status).toBe(400);
    expect(query.body).toEqual(refusal('query.search'));

    const path = await request(upstream.url)
      .get(`${base}/invoiceGroup/1%00/groupDetailInfo`)
      .set('Cookie', staff.cookie);
    expect(path.status).toBe(400);
    expect(path.body.error).toMatchObject({ code: 'CONTROL_CHARACTER', field: 'path.5' });
  });

  it('in a multipart text field', async () => {
    const res = await request(upstream.url)
      .post('/cps/app/spreadsheet/csv/artfact')
      .set('Cookie', staff.cookie)
      .field('csvType', 'art\u0000fact')
      .field('catalogID', '1')
      .attach('fileData', Buffer.from('a,b\n'), 'lots.csv');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(refusal('csvType'));
  });

  it('keeps tab, line feed and carriage return', async () => {
    const res = await request(upstream.url)
      .post('/app/login')
      .send({ houseUserName: 'de\tmo', userName: 'st\r\naff', password: 'x' });
    expect(res.status).not.toBe(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe('a database data exception that a route did not foresee', () => {
  const pg = new PGlite();
  beforeAll(async () => {
    await pg.query('create table short_values (v varchar(2))');
  });
  afterAll(async () => {
    await pg.close();
  });

  it.each([
    ['a NUL byte (22021)', 'select $1::text', ['a\u0000b']],
    ['invalid text representation (22P02)', 'select $1::int', ['x']],
    ['numeric out of range (22003)', 'select $1::smallint', ['99999']],
    ['value too long (22001)', 'insert into short_values values ($1)', ['abc']],
    ['an unsupported escape in JSON (22P05)', 'select $1::jsonb', ['{"a":"\\u0000"}']],
  ])('%s is a 400, not a 500', async (_name, sql, params) => {
    const app = express();
    app.get('/x', async () => {
      await pg.query(sql, params);
    });
    app.use(errorHandler(silentLogger));
    const res = await request(app).get('/x');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'INVALID_VALUE', message: INVALID_VALUE_MESSAGE } });
  });

  it('other database errors stay a 500 without detail', async () => {
    const app = express();
    app.get('/x', async () => {
      await pg.query('select * from no_such_table');
    });
    app.use(errorHandler(silentLogger));
    const res = await request(app).get('/x');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ error: { code: 'INTERNAL', message: 'Internal error' } });
  });
});

import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { bodyContract, checkBodiesAgainst, shapeRefusal } from './contractBodies.js';
import { errorHandler } from './errorHandlers.js';
import { HttpError } from './httpError.js';
import { silentLogger } from '../logger.js';

describe('the contract check of request bodies', () => {
  const contract = bodyContract();

  it('finds an operation by method and path, literal paths before templated ones', () => {
    expect(contract.validatorFor('POST', '/app/login')).not.toBeNull();
    expect(contract.validatorFor('GET', '/app/house/user')).toBeNull();
    // The contract writes this path with a trailing slash; express matches it either way.
    expect(contract.validatorFor('POST', '/cps/app/catalog/5/selectcoverimage')).not.toBeNull();
    const update = contract.validatorFor('POST', '/cps/app/catalog/5/lots/update');
    expect(update?.({ lots: [] })).toBe(true);
    expect(contract.validatorFor('POST', '/nowhere')).toBeNull();
  });

  it('answers shape errors in the routes’ words and leaves value rules to the routes', () => {
    const login = contract.validatorFor('POST', '/app/login')!;
    const refusalOf = (body: unknown) => (login(body) ? null : shapeRefusal(login.errors ?? []));
    const ok = { houseUserName: 'demo', userName: 'staff', password: 'x' };
    expect(refusalOf(ok)).toBeNull();
    expect(refusalOf([1])).toMatchObject({
      code: 'INVALID_BODY',
      message: 'The request body must be a JSON object.',
    });
    expect(refusalOf({ ...ok, admin: true })).toMatchObject({
      message: 'Unknown property "admin".',
      field: 'admin',
    });
    expect(refusalOf({ ...ok, password: 42 })).toMatchObject({
      message: '"password" must be a string.',
      field: 'password',
    });
    // A missing field is the route's to name (its message is the spec's).
    expect(refusalOf({ houseUserName: 'demo', userName: 'staff' })).toBeNull();
    // A wrong type beside another error: the route decides which comes first.
    expect(refusalOf({ houseUserName: 'demo', password: 42 })).toBeNull();
  });

  it('ignores the alternatives of a oneOf that did not fit', () => {
    const settings = contract.validatorFor('POST', '/app/house/H/invoiceGroupSettings')!;
    expect(settings({ groupName: 'x', payPal: true })).toBe(false);
    expect(shapeRefusal(settings.errors ?? [])).toBeNull();
  });

  it('refuses when the route reads the body, so the route’s earlier answers keep their precedence', async () => {
    const app = express();
    app.use(express.json(), checkBodiesAgainst(contract));
    app.post('/app/login', (req, res) => {
      if (req.headers['x-deny']) throw new HttpError(401, 'UNAUTHENTICATED', 'Please sign in to continue.');
      res.json({ got: req.body as unknown });
    });
    app.use(errorHandler(silentLogger));
    const ok = { houseUserName: 'demo', userName: 'staff', password: 'x' };
    expect((await request(app).post('/app/login').send(ok)).body).toEqual({ got: ok });
    const unknown = await request(app)
      .post('/app/login')
      .send({ ...ok, admin: true });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toEqual({
      code: 'INVALID_BODY',
      message: 'Unknown property "admin".',
      field: 'admin',
    });
    const denied = await request(app)
      .post('/app/login')
      .set('x-deny', '1')
      .send({ ...ok, admin: true });
    expect(denied.status).toBe(401);
  });
});

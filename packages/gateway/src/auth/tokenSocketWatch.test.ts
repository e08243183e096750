import { describe, expect, it } from 'vitest';
import { InProcessPubSub } from '../live/pubsub.js';
import { createLogger } from '../logger.js';
import type { HouseUser } from '../rest/house/models.js';
import type { AccessFlagName } from '../shared/accessFlags.js';
import {
  TOKEN_SOCKET_CLOSE_CODE,
  TOKEN_SOCKET_CLOSE_REASONS,
  TokenSocketWatch,
  type TokenSocket,
} from './tokenSocketWatch.js';

const NOW = Date.parse('2026-11-26T10:00:00Z');

function userOf(tokenId: string, expiresAt: string, bulkBidding = true): HouseUser {
  return {
    accessBulkbiding: bulkBidding ? 1 : 0,
    apiToken: { id: tokenId, expiresAt, readOnly: false, scopes: null },
  } as unknown as HouseUser; // only the fields the watch reads
}

function socket(flags: AccessFlagName[] = []): TokenSocket & { closed: [number, string] | null } {
  const s = {
    closed: null as [number, string] | null,
    close(code: number, reason: string) {
      s.closed = [code, reason];
    },
    neededFlags: () => flags,
  };
  return s;
}

describe('TokenSocketWatch', () => {
  it('looks each token up once per recheck, however many sockets use it', async () => {
    const lookups: string[] = [];
    const users = new Map([
      ['secret-a', userOf('1', '2027-01-01T00:00:00Z')],
      ['secret-b', userOf('2', '2027-01-01T00:00:00Z')],
    ]);
    const watch = new TokenSocketWatch({
      pubsub: new InProcessPubSub(),
      channel: 'revoked',
      recheckIntervalMs: 0,
      now: () => NOW,
      logger: createLogger('silent'),
      lookup: (bearer) => {
        lookups.push(bearer);
        return Promise.resolve(users.get(bearer) ?? null);
      },
    });
    const sockets = [socket(), socket(), socket(['bulkBidding'])];
    for (const s of sockets) watch.watch('secret-a', users.get('secret-a')!, s);
    const b = socket();
    watch.watch('secret-b', users.get('secret-b')!, b);

    await watch.recheck();
    expect(lookups.sort()).toEqual(['secret-a', 'secret-b']);
    expect(sockets.map((s) => s.closed)).toEqual([null, null, null]);

    // secret-a's user loses bulk bidding: only the socket whose subscription needs it closes.
    users.set('secret-a', userOf('1', '2027-01-01T00:00:00Z', false));
    users.delete('secret-b');
    await watch.recheck();
    expect(sockets.map((s) => s.closed)).toEqual([
      null,
      null,
      [TOKEN_SOCKET_CLOSE_CODE, TOKEN_SOCKET_CLOSE_REASONS.accessLost],
    ]);
    expect(b.closed).toEqual([TOKEN_SOCKET_CLOSE_CODE, TOKEN_SOCKET_CLOSE_REASONS.revoked]);
    expect(watch.watchedTokens).toBe(1);
  });

  it('keeps sockets open when the lookup fails (the upstream is down), and forgets closed sockets', async () => {
    const watch = new TokenSocketWatch({
      pubsub: new InProcessPubSub(),
      channel: 'revoked',
      recheckIntervalMs: 0,
      now: () => NOW,
      logger: createLogger('silent'),
      lookup: () => Promise.reject(new Error('upstream unavailable')),
    });
    const s = socket();
    const unwatch = watch.watch('secret', userOf('1', '2027-01-01T00:00:00Z'), s);
    await watch.recheck();
    expect(s.closed).toBeNull();
    unwatch();
    expect(watch.watchedTokens).toBe(0);
  });
});

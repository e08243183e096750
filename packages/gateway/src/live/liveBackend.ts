import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { Redis } from 'ioredis';
import type { Logger } from '../logger.js';
import { InMemoryLeases, RedisLeases, type Leases } from './leases.js';
import { InProcessPubSub, type PubSub } from './pubsub.js';
import { RedisPubSub } from './redisPubSub.js';

/**
 * What live updates run on: pub/sub, leases and (with Redis) the shared command connection.
 * In-process by default; with `redisUrl` everything goes through Redis so replicas cooperate.
 */
export interface LiveBackend {
  /** This replica's id (host, pid and a random part): the owner of its leases. */
  readonly replicaId: string;
  readonly pubsub: PubSub;
  readonly leases: Leases;
  /** The Redis command connection; null in-process. */
  readonly redis: Redis | null;
  /** Prefix of every key and channel. */
  readonly keyPrefix: string;
  close(): Promise<void>;
}

export function createLiveBackend(options: {
  redisUrl: string | null;
  keyPrefix: string;
  logger: Logger;
}): LiveBackend {
  const replicaId = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  if (!options.redisUrl)
    return {
      replicaId,
      pubsub: new InProcessPubSub(),
      leases: new InMemoryLeases(replicaId),
      redis: null,
      keyPrefix: options.keyPrefix,
      close: () => Promise.resolve(),
    };

  const connect = (role: string) => {
    const client = new Redis(options.redisUrl ?? '', {
      connectionName: `gateway-${role}`,
      // Commands wait while reconnecting rather than failing at once.
      maxRetriesPerRequest: 3,
      lazyConnect: false,
    });
    client.on('error', (error: unknown) =>
      options.logger.warn(`Redis (${role}) connection error`, { error: String(error) }),
    );
    return client;
  };
  const commands = connect('commands');
  const subscriber = connect('subscriber');
  const pubsub = new RedisPubSub(commands, subscriber);
  return {
    replicaId,
    pubsub,
    leases: new RedisLeases(commands, replicaId),
    redis: commands,
    keyPrefix: options.keyPrefix,
    close: async () => {
      await pubsub.close();
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}

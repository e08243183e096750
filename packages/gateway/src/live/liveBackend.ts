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
  /**
   * Whether both Redis connections answer a PING within `timeoutMs` (`/readyz`); always true
   * in-process. The subscriber's PING queues behind its re-SUBSCRIBEs after a reconnect, so true
   * also means live events are flowing again.
   */
  redisReady(timeoutMs: number): Promise<boolean>;
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
      redisReady: () => Promise.resolve(true),
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
    redisReady: async (timeoutMs) => {
      const answers = await Promise.all([commands, subscriber].map((c) => answersPing(c, timeoutMs)));
      return answers.every(Boolean);
    },
    close: async () => {
      await pubsub.close();
      await Promise.allSettled([commands.quit(), subscriber.quit()]);
    },
  };
}

/** A connection that is not `ready` is down (its commands would only queue); else it must PONG in time. */
async function answersPing(client: Redis, timeoutMs: number): Promise<boolean> {
  if (client.status !== 'ready') return false;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([
      client.ping().then(
        () => true,
        () => false,
      ),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The lock name of the start-up work on a database (migrations, then the demo seed when it is empty):
 * every upstream does it on start and the seed command does it by hand, one at a time across them,
 * since two seeds of one empty database would collide.
 */
export const MIGRATE_AND_SEED_JOB = 'migrate-and-seed';

/**
 * The gateway under test (a forked process): the production entry's configuration from the
 * environment (`loadConfig`), plus a memory probe over IPC for the benchmark.
 */
import { loadConfig } from '../../packages/gateway/src/gatewayConfig.ts';
import { createGateway } from '../../packages/gateway/src/server.ts';
import { onBenchMessage } from './ipc.ts';

const config = loadConfig(process.env);
const gateway = createGateway(config);
const url = await gateway.start(0, '127.0.0.1');
onBenchMessage();
process.send?.({ type: 'listening', url });

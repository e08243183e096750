import { appendFileSync, mkdirSync } from 'node:fs';
import { basename } from 'node:path';
import { startStack as startTestStack, type Stack, type StackOptions } from '@ah/gateway/testing';
import { expect } from 'vitest';
import { artifactsDir } from './browser.js';

/**
 * The stack for browser tests: the built web app in the production mode of trusted documents
 * (`sessions`), so every operation a signed-in browser sends must be a hash of the app's own
 * documents. At close it writes the hit rate to e2e/artifacts/trusted-documents.log and fails
 * the file when a browser session sent anything else (docs/API.md: Trusted documents). A test's own
 * queries use an API token (e2e/support/api.ts), never the browser's cookie. The harness's own
 * sign-ins (`stack.login`, raw text from an anonymous caller) are logged apart as `harnessLogins`,
 * so the sign-in page's hit rate is the anonymous counts without them.
 */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  const stack = await startTestStack({
    ...options,
    gateway: { trustedDocuments: 'sessions', ...options.gateway },
  });
  const close = stack.close.bind(stack);
  let harnessLogins = 0;
  return {
    ...stack,
    login(...args) {
      harnessLogins += 1;
      return stack.login(...args);
    },
    async close() {
      const stats = stack.gateway.trustedDocuments.stats();
      await close();
      const file = basename(expect.getState().testPath ?? 'unknown');
      const { session, anonymous } = stats;
      mkdirSync(artifactsDir, { recursive: true });
      appendFileSync(
        `${artifactsDir}trusted-documents.log`,
        `${JSON.stringify({ file, session, anonymous, harnessLogins, bearer: stats.bearer })}\n`,
      );
      // Bootstrap operations (introspection, createApiToken) are the harness's, never the app's.
      const untrusted = session.raw + session.refused;
      if (untrusted > 0)
        throw new Error(
          `The browser sent ${untrusted} operation(s) that were not trusted documents (${session.trusted} were): ${JSON.stringify(session)}`,
        );
    },
  };
}

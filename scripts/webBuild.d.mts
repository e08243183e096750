// Types of webBuild.mjs for the repo tests (test/webBuild.test.ts).
export const WEB_BUILD_SOURCES: string[];
export function benchNeedsWebBuild(name: string, args: readonly string[]): boolean;
export function webBuildIsCurrent(root?: string): boolean;
export function buildWebAppIfStale(): Promise<void>;
export function ensureWebBuild(): Promise<void>;

import { type AccessRule, hasFlag } from '../../platform/access/accessRules';

/** Who may open the video broadcast (sales §6). */
export const broadcastAccess = {
  /** Video broadcast (seller console area): accessConsole. */
  console: (v) => hasFlag(v, 'console'),
} satisfies Record<string, AccessRule>;

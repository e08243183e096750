/** Session times in the session's own time zone (sales §2 Calendar, §3 session definition). */

function offsetOf(at: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(at);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** The instant as ISO 8601 with the zone's offset at that instant, e.g. 2026-03-14T10:00:00-04:00. */
export function isoWithOffset(instant: string | Date, timeZone: string): string {
  const at = typeof instant === 'string' ? new Date(instant) : instant;
  let offset: string;
  try {
    offset = offsetOf(at, timeZone);
  } catch {
    offset = '+00:00';
  }
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hh = 0, mm = 0] = offset.slice(1).split(':').map(Number);
  const local = new Date(at.getTime() + sign * (hh * 60 + mm) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset === '+00:00' ? 'Z' : offset}`;
}

/** Whether the runtime knows the IANA zone. */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

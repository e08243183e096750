/** One CSV line (RFC 4180): fields with a comma, quote or line break are quoted, quotes doubled. */
export function csvLine(fields: readonly (string | null)[]): string {
  return `${fields.map((field) => csvField(field ?? '')).join(',')}\r\n`;
}

function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

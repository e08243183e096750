import { describe, expect, it } from 'vitest';
import { controlCharacterIn, controlCharacterViolation, findControlCharacter } from './controlCharacters.js';

describe('controlCharacterIn', () => {
  it('finds NUL, the other C0 controls, DEL and C1 controls', () => {
    expect(controlCharacterIn('a\u0000b')).toBe('U+0000');
    expect(controlCharacterIn('\u001B[31m')).toBe('U+001B');
    expect(controlCharacterIn('x\u007F')).toBe('U+007F');
    expect(controlCharacterIn('x\u0085')).toBe('U+0085');
  });

  it('allows tab, line feed, carriage return and ordinary text', () => {
    expect(controlCharacterIn('Line 1\r\n\tLine 2')).toBeNull();
    expect(controlCharacterIn('Müller — 100 € 😀')).toBeNull();
  });
});

describe('findControlCharacter', () => {
  it('names the path of the first one in nested objects, lists and keys', () => {
    expect(findControlCharacter({ a: 'ok', b: [{ c: 1 }, { c: 'x\u0000' }] })).toEqual({
      path: ['b', 1, 'c'],
      codePoint: 'U+0000',
    });
    expect(findControlCharacter({ ['k\u0001']: 'v' })).toEqual({ path: ['k\u0001'], codePoint: 'U+0001' });
    expect(findControlCharacter(Object.assign(Object.create(null) as object, { n: 'a\u0002' }))).toEqual({
      path: ['n'],
      codePoint: 'U+0002',
    });
    expect(findControlCharacter({ a: 1, b: true, c: null, d: ['\t\n\r'] })).toBeNull();
  });

  it('makes a violation with the path and a clear message', () => {
    const finding = findControlCharacter({ messages: [{ detail: 'a\u0000' }] });
    expect(finding && controlCharacterViolation(finding)).toEqual({
      field: 'messages.0.detail',
      message:
        'messages.0.detail must not contain control characters (found U+0000); only tab, line feed and carriage return are allowed.',
    });
  });
});

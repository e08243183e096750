import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password.js';

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('demo-password');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    await expect(verifyPassword('demo-password', hash)).resolves.toBe(true);
    await expect(verifyPassword('demo-passwore', hash)).resolves.toBe(false);
    await expect(verifyPassword('', hash)).resolves.toBe(false);
  });

  it('salts: the same password hashes differently each time', async () => {
    const [a, b] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('same', b)).resolves.toBe(true);
  });

  it('is deterministic for a given salt (what the seed relies on)', async () => {
    const salt = Buffer.alloc(16, 7);
    expect(await hashPassword('x', salt)).toBe(await hashPassword('x', salt));
  });

  it('refuses malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$a$b', 'bcrypt$1$2$3$4$5'])
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
  });

  it('has a dummy hash that matches nothing a person types', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy).toBe(await dummyPasswordHash());
    await expect(verifyPassword('demo-password', dummy)).resolves.toBe(false);
  });
});

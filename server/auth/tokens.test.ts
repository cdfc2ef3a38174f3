import { describe, expect, it } from 'vitest';
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';
import { generateToken, hashToken } from './tokens';

describe('tokens', () => {
  it('stores a token as the SHA-256 of its text, as the sessions and links made before were stored', () => {
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    for (let n = 0; n < 50; n++) {
      const token = generateToken();
      expect(hashToken(token)).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    }
  });

  it('makes a different token of 32 characters each time', () => {
    const tokens = new Set(Array.from({ length: 200 }, generateToken));
    expect(tokens.size).toBe(200);
    for (const token of tokens) expect(token).toMatch(/^[a-z2-7]{32}$/);
  });
});

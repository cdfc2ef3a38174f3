import { describe, expect, it } from 'vitest';
import { loginSchema, newPasswordFormSchema, registerSchema, resetPasswordSchema } from './auth';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('loginSchema', () => {
  it('accepts an address and a password of at least 6 characters, the address lower-cased', () => {
    expect(loginSchema.parse({ email: ' Info@Bakkerij.NL ', password: 'geheim' })).toEqual({ email: 'info@bakkerij.nl', password: 'geheim' });
  });

  it('requires both fields (spec 5)', () => {
    expect(messages(loginSchema.safeParse({ email: '', password: '' }))).toEqual(['E-mailadres is verplicht', 'Wachtwoord is verplicht']);
  });

  it('refuses a password shorter than 6 characters, as registration does (spec 5)', () => {
    expect(messages(loginSchema.safeParse({ email: 'info@bakkerij.nl', password: 'abcde' }))).toEqual([
      'Wachtwoord moet minimaal 6 karakters zijn',
    ]);
  });

  it('says that an over-long password is too long, not too short', () => {
    expect(messages(loginSchema.safeParse({ email: 'info@bakkerij.nl', password: 'a'.repeat(257) }))).toEqual([
      'Wachtwoord mag maximaal 256 tekens zijn',
    ]);
  });
});

describe('registerSchema', () => {
  it('names each over-long field in Dutch', () => {
    const result = registerSchema.safeParse({ fullName: 'a'.repeat(201), email: `${'a'.repeat(310)}@bakkerij.nl`, password: 'a'.repeat(300) });
    expect(messages(result)).toEqual([
      'Volledige naam mag maximaal 200 tekens zijn',
      'E-mailadres mag maximaal 320 tekens zijn',
      'Wachtwoord mag maximaal 256 tekens zijn',
    ]);
  });
});

describe('new password', () => {
  it('requires matching passwords of at least 6 characters', () => {
    expect(messages(newPasswordFormSchema.safeParse({ password: 'abc', confirmPassword: 'abc' }))).toEqual([
      'Wachtwoord moet minimaal 6 karakters zijn',
      'Wachtwoord moet minimaal 6 karakters zijn',
    ]);
    expect(messages(newPasswordFormSchema.safeParse({ password: 'geheim1', confirmPassword: 'geheim2' }))).toEqual([
      'Wachtwoorden komen niet overeen',
    ]);
  });

  it('calls a missing or mangled reset token an invalid link', () => {
    for (const token of ['', 'x'.repeat(201)]) {
      expect(messages(resetPasswordSchema.safeParse({ token, password: 'geheim1' }))).toEqual([
        'Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.',
      ]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import {
  idSchema,
  isWebsiteUrl,
  normalizeWebsiteUrl,
  optionalIdSchema,
  optionalText,
  optionalWebsiteUrl,
  requiredText,
  websiteUrl,
} from './fields';

const ID = '7d9f3c2e-1b4a-4c8e-9f00-2a6b5c4d3e21';

describe('requiredText', () => {
  const schema = requiredText('Verplicht', 10);

  it('trims', () => {
    expect(schema.parse('  hallo ')).toBe('hallo');
  });

  it('fails blank, whitespace and missing with the given message', () => {
    for (const value of ['', '   ', undefined, null]) {
      expect(schema.safeParse(value).error?.issues[0]?.message).toBe('Verplicht');
    }
  });

  it('limits the length', () => {
    expect(schema.safeParse('x'.repeat(11)).error?.issues[0]?.message).toBe('Dit veld mag maximaal 10 tekens zijn');
  });
});

describe('optionalText', () => {
  it('stores blank, null and missing as null', () => {
    const schema = optionalText();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('  ')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(' KvK 123 ')).toBe('KvK 123');
  });
});

describe('ids', () => {
  it('accepts any Postgres uuid, also fixture ids without version bits', () => {
    expect(idSchema().parse(ID)).toBe(ID);
    expect(idSchema().safeParse('00000000-0000-0000-0000-000000000001').success).toBe(true);
    expect(idSchema('Kies iets').safeParse('abc').error?.issues[0]?.message).toBe('Kies iets');
  });

  it('reads "none", blank and null as no reference', () => {
    const schema = optionalIdSchema();
    expect(schema.parse('none')).toBeNull();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse(null)).toBeNull();
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse(ID)).toBe(ID);
    expect(schema.safeParse('project-1').error?.issues[0]?.message).toBe('Ongeldige keuze');
  });
});

describe('website addresses', () => {
  it('adds https when the scheme is missing', () => {
    expect(normalizeWebsiteUrl(' www.bakkerij.nl ')).toBe('https://www.bakkerij.nl');
    expect(normalizeWebsiteUrl('http://bakkerij.nl')).toBe('http://bakkerij.nl');
  });

  it('accepts http(s) addresses with a real domain only', () => {
    expect(isWebsiteUrl('https://bakkerij.nl/over-ons')).toBe(true);
    expect(isWebsiteUrl('bakkerij.nl')).toBe(true);
    expect(isWebsiteUrl('bakkerij')).toBe(false);
    expect(isWebsiteUrl('ftp://bakkerij.nl')).toBe(false);
    expect(isWebsiteUrl('javascript:alert(1)')).toBe(false);
    expect(isWebsiteUrl('geen url')).toBe(false);
  });

  it('requires a valid address', () => {
    const schema = websiteUrl('Verplicht');
    expect(schema.parse('bakkerij.nl')).toBe('https://bakkerij.nl');
    expect(schema.safeParse('').error?.issues[0]?.message).toBe('Verplicht');
    expect(schema.safeParse('bakkerij').error?.issues[0]?.message).toBe('Vul een geldige URL in');
  });

  it('makes an optional address null when blank', () => {
    const schema = optionalWebsiteUrl();
    expect(schema.parse('')).toBeNull();
    expect(schema.parse('preview.bureau.nl')).toBe('https://preview.bureau.nl');
    expect(schema.safeParse('niet goed').error?.issues[0]?.message).toBe('Vul een geldige URL in');
  });
});

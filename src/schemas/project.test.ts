import { describe, expect, it } from 'vitest';
import { buildLinkSchema, developerIdSchema, newProjectSchema, projectStatusSchema } from './project';

const CLIENT_ID = '7d9f3c2e-1b4a-4c8e-9f00-2a6b5c4d3e21';
const DEVELOPER_ID = '0b8e6a52-3c1d-4f7a-8e9b-1d2c3b4a5f60';

describe('newProjectSchema', () => {
  it('takes client, package and an optional developer', () => {
    expect(newProjectSchema.parse({ clientId: CLIENT_ID, packageType: 'webshop' })).toEqual({
      clientId: CLIENT_ID,
      packageType: 'webshop',
      developerId: null,
    });
    expect(newProjectSchema.parse({ clientId: CLIENT_ID, packageType: 'website', developerId: DEVELOPER_ID }).developerId).toBe(
      DEVELOPER_ID,
    );
  });

  it('requires a client and a package type', () => {
    for (const input of [{ packageType: 'website' }, { clientId: CLIENT_ID }, { clientId: '', packageType: '' }]) {
      const messages = newProjectSchema.safeParse(input).error?.issues.map((issue) => issue.message);
      expect(new Set(messages)).toEqual(new Set(['Selecteer een klant en pakkettype']));
    }
  });
});

describe('project fields', () => {
  it('allows the four statuses', () => {
    expect(projectStatusSchema.parse('on_hold')).toBe('on_hold');
    expect(projectStatusSchema.safeParse('done').error?.issues[0]?.message).toBe('Ongeldige keuze');
  });

  it('unassigns the developer with none or blank', () => {
    expect(developerIdSchema.parse('none')).toBeNull();
    expect(developerIdSchema.parse(null)).toBeNull();
    expect(developerIdSchema.parse(DEVELOPER_ID)).toBe(DEVELOPER_ID);
  });

  it('takes a build link as URL, blank removes it', () => {
    expect(buildLinkSchema.parse('https://preview.bureau.nl/klant')).toBe('https://preview.bureau.nl/klant');
    expect(buildLinkSchema.parse('preview.bureau.nl')).toBe('https://preview.bureau.nl');
    expect(buildLinkSchema.parse('  ')).toBeNull();
    expect(buildLinkSchema.safeParse('geen link').error?.issues[0]?.message).toBe('Vul een geldige URL in');
  });

  it('takes a build link over https only, or http on localhost and 127.0.0.1 while developing', () => {
    expect(buildLinkSchema.safeParse('http://preview.bureau.nl').error?.issues[0]?.message).toBe('Gebruik een https-link (http alleen voor localhost tijdens het ontwikkelen)');
    expect(buildLinkSchema.parse('http://localhost:5173/')).toBe('http://localhost:5173/');
    expect(buildLinkSchema.parse('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(buildLinkSchema.parse('https://localhost:8443')).toBe('https://localhost:8443');
    expect(buildLinkSchema.safeParse('https://gebruiker:geheim@preview.bureau.nl').success).toBe(false);
    expect(buildLinkSchema.safeParse('javascript:alert(1)').success).toBe(false);
  });
});

import net from 'node:net';
import type { TrustProxy } from '@/server/services/config';

// What production refuses (it fails closed: a missing setting never falls back to something unsafe)
// and what it only warns about at every start.

/** false: the socket's address is the client; n: trust n proxy hops; a list: trust these proxies. */

function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = net.isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/** TRUST_PROXY as Fastify's trustProxy, or the reason it is refused (a string). */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === 'false' || setting === '0') return false;
  if (/^\d+$/.test(setting)) return Number(setting);
  if (setting === 'true') {
    return "'true' zou elke afzender van X-Forwarded-For geloven; geef het aantal proxy's (bijv. 1) of hun adressen (bijv. 10.0.0.0/8)";
  }
  const entries = setting.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrRange(entry));
  if (wrong.length > 0) return `geen IP-adres of CIDR-bereik: ${wrong.join(', ')}`;
  return entries;
}

/**
 * Fastify reads a bare number as "trust nothing", so a hop count becomes a function: the nearest n addresses are proxies. Only right when
 * the app is reachable through its proxies alone; a list of their addresses is safer.
 */
export function trustProxyOption(trustProxy: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== 'number') return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** The demo agency: what development prints on invoices when AGENCY_* is unset. Production refuses each of these values. */
export const DEMO_AGENCY = {
  AGENCY_NAME: 'Webbureau Demo B.V.',
  AGENCY_ADDRESS: 'Voorbeeldstraat 1, 1234 AB Utrecht',
  AGENCY_EMAIL: 'facturen@webbureau.example',
  AGENCY_KVK: '12345678',
  AGENCY_BTW_ID: 'NL123456789B01',
  AGENCY_IBAN: 'NL91 ABNA 0417 1643 00',
  AGENCY_SEPA_CREDITOR_ID: 'NL98ZZZ999999990000',
} as const;

const AGENCY_WHAT: Record<keyof typeof DEMO_AGENCY, string> = {
  AGENCY_NAME: 'de naam van het bureau',
  AGENCY_ADDRESS: 'het adres van het bureau',
  AGENCY_EMAIL: 'het e-mailadres voor facturen',
  AGENCY_KVK: 'het KvK-nummer',
  AGENCY_BTW_ID: 'het btw-id',
  AGENCY_IBAN: 'het IBAN waarop klanten betalen',
  AGENCY_SEPA_CREDITOR_ID: 'het incassant-ID',
};

type ProductionEnv = {
  APP_URL?: string;
  DATABASE_URL?: string;
  MIGRATION_DATABASE_URL?: string;
  PAYMENT_PROVIDER?: 'sandbox' | 'mollie';
  ALLOW_SANDBOX_PAYMENTS?: string;
  SMTP_URL?: string;
  TERMS_TEXT?: string;
  EMAIL_VERIFICATION?: 'on' | 'off';
  STAFF_2FA?: 'required' | 'optional';
} & Partial<Record<keyof typeof DEMO_AGENCY, string>>;

/** Compared without spaces and case, so the demo IBAN written another way is still the demo IBAN. */
const sameValue = (a: string | undefined, b: string) => (a ?? '').replace(/\s+/g, '').toLowerCase() === b.replace(/\s+/g, '').toLowerCase();

const sandboxAllowed = (env: ProductionEnv) => env.ALLOW_SANDBOX_PAYMENTS === '1';

/** [variable, reason] for every setting NODE_ENV=production refuses to start with. */
export function productionProblems(env: ProductionEnv): [string, string][] {
  const problems: [string, string][] = [];
  if (!env.APP_URL) {
    problems.push(['APP_URL', 'verplicht in productie: het publieke adres van het portaal (bijv. https://portaal.bureau.nl)']);
  }
  if (!env.PAYMENT_PROVIDER) {
    problems.push([
      'PAYMENT_PROVIDER',
      'verplicht in productie: kies mollie (met MOLLIE_API_KEY), of voor een demo sandbox (met ALLOW_SANDBOX_PAYMENTS=1)',
    ]);
  } else if (env.PAYMENT_PROVIDER === 'sandbox' && !sandboxAllowed(env)) {
    problems.push([
      'ALLOW_SANDBOX_PAYMENTS',
      'moet 1 zijn voor PAYMENT_PROVIDER=sandbox in productie, waar dan niets echt betaald wordt (alleen voor een demo)',
    ]);
  }
  // Every invoice prints these, frozen at issue: production never prints the demo agency.
  for (const [variable, demo] of Object.entries(DEMO_AGENCY) as [keyof typeof DEMO_AGENCY, string][]) {
    if (!env[variable]?.trim() || sameValue(env[variable], demo)) {
      problems.push([variable, `verplicht in productie: ${AGENCY_WHAT[variable]} op elke factuur (nu leeg of de demo-waarde)`]);
    }
  }
  // Clients accept these in onboarding: never the example text.
  if (!env.TERMS_TEXT?.trim()) problems.push(['TERMS_TEXT', 'verplicht in productie: de algemene voorwaarden die klanten bij de start accepteren']);
  return problems;
}

export function productionWarnings(env: ProductionEnv): string[] {
  const warnings: string[] = [];
  if (env.PAYMENT_PROVIDER === 'sandbox' && sandboxAllowed(env)) {
    warnings.push('PAYMENT_PROVIDER=sandbox (ALLOW_SANDBOX_PAYMENTS=1): betalingen zijn niet echt, alleen voor een demo');
  }
  if (env.APP_URL?.startsWith('http://')) warnings.push('APP_URL is geen https-adres: de sessiecookie is niet Secure en er is geen HSTS');
  if (env.EMAIL_VERIFICATION === 'off') {
    warnings.push('EMAIL_VERIFICATION=off: nieuwe accounts hoeven hun e-mailadres niet te bevestigen (alleen voor een demo of test)');
  }
  if (env.STAFF_2FA === 'optional') {
    warnings.push('STAFF_2FA=optional: admins en developers loggen in zonder tweestapsverificatie (alleen voor een demo of test)');
  }
  if (env.DATABASE_URL && !env.MIGRATION_DATABASE_URL) {
    warnings.push('MIGRATION_DATABASE_URL ontbreekt: de app verbindt als eigenaar van de tabellen en kan dus de bewaking van het activiteitenlog uitzetten (docs/operations.md, "Two database roles")');
  }
  if (!env.SMTP_URL) warnings.push('SMTP_URL ontbreekt: mails (ook resetlinks) worden alleen in de outbox bewaard, niet verstuurd');
  return warnings;
}


// What production refuses (it fails closed: a missing setting never falls back to something unsafe)
// and what it only warns about at every start.

interface ProductionEnv {
  APP_URL?: string;
  PAYMENT_PROVIDER?: 'sandbox' | 'mollie';
  ALLOW_SANDBOX_PAYMENTS?: string;
  SMTP_URL?: string;
}

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
  return problems;
}

export function productionWarnings(env: ProductionEnv): string[] {
  const warnings: string[] = [];
  if (env.PAYMENT_PROVIDER === 'sandbox' && sandboxAllowed(env)) {
    warnings.push('PAYMENT_PROVIDER=sandbox (ALLOW_SANDBOX_PAYMENTS=1): betalingen zijn niet echt, alleen voor een demo');
  }
  if (env.APP_URL?.startsWith('http://')) warnings.push('APP_URL is geen https-adres: de sessiecookie is niet Secure en er is geen HSTS');
  if (!env.SMTP_URL) warnings.push('SMTP_URL ontbreekt: mails (ook resetlinks) worden alleen in de outbox bewaard, niet verstuurd');
  return warnings;
}


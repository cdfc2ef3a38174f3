// The two monthly packages of spec 3 with their prices (exact strings, see money.ts).

export const PACKAGE_TYPES = ['website', 'webshop'] as const;

/**
 * Projects one client account may have: far above any real client, and the bound on every list
 * of a client's projects (the dashboard, the picker), which are therefore not paginated.
 */
export const MAX_PROJECTS_PER_CLIENT = 25;
export type PackageType = (typeof PACKAGE_TYPES)[number];

export interface PackageDefinition {
  type: PackageType;
  name: string;
  monthlyPrice: string;
  features: readonly string[];
}

const WEBSITE_FEATURES = [
  'Responsive design',
  "Tot 5 pagina's",
  'Contactformulier',
  'SEO-optimalisatie',
  'Hosting',
  'SSL-certificaat',
] as const;

const WEBSHOP_FEATURES = [
  'Alles van het Website-pakket',
  'Onbeperkt producten',
  'Veilige betalingen',
  'Voorraadbeheer',
  'Verzendopties',
  'Klantaccounts',
] as const;

export const PACKAGES: Readonly<Record<PackageType, PackageDefinition>> = {
  website: { type: 'website', name: 'Website', monthlyPrice: '30.00', features: WEBSITE_FEATURES },
  webshop: { type: 'webshop', name: 'Webshop', monthlyPrice: '55.00', features: WEBSHOP_FEATURES },
};

export function isPackageType(value: unknown): value is PackageType {
  return typeof value === 'string' && (PACKAGE_TYPES as readonly string[]).includes(value);
}

/** Dutch name of a package; an unknown type is shown as stored. */
export function packageName(type: string): string {
  return isPackageType(type) ? PACKAGES[type].name : type;
}

export function packageMonthlyPrice(type: PackageType): string {
  return PACKAGES[type].monthlyPrice;
}

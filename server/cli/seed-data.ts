import type { PackageType } from '@/src/domain/packages';
import type { ProjectStatus, Role, TimelineStepStatus as TimelineStatus } from '@/src/domain/statuses';

// The demo agency. Every demo account shares one password, printed after seeding.
export const DEMO_PASSWORD = 'demo1234';

export interface DemoUser {
  key: string;
  email: string;
  fullName: string;
  role: Role;
  companyName?: string;
  phone?: string;
  street?: string;
  postcode?: string;
  city?: string;
  kvkNumber?: string;
  btwNumber?: string;
}

export const DEMO_USERS: DemoUser[] = [
  { key: 'admin', email: 'admin@klantportaal.nl', fullName: 'Anouk Admin', role: 'admin' },
  { key: 'dev1', email: 'daan@klantportaal.nl', fullName: 'Daan de Developer', role: 'developer' },
  { key: 'dev2', email: 'fleur@klantportaal.nl', fullName: 'Fleur Jansen', role: 'developer' },
  {
    key: 'bakkerij', email: 'info@bakkerijvisser.nl', fullName: 'Pieter Visser', role: 'client', companyName: 'Bakkerij Visser',
    phone: '020 123 4567', street: 'Dorpsstraat 12', postcode: '1234 AB', city: 'Amsterdam', kvkNumber: '12345678', btwNumber: 'NL123456789B01',
  },
  {
    key: 'fietsen', email: 'sanne@fietsenbijsanne.nl', fullName: 'Sanne Bakker', role: 'client', companyName: 'Fietsen bij Sanne',
    phone: '030 765 4321', street: 'Oudegracht 88', postcode: '3511 AV', city: 'Utrecht', kvkNumber: '87654321',
  },
  {
    key: 'kapper', email: 'mo@kapsalonmo.nl', fullName: 'Mohammed el Amrani', role: 'client', companyName: 'Kapsalon Mo',
    phone: '010 222 3344', street: 'Witte de Withstraat 5', postcode: '3012 BL', city: 'Rotterdam',
  },
  {
    key: 'yoga', email: 'lotte@yogalotte.nl', fullName: 'Lotte de Boer', role: 'client', companyName: 'Yoga met Lotte',
    phone: '050 987 6543', street: 'Vismarkt 3', postcode: '9712 CA', city: 'Groningen',
  },
];

export interface DemoProject {
  client: string;
  developer: string | null;
  packageType: PackageType;
  status: ProjectStatus;
  daysAgo: number;
  buildLink?: string;
  /** Status of timeline steps 1..n; steps beyond stay pending. */
  steps: TimelineStatus[];
  intake: 'submitted' | 'draft' | null;
}

export const DEMO_PROJECTS: DemoProject[] = [
  { client: 'bakkerij', developer: 'dev1', packageType: 'website', status: 'in_progress', daysAgo: 12,
    buildLink: 'https://preview.klantportaal.nl/bakkerij-visser', steps: ['approved', 'ready_for_approval'], intake: 'submitted' },
  { client: 'fietsen', developer: 'dev1', packageType: 'webshop', status: 'pending', daysAgo: 2, steps: [], intake: null },
  { client: 'kapper', developer: 'dev2', packageType: 'website', status: 'completed', daysAgo: 60,
    buildLink: 'https://kapsalonmo.nl', steps: ['approved', 'approved', 'approved', 'approved', 'approved', 'approved'], intake: 'submitted' },
  // On hold: the design has waited weeks for Lotte's approval (so "Aandacht nodig" has a step to remind her of).
  { client: 'yoga', developer: 'dev2', packageType: 'webshop', status: 'on_hold', daysAgo: 25,
    steps: ['approved', 'ready_for_approval'], intake: 'draft' },
  { client: 'bakkerij', developer: null, packageType: 'webshop', status: 'pending', daysAgo: 1, steps: [], intake: null },
];

// The staff's checklist per project; some items explain themselves, as a real list would.
export const DEMO_CHECKLIST: { title: string; description?: string }[] = [
  { title: 'Domeinnaam controleren', description: 'Verhuiscode opvragen als het domein elders staat.' },
  { title: 'Hosting en SSL inrichten' },
  { title: 'Ontwerp in huisstijl opzetten', description: 'Kleuren en lettertypen uit het intakeformulier.' },
  { title: "Pagina's vullen met content" },
  { title: 'Contactformulier testen', description: 'Testbericht sturen en de ontvangst bij de klant nagaan.' },
  { title: 'SEO-basis instellen' },
];

export const DEMO_MODULES = [
  { title: 'Meertaligheid', description: 'Je website in het Nederlands en Engels.', price: '149.00', isRecurring: false },
  { title: 'Nieuwsbrief-koppeling', description: 'Koppeling met je nieuwsbriefdienst en een aanmeldformulier.', price: '79.00', isRecurring: false },
  { title: 'Extra pagina', description: 'Eén extra pagina in je huisstijl.', price: '49.50', isRecurring: false },
  { title: 'Onderhoud Plus', description: 'Maandelijkse updates en een uur kleine wijzigingen.', price: '15.00', isRecurring: true },
  { title: 'Online agenda', description: 'Klanten boeken zelf een afspraak.', price: '99.00', isRecurring: false, isActive: false },
];

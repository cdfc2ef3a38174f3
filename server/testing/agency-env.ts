// Tests only: an agency that is not the demo one, for every test that starts in production mode
// (which refuses the demo agency's details on its invoices).
export const PRODUCTION_AGENCY_ENV = {
  AGENCY_NAME: 'Webbureau Noord B.V.',
  AGENCY_ADDRESS: 'Havenstraat 12, 9711 AB Groningen',
  AGENCY_EMAIL: 'facturen@webbureau-noord.nl',
  AGENCY_KVK: '87654321',
  AGENCY_BTW_ID: 'NL987654321B01',
  AGENCY_IBAN: 'NL20 INGB 0001 2345 67',
  AGENCY_SEPA_CREDITOR_ID: 'NL12ZZZ876543210000',
  TERMS_TEXT: 'Algemene voorwaarden van Webbureau Noord B.V.\\nArtikel 1. Het abonnement loopt per maand.',
} as const;

// Billing details (company, KvK, VAT number, the address in parts) as onboarding, /account and the
// admin's screens label and check them, and why a client cannot receive Peppol e-invoices.

export const billingText = {
  billing: {
    street: 'Straat en huisnummer',
    postcode: 'Postcode',
    city: 'Plaats',
    country: 'Land',
    postcodePlaceholder: '1234 AB',
    postcodeInvalid: 'Vul een postcode in als 1234 AB',
    countryInvalid: 'Kies een land',
    kvkInvalid: 'Een KvK-nummer heeft 8 cijfers',
    btwInvalid: 'Vul het btw-nummer in met de landcode, bijvoorbeeld NL123456789B01',
    companyName: 'Bedrijfsnaam',
    companyNameOptional: 'Bedrijfsnaam (optioneel)',
    kvkNumber: 'KvK-nummer (optioneel)',
    btwNumber: 'Btw-nummer (optioneel)',
    addressIncompleteTitle: 'Vul je adres aan',
    addressIncompleteDescription: 'Je adres is niet compleet. Vul straat en huisnummer, postcode en plaats in; ze komen op je facturen.',
    addressIncompleteAction: 'Adres aanvullen',
    companyTitle: 'Bedrijfsgegevens',
    companyDescription: 'Deze gegevens komen op je facturen.',
  },
  peppol: {
    title: 'E-facturen via Peppol',
    description: 'Deze klanten krijgen hun e-factuur (UBL) als gewoon EN 16931-document, niet via Peppol. Vul de ontbrekende gegevens aan om dat te veranderen.',
    allReady: 'Alle klanten kunnen e-facturen via Peppol ontvangen.',
    obstacle: {
      no_identifier: 'Geen KvK-nummer of Nederlands btw-nummer',
      address_incomplete: 'Adres niet compleet',
    },
    reason: 'Waarom niet',
  },
} as const;

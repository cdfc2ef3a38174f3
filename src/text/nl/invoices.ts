// Invoices (spec 8).

export const invoicesText = {
  invoices: {
    downloaded: 'Factuur gedownload',
    notFound: 'Factuur niet gevonden',
    downloadFailed: 'Kon factuur niet downloaden',
    created: 'Factuur aangemaakt',
    createFailed: 'Kon factuur niet aanmaken',
    cancelled: 'Factuur geannuleerd',
    cancelFailed: 'Kon factuur niet annuleren',
    none: 'Geen facturen',
  },
} as const;

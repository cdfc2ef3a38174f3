// The words an invoice's and a quote's PDF share: the parties' numbers and the line table's columns.

export const documentLabels = {
  kvk: 'KvK',
  btwId: 'Btw-id',
  iban: 'IBAN',
  description: 'Omschrijving',
  quantity: 'Aantal',
  unitPrice: 'Prijs',
  vatColumn: 'Btw',
  amount: 'Bedrag',
  reverseCharged: 'verlegd',
};

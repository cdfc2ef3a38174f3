// Payments at the provider: the SEPA mandate and module checkout (spec 7, 8).

export const paymentsText = {
  payments: {
    activated: 'Account geactiveerd! We activeren nu je SEPA-mandaat...',
    mandateSet: (statusLabel: string) => `SEPA-mandaat ingesteld! Status: ${statusLabel}`,
    customerFailed: 'Kon klant van de betaalprovider niet aanmaken',
    mandateFailed: 'Kon mandaat niet aanmaken',
    mandateSetupFailed: 'Kon mandaat niet opzetten',
    mandateAlreadyActive: 'Je SEPA-mandaat is al actief',
    paymentPreparing: 'Betaling wordt voorbereid...',
    paymentSuccess: 'Betaling succesvol! Je module is toegevoegd.',
    paymentStartFailed: 'Kon betaling niet starten',
    noCheckoutUrl: 'Geen checkout URL ontvangen',
    paymentStartError: 'Er ging iets mis bij het starten van de betaling',
    paymentNotFound: 'Betaling niet gevonden',
    checkoutTooSoon: 'Je hebt net een betaling gestart. Probeer het over een minuut opnieuw.',
  },
} as const;

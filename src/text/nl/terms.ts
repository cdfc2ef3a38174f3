// The terms page (/voorwaarden), linked from onboarding. Its text is a setting (TERMS_TEXT); outside
// production, without it, this example text stands in.

export const termsText = {
  title: 'Algemene voorwaarden',
  back: 'Terug',
  /** What development shows while TERMS_TEXT is unset; production refuses to start without the agency's own. */
  example: (agency: string) =>
    [
      `Deze algemene voorwaarden gelden voor elke overeenkomst tussen ${agency} ("het bureau") en de klant over het ontwerpen, bouwen, hosten en onderhouden van een website of webshop.`,
      'Het abonnement loopt per maand en wordt maandelijks vooraf via SEPA-incasso afgeschreven. Alle bedragen zijn exclusief btw, tenzij anders vermeld. Het abonnement is maandelijks opzegbaar met een opzegtermijn van één maand.',
      'De klant levert teksten, beelden en andere inhoud tijdig aan en staat ervoor in dat hij die mag gebruiken. Het bureau houdt zich aan de planning in het portaal; een stap die op de klant wacht, schuift de planning op.',
      'Een storneerde of mislukte incasso mag het bureau opnieuw aanbieden of als betaallink sturen. Blijft betaling uit, dan mag het bureau de website na een schriftelijke herinnering offline halen tot er betaald is.',
      'Het bureau verwerkt persoonsgegevens volgens de AVG en de privacyverklaring in het portaal. Op deze voorwaarden is Nederlands recht van toepassing.',
      'Dit is een voorbeeldtekst: het bureau zet zijn eigen voorwaarden in de instelling TERMS_TEXT.',
    ].join('\n\n'),
} as const;

// Privacy on /account: a copy of one's data (ZIP) and erasure of the account; the admin's
// erasure requests; the mails either way.

export const privacyText = {
  dataExport: {
    title: 'Mijn gegevens downloaden',
    description: 'Je krijgt een ZIP-bestand met je profiel, projecten, berichten, facturen en geüploade bestanden. We mailen je zodra het klaar is; de link werkt 7 dagen.',
    request: 'Mijn gegevens downloaden',
    requested: 'We maken je download klaar. Je krijgt een e-mail zodra hij klaarstaat.',
    pending: 'Je download wordt gemaakt…',
    ready: 'Je download staat klaar',
    download: 'Download ZIP',
    expires: (date: string) => `Beschikbaar tot ${date}`,
    failed: 'Het maken van je download is mislukt. Probeer het opnieuw.',
    alreadyRunning: 'Er wordt al een download voor je gemaakt.',
    notFound: 'Download niet gevonden of verlopen',
    mailSubject: 'Je gegevens staan klaar',
    mailBody: 'Je kopie van je gegevens staat klaar. Download hem binnen 7 dagen; daarna verwijderen we hem.',
    mailLink: 'Download je gegevens',
  },
  erasure: {
    title: 'Account verwijderen',
    description: 'Wij verwijderen je profiel, projecten, intake, berichten, bestanden en machtiging. Facturen bewaren we 7 jaar, zoals de wet vraagt.',
    confirmPassword: 'Bevestig met je wachtwoord',
    request: 'Account verwijderen',
    requested: 'Je verzoek is ontvangen. Een beheerder beoordeelt het; je krijgt een e-mail.',
    pending: 'Je verzoek om je account te verwijderen wordt beoordeeld.',
    alreadyRequested: 'Je hebt al een verzoek ingediend.',
    adminTitle: 'Verwijderverzoeken',
    approve: 'Goedkeuren',
    decline: 'Afwijzen',
    reason: 'Reden',
    reasonRequired: 'Reden is verplicht',
    notFound: 'Verzoek niet gevonden of al behandeld',
    lastAdmin: 'De laatste beheerder kan niet worden verwijderd.',
    statusLabel: { pending: 'Open', approved: 'Goedgekeurd', declined: 'Afgewezen' },
    approvedSubject: 'Je account is verwijderd',
    approvedBody: (reason: string) =>
      `We hebben je account en je gegevens verwijderd. Facturen en creditnota's bewaren we 7 jaar, zoals de fiscale bewaarplicht vraagt. ${reason}`.trim(),
    declinedSubject: 'Je verzoek om je account te verwijderen',
    declinedBody: (reason: string) => `We hebben je verzoek om je account te verwijderen afgewezen. Reden: ${reason}`,
  },
} as const;

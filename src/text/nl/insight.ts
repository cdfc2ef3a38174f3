// The admin dashboard's charts and "Aandacht nodig", the developer's "Deze week", the
// bookkeeping export and the e-invoice.
export const insightText = {
  insight: {
    chartsTitle: 'Hoe gaat het',
    tableView: 'Als tabel',
    mrrTitle: 'Maandelijks terugkerende omzet',
    mrrSummary: (total: string, packages: string, schedules: string, change: string) =>
      `${total} per maand excl. btw: ${packages} uit pakketten van projecten in behandeling of afgerond (niet in afwachting of on hold) en ${schedules} uit actieve terugkerende facturen. ${change} ten opzichte van vorige maand.`,
    mrrChange: (change: string) => `${change} t.o.v. vorige maand`,
    mrrPackages: 'Pakketten',
    mrrSchedules: 'Terugkerende facturen',
    revenueTitle: 'Omzet per maand',
    revenueSummary: (total: string, best: string | null) =>
      `Betaalde facturen min creditfacturen, excl. btw, per factuurdatum, over de laatste 12 maanden: samen ${total}.${best ? ` Hoogste maand: ${best}.` : ''}`,
    month: 'Maand',
    revenue: 'Omzet excl. btw',
    collectionTitle: 'Incasso',
    collectionSummary: (succeeded: number, failed: number, chargedBack: number, rate: string) =>
      `Automatische incasso's over de laatste 12 maanden: ${succeeded} gelukt, ${failed} mislukt, ${chargedBack} teruggeboekt; ${rate} geïncasseerd.`,
    succeeded: 'Gelukt',
    failed: 'Mislukt',
    chargedBack: 'Teruggeboekt',
    rate: 'Incassograad',
    noRate: 'geen',
    projectsTitle: 'Projecten per status',
    projectsSummary: (parts: string) => `Projecten per status: ${parts}.`,
    status: 'Status',
    count: 'Aantal',
    approvalTitle: 'Dagen tot goedkeuring',
    approvalSummary: (parts: string) =>
      parts ? `Gemiddeld aantal dagen van het aanmaken van een project tot de goedkeuring van elke stap: ${parts}.` : 'Nog geen goedgekeurde stappen.',
    step: 'Stap',
    averageDays: 'Gemiddeld dagen',
    openStepsTitle: 'Open stappen per developer',
    openStepsSummary: (parts: string) =>
      parts ? `Stappen die nog bij de developer liggen: ${parts}.` : 'Geen open stappen bij developers.',
    developer: 'Developer',
    overdue: 'Te laat',
    thisWeek: 'Deze week',
    later: 'Later',
    attentionTitle: 'Aandacht nodig',
    attentionNone: 'Niets heeft nu je aandacht nodig.',
    attentionMore: (count: number) => `en nog ${count}`,
    attentionKinds: {
      failed_debit: 'Incasso mislukt of teruggeboekt',
      overdue_step: 'Stappen over tijd',
      old_complaint: 'Klachten langer dan 3 dagen open',
      waiting_approval: 'Wacht langer dan 7 dagen op goedkeuring',
      unassigned_project: 'Projecten zonder developer',
      failed_mail: 'E-mails niet bezorgd',
    },
    sendReminder: 'Herinnering sturen',
    reminderSent: 'Herinnering verstuurd',
    remindedToday: 'Vandaag al herinnerd',
    reminderTooSoon: 'De klant heeft vandaag al een herinnering gekregen. Probeer het morgen opnieuw.',
    stepNotWaiting: 'Deze stap wacht niet (meer) op goedkeuring',
    reminderSubject: (stepName: string) => `Herinnering: stap "${stepName}" wacht op je goedkeuring`,
    reminderBody: (stepName: string) =>
      `De stap "${stepName}" van je project wacht al een tijdje op je goedkeuring. Wil je ernaar kijken? Dan kunnen we verder.`,
  },
} as const;

// User management (spec 8).

export const usersText = {
  users: {
    roleUpdated: 'Rol succesvol bijgewerkt!',
    roleFailed: 'Kon rol niet bijwerken',
    deleted: 'Gebruiker succesvol verwijderd!',
    deleteFailed: 'Kon gebruiker niet verwijderen',
    noName: 'Geen naam',
    noRole: 'Geen rol',
    notFound: 'Gebruiker niet gevonden',
    description: 'Alle accounts op het platform, met hun rol.',
    searchPlaceholder: 'Zoek op naam, e-mail of bedrijf',
    name: 'Naam',
    email: 'E-mail',
    company: 'Bedrijf',
    role: 'Rol',
    actions: 'Acties',
    roleOf: (name: string) => `Rol van ${name}`,
    deleteUser: (name: string) => `${name} verwijderen`,
    you: '(jij)',
    confirmTitle: 'Gebruiker verwijderen?',
    confirmDescription: (name: string) =>
      `${name} wordt verwijderd, met het account, de rol en de projecten van deze gebruiker. Facturen blijven bewaard. Deze actie kan niet ongedaan worden gemaakt.`,
    none: 'Nog geen gebruikers',
    notOwnRole: 'Je kunt je eigen rol niet wijzigen',
    notSelf: 'Je kunt je eigen account niet verwijderen',
    lastAdmin: 'Er moet minstens één admin overblijven',
  },
} as const;

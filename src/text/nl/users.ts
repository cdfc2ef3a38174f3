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
    notOwnRole: 'Je kunt je eigen rol niet wijzigen',
    notSelf: 'Je kunt je eigen account niet verwijderen',
    lastAdmin: 'Er moet minstens één admin overblijven',
  },
} as const;

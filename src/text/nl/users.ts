// User management (spec 8).

export const usersText = {
  users: {
    roleUpdated: 'Rol succesvol bijgewerkt!',
    roleFailed: 'Kon rol niet bijwerken',
    deleted: 'Gebruiker succesvol verwijderd!',
    deleteFailed: 'Kon gebruiker niet verwijderen',
    noName: 'Geen naam',
    noRole: 'Geen rol',
  },
} as const;

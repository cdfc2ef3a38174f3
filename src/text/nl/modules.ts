// Extra modules (upsells) (spec 8).

export const modulesText = {
  modules: {
    added: 'Module toegevoegd!',
    updated: 'Module bijgewerkt!',
    addFailed: 'Kon module niet toevoegen',
    updateFailed: 'Kon module niet bijwerken',
    none: 'Geen modules beschikbaar',
  },
} as const;

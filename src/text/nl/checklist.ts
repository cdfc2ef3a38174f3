// Project checklists (spec 5, 8).

export const checklistText = {
  checklist: {
    added: 'Checklist item toegevoegd!',
    addFailed: 'Kon item niet toevoegen',
    deleted: 'Item verwijderd!',
    toggleFailed: 'Kon status niet wijzigen',
    deleteFailed: 'Kon item niet verwijderen',
    notFound: 'Checklist item niet gevonden',
  },
} as const;

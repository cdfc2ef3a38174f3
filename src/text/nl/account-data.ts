// The personal data form's toasts (spec 8).

export const accountText = {
  account: {
    updated: 'Gegevens succesvol bijgewerkt!',
    updateFailed: 'Kon gegevens niet bijwerken',
  },
} as const;

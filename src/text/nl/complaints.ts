// Complaints (spec 8).

export const complaintsText = {
  complaints: {
    submitted: 'Klacht succesvol ingediend',
    updated: 'Klacht bijgewerkt',
    loadFailed: 'Kon klachten niet laden',
    updateFailed: 'Kon klacht niet bijwerken',
    submitFailed: 'Kon klacht niet indienen',
  },
} as const;

// The progress page (/progress); its sections' labels live with their features.

export const progressPage = {
  description: 'Volg de planning van je project, lever bestanden aan en stel je vragen.',
  noProjectsDescription: 'Start een project om hier de planning, je bestanden en berichten te zien.',
} as const;

// Labels of the progress page (/progress): timeline, uploads, messages.

export const progressPage = {
} as const;

// Labels of the intake form (/intake).

export const intakePage = {
} as const;

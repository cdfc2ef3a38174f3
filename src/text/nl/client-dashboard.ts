// Labels of the client dashboard (/).

export const clientDashboardPage = {
} as const;

// Labels of the account page (/account).

export const accountPage = {
} as const;

// The mails about signing in (a reset link; an address that has an account already): server only,
// so the sign-in page's scripts do not carry them.

export const authMailsText = {
  resetSubject: 'Stel een nieuw wachtwoord in voor Klantportaal',
  resetBody: (link: string) =>
    `Hallo,\n\nJe hebt gevraagd om een nieuw wachtwoord voor Klantportaal. ` +
    `Via deze link stel je binnen een uur een nieuw wachtwoord in:\n\n${link}\n\n` +
    `Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.\n`,
  accountExistsSubject: 'Je hebt al een account bij Klantportaal',
  accountExistsBody: (signInUrl: string) =>
    `Hallo,\n\nIemand, misschien jij, probeerde met dit e-mailadres een nieuw account aan te maken bij Klantportaal. ` +
    `Je hebt al een account, dus er is niets veranderd.\n\n` +
    `Log in via ${signInUrl}. Weet je je wachtwoord niet meer? Kies daar "Wachtwoord vergeten?".\n\n` +
    `Heb je dit niet zelf gedaan? Dan kun je deze e-mail negeren.\n`,
} as const;

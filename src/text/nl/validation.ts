// Form validation (spec 5) and the sign-in and session messages.

export const validationText = {
  validation: {
    emailRequired: 'E-mailadres is verplicht',
    emailInvalid: 'Ongeldig e-mailadres',
    passwordRequired: 'Wachtwoord is verplicht',
    passwordTooShort: 'Wachtwoord moet minimaal 6 karakters zijn',
    passwordTooLong: (max: number) => `Wachtwoord mag maximaal ${max} tekens zijn`,
    emailTooLong: (max: number) => `E-mailadres mag maximaal ${max} tekens zijn`,
    fullNameTooLong: (max: number) => `Volledige naam mag maximaal ${max} tekens zijn`,
    passwordsDontMatch: 'Wachtwoorden komen niet overeen',
    fullNameRequired: 'Volledige naam is verplicht',
    packageRequired: 'Selecteer een pakket',
    onboardingRequired: 'Vul alle verplichte velden in en accepteer de voorwaarden',
    ibanInvalid: 'Ongeldig IBAN',
    allFieldsRequired: 'Vul alle velden in',
    requiredFields: 'Vul alle verplichte velden in',
    newProjectRequired: 'Selecteer een klant en pakkettype',
    titleRequired: 'Titel is verplicht',
    invoiceRequired: 'Gebruiker, bedrag en omschrijving zijn verplicht',
    urlInvalid: 'Vul een geldige URL in',
    buildLinkHttps: 'Gebruik een https-link (http alleen voor localhost tijdens het ontwikkelen)',
    required: 'Dit veld is verplicht',
    priceInvalid: 'Vul een geldige prijs in (minimaal 0)',
    recurringDayInvalid: 'Kies een dag tussen 1 en 28',
    tooLong: (max: number) => `Dit veld mag maximaal ${max} tekens zijn`,
    invalidChoice: 'Ongeldige keuze',
    dateInvalid: 'Kies een geldige datum',
  },
  auth: {
    loggedIn: 'Succesvol ingelogd!',
    registered: 'Account aangemaakt! Je kunt nu direct inloggen.',
    registeredVerify: 'Account aangemaakt! Bevestig je e-mailadres via de link die we je stuurden.',
    resetRequested: 'Check je e-mail voor de reset link!',
    passwordChanged: 'Wachtwoord succesvol gewijzigd! Je kunt nu inloggen.',
    invalidCredentials: 'Ongeldig e-mailadres of wachtwoord',
    resetTokenInvalid: 'Deze resetlink is ongeldig of verlopen. Vraag een nieuwe aan.',
    notSignedIn: 'Je bent niet ingelogd',
    forbidden: 'Je hebt geen toegang tot deze actie',
    tooManyRequests: 'Te veel pogingen. Probeer het over een minuut opnieuw.',
    accountLocked: (minutes: number) =>
      `Te veel mislukte pogingen voor dit account. Probeer het over ${minutes === 1 ? 'een minuut' : `${minutes} minuten`} opnieuw.`,
    resetTooMany: 'Er zijn al meerdere resetlinks naar dit adres gevraagd. Probeer het over een uur opnieuw.',
    notBatched: 'Verzoek geweigerd: inloggen, registreren en het beantwoorden van een offerte gaan één verzoek tegelijk',
    crossOrigin: 'Verzoek geweigerd: onbekende herkomst',
    resetMailSubject: 'Stel een nieuw wachtwoord in voor Klantportaal',
    resetMailBody: (link: string) =>
      `Hallo,\n\nJe hebt gevraagd om een nieuw wachtwoord voor Klantportaal. ` +
      `Via deze link stel je binnen een uur een nieuw wachtwoord in:\n\n${link}\n\n` +
      `Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.\n`,
    accountExistsMailSubject: 'Je hebt al een account bij Klantportaal',
    accountExistsMailBody: (signInUrl: string) =>
      `Hallo,\n\nIemand, misschien jij, probeerde met dit e-mailadres een nieuw account aan te maken bij Klantportaal. ` +
      `Je hebt al een account, dus er is niets veranderd.\n\n` +
      `Log in via ${signInUrl}. Weet je je wachtwoord niet meer? Kies daar "Wachtwoord vergeten?".\n\n` +
      `Heb je dit niet zelf gedaan? Dan kun je deze e-mail negeren.\n`,
  },
} as const;

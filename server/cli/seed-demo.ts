import type { Kysely, Transaction } from 'kysely';
import { hashPassword } from '@/server/auth/password';
import { CONTENT_UPLOAD_STEP_NUMBER } from '@/src/domain/timeline-template';
import type { Database } from '@/db/types';
import { createUser } from '@/db/queries/users';
import { createProjectWithTimeline } from '@/db/queries/project-creation';
import { seedInvoices } from './seed-invoices';
import { DEMO_CHECKLIST, DEMO_MODULES, DEMO_PASSWORD, DEMO_PROJECTS, DEMO_USERS } from './seed-data';

const DAY = 24 * 60 * 60 * 1000;

async function seedUsers(db: Transaction<Database>): Promise<Map<string, string>> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const ids = new Map<string, string>();
  for (const { key, email, fullName, role, ...company } of DEMO_USERS) {
    const user = await createUser(db, { email, passwordHash, fullName, role, emailVerified: true });
    if (Object.keys(company).length) await db.updateTable('profiles').set(company).where('id', '=', user.id).execute();
    ids.set(key, user.id);
  }
  return ids;
}

async function seedProjects(db: Transaction<Database>, ids: Map<string, string>, now: Date) {
  const developerFor = (key: string | null) => (key ? ids.get(key)! : null);
  for (const [index, demo] of DEMO_PROJECTS.entries()) {
    const createdAt = new Date(now.getTime() - demo.daysAgo * DAY);
    const project = await createProjectWithTimeline(db, {
      clientId: ids.get(demo.client)!,
      packageType: demo.packageType,
      developerId: developerFor(demo.developer),
      status: demo.status,
      createdAt,
    });
    if (demo.buildLink) await db.updateTable('projects').set({ buildLink: demo.buildLink }).where('id', '=', project.id).execute();
    await seedTimeline(db, project.id, demo.steps, developerFor(demo.developer), createdAt);
    await db
      .insertInto('checklistItems')
      .values(
        DEMO_CHECKLIST.map(({ title, description = null }, orderIndex) => ({
          projectId: project.id,
          title,
          description,
          orderIndex,
          isCompleted: demo.status === 'completed' || orderIndex < demo.steps.length,
        })),
      )
      .execute();
    if (demo.intake) await seedIntake(db, project.id, demo.intake, index);
    await seedMessages(db, project.id, ids.get(demo.client)!, developerFor(demo.developer), demo.intake, createdAt);
  }
}

async function seedTimeline(db: Kysely<Database>, projectId: string, statuses: string[], developerId: string | null, createdAt: Date) {
  for (const [i, status] of statuses.entries()) {
    const stepNumber = i + 1;
    const completedAt = new Date(createdAt.getTime() + (i + 2) * DAY);
    await db
      .updateTable('projectTimeline')
      .set({
        status: status as 'approved' | 'ready_for_approval',
        completedBy: developerId,
        completedAt,
        approvedDate: status === 'approved' ? new Date(completedAt.getTime() + DAY) : null,
      })
      .where('projectId', '=', projectId)
      .where('stepNumber', '=', stepNumber)
      .execute();
    // The developer handed every step but the content step over once: its first round, with the note.
    if (stepNumber === CONTENT_UPLOAD_STEP_NUMBER) continue;
    await db
      .insertInto('stepReviewRounds')
      .columns(['stepId', 'projectId', 'roundNumber', 'developerNote', 'previewLink', 'readyBy', 'readyAt'])
      .expression((eb) =>
        eb
          .selectFrom('projectTimeline as step')
          .innerJoin('projects', 'projects.id', 'step.projectId')
          .select([
            'step.id',
            'step.projectId',
            eb.val(1).as('roundNumber'),
            eb.val('Klaar om te bekijken via de previewlink.').as('developerNote'),
            'projects.buildLink',
            eb.val(developerId).as('readyBy'),
            eb.val(completedAt).as('readyAt'),
          ])
          .where('step.projectId', '=', projectId)
          .where('step.stepNumber', '=', stepNumber),
      )
      .execute();
  }
}

async function seedIntake(db: Kysely<Database>, projectId: string, status: 'submitted' | 'draft', index: number) {
  await db
    .insertInto('intakeForms')
    .values({
      projectId,
      status,
      hasExistingWebsite: index === 0,
      existingWebsiteUrl: index === 0 ? 'https://bakkerijvisser.nl' : null,
      servicesDescription: 'Ambachtelijk brood, taarten op bestelling en catering voor bedrijven.',
      hasLogo: true,
      logoUrl: null,
      hasDomain: true,
      domainRegistrar: 'TransIP',
      colorPalette: 'Warm bruin, crème en donkergroen',
      preferredFonts: 'Een klassieke schreefletter',
      exampleWebsites: 'https://www.voorbeeld-bakker.nl',
      targetAudience: 'Buurtbewoners en bedrijven in de regio',
      visitorGoals: 'Openingstijden vinden en taarten bestellen',
      requiredPages: 'Home, Assortiment, Over ons, Bestellen, Contact',
      hasContent: status === 'submitted',
      contentUrls: null,
      additionalNotes: null,
    })
    .execute();
}

/** The thread tells the project's story: what the client says of the intake is what the intake form holds. */
const CLIENT_OPENING: Record<'submitted' | 'draft' | 'none', string> = {
  submitted: 'Hoi! Ik heb het intakeformulier ingevuld. Laat maar weten als er iets ontbreekt.',
  draft: 'Hoi! Het intakeformulier is half ingevuld; de rest vul ik deze week aan.',
  none: 'Hoi! Ik vul het intakeformulier zo snel mogelijk in.',
};
const DEVELOPER_REPLY: Record<'submitted' | 'draft' | 'none', string> = {
  submitted: 'Dank je wel! Ik ga aan de slag met het ontwerp en laat je snel iets zien.',
  draft: 'Prima! Zodra het formulier compleet is, maak ik het ontwerp af.',
  none: 'Top, dan begin ik met het ontwerp zodra het intakeformulier binnen is.',
};

async function seedMessages(
  db: Kysely<Database>,
  projectId: string,
  clientId: string,
  developerId: string | null,
  intake: 'submitted' | 'draft' | null,
  createdAt: Date,
) {
  const story = intake ?? 'none';
  const messages = [
    { authorId: clientId, message: CLIENT_OPENING[story] },
    ...(developerId
      ? [
          { authorId: developerId, message: DEVELOPER_REPLY[story] },
          { authorId: developerId, message: 'Kun je de foto\'s van de winkel nog uploaden bij Projectvoortgang? Dan verwerk ik ze in de homepage.' },
        ]
      : []),
  ];
  await db
    .insertInto('projectUpdates')
    .values(messages.map((m, i) => ({ ...m, projectId, createdAt: new Date(createdAt.getTime() + (i + 1) * 3600_000) })))
    .execute();
}

async function seedCommerce(db: Transaction<Database>, ids: Map<string, string>, now: Date) {
  const modules = await db.insertInto('modules').values(DEMO_MODULES).returning(['id', 'title', 'price']).execute();
  const kapperProject = await db.selectFrom('projects').select('id').where('clientId', '=', ids.get('kapper')!).executeTakeFirstOrThrow();
  const bought = modules[2]!;
  await db.insertInto('modulePurchases').values({ projectId: kapperProject.id, moduleId: bought.id, title: bought.title, price: bought.price }).execute();

  const customers = [
    { key: 'bakkerij', status: 'valid' as const, last4: '4300', holder: 'Bakkerij Visser' },
    { key: 'kapper', status: 'valid' as const, last4: '3000', holder: 'M. el Amrani' },
    { key: 'yoga', status: 'pending' as const, last4: '7034', holder: 'L. de Boer' },
  ];
  for (const c of customers) {
    await db
      .insertInto('paymentCustomers')
      .values({
        userId: ids.get(c.key)!,
        providerCustomerId: `cst_demo_${c.key}`,
        mandateId: `mdt_demo_${c.key}`,
        mandateStatus: c.status,
        ibanLast4: c.last4,
        accountHolder: c.holder,
      })
      .execute();
  }

  await seedInvoices(db, ids, now);

  await db
    .insertInto('complaints')
    .values([
      // Open for five days: "Aandacht nodig" lists it.
      { userId: ids.get('yoga')!, subject: 'Reactietijd', description: 'Ik wacht al een week op antwoord over het ontwerp.', priority: 'high', createdAt: new Date(now.getTime() - 5 * 86_400_000) },
      {
        userId: ids.get('kapper')!, subject: 'Contactformulier', description: 'Berichten van het formulier komen in mijn spam terecht.',
        status: 'resolved', adminNotes: 'SPF-record aangepast; berichten komen nu goed aan.', resolvedAt: now,
      },
      { userId: ids.get('dev1')!, subject: 'Toegang hosting', description: 'Ik mis de inloggegevens van de hosting voor Fietsen bij Sanne.', status: 'in_progress' },
    ])
    .execute();
  // A mail the SMTP server refused after every try, for "Aandacht nodig" and the failed-mails counter.
  await db
    .insertInto('mailOutbox')
    .values({
      toAddress: 'lotte@yogalotte.nl', subject: 'Je factuur staat klaar', bodyText: 'Hallo,\n\nJe factuur staat klaar in het klantportaal.\n',
      status: 'failed', attempts: 10, lastError: '550 5.1.1 mailbox unavailable', createdAt: new Date(now.getTime() - 3 * 86_400_000),
    })
    .execute();
  // The demo client's own complaints: one answered and in progress, one resolved long ago.
  const bakkerijProject = await db.selectFrom('projects').select('id').where('clientId', '=', ids.get('bakkerij')!).orderBy('createdAt').executeTakeFirstOrThrow();
  await db
    .insertInto('complaints')
    .values([
      {
        userId: ids.get('bakkerij')!, subject: 'Foto\'s onscherp', description: 'De productfoto\'s op de homepage zien er op mijn telefoon wazig uit.',
        priority: 'low', projectId: bakkerijProject.id, status: 'in_progress', adminNotes: 'We leveren de foto\'s opnieuw aan in hogere resolutie.',
        createdAt: new Date(now.getTime() - 2 * 86_400_000),
      },
      {
        userId: ids.get('bakkerij')!, subject: 'Factuur dubbel ontvangen', description: 'Ik kreeg de factuur van oktober twee keer per e-mail.',
        status: 'resolved', adminNotes: 'Dubbele mail verwijderd; je betaalt maar één keer.', resolvedAt: new Date(now.getTime() - 10 * 86_400_000),
        createdAt: new Date(now.getTime() - 12 * 86_400_000),
      },
    ])
    .execute();
}

/** Fills an empty database with the demo agency, in one transaction. */
export async function seedDemoAgency(db: Kysely<Database>, now = new Date()): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await seedUsers(trx);
    await seedProjects(trx, ids, now);
    await seedCommerce(trx, ids, now);
  });
}

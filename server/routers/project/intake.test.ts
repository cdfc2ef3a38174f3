import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError, z } from 'zod';
import { nl } from '@/src/text/nl';
import { projectText } from '@/src/text/nl/project';
import { intakeText as intakeWords } from '@/src/text/nl/intake-form';
import { callerFor, createTestEnv, createTestUser, type TestEnv, createTestProject } from '@/server/testing/harness';
import { intakeInput, rejection, shownMessage } from '@/server/testing/client-fixtures';

let env: TestEnv;
beforeAll(async () => {
  env = await createTestEnv();
});
afterAll(() => env.close());

async function clientWithProject(developerId: string | null = null) {
  const user = await createTestUser(env.services, { role: 'client' });
  const project = await createTestProject(env.services, { clientId: user.id, packageType: 'website', developerId });
  return { user, project, caller: await callerFor(env.services, user) };
}

function storedForms(projectId: string) {
  return env.services.db.selectFrom('intakeForms').selectAll().where('projectId', '=', projectId).execute();
}

describe('project.intake.get', () => {
  it('answers null before anything is saved and the form afterwards', async () => {
    const { project, caller } = await clientWithProject();
    expect(await caller.project.intake.get({ projectId: project.id })).toBeNull();
    await caller.project.intake.save({ projectId: project.id, submit: true, ...intakeInput() });
    const form = await caller.project.intake.get({ projectId: project.id });
    expect(form).toMatchObject({
      status: 'submitted',
      hasExistingWebsite: true,
      existingWebsiteUrl: 'https://www.bakkerijdevries.nl',
      domainRegistrar: 'TransIP',
      preferredFonts: null,
    });
  });

  it("answers NOT_FOUND for another client's project", async () => {
    const owner = await clientWithProject();
    await owner.caller.project.intake.save({ projectId: owner.project.id, submit: true, ...intakeInput() });
    const other = await clientWithProject();
    const error = await rejection(other.caller.project.intake.get({ projectId: owner.project.id }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toBe(projectText.project.notFound);
  });

  it('lets the assigned developer read the form but not save it, and hides it from another developer', async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    const { project, caller: owner } = await clientWithProject(developer.id);
    await owner.project.intake.save({ projectId: project.id, submit: true, ...intakeInput() });
    const asDeveloper = await callerFor(env.services, developer);
    expect(await asDeveloper.project.intake.get({ projectId: project.id })).toMatchObject({ status: 'submitted', colorPalette: intakeInput().colorPalette });
    const save = asDeveloper.project.intake.save({ projectId: project.id, submit: false, ...intakeInput() });
    expect((await rejection(save)).code).toBe('FORBIDDEN');
    const otherDeveloper = await callerFor(env.services, await createTestUser(env.services, { role: 'developer' }));
    const hidden = await rejection(otherDeveloper.project.intake.get({ projectId: project.id }));
    expect(hidden.code).toBe('NOT_FOUND');
    expect(hidden.message).toBe(projectText.project.notFound);
  });
});

describe('project.intake.save', () => {
  it('submits on the first save and then makes the form read-only', async () => {
    const { project, caller } = await clientWithProject();
    expect(await caller.project.intake.save({ projectId: project.id, submit: true, ...intakeInput() })).toEqual({
      status: 'submitted',
      created: true,
    });
    for (const submit of [true, false]) {
      const error = await rejection(
        caller.project.intake.save({ projectId: project.id, submit, ...intakeInput({ colorPalette: 'Fel roze' }) }),
      );
      expect(error.code).toBe('PRECONDITION_FAILED');
      expect(error.message).toBe(intakeWords.intake.alreadySubmitted);
    }
    const forms = await storedForms(project.id);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({ status: 'submitted', colorPalette: 'Warm bruin en crème' });
  });

  it('keeps a draft editable until it is submitted', async () => {
    const { project, caller } = await clientWithProject();
    const projectId = project.id;
    expect(await caller.project.intake.save({ projectId, submit: false, ...intakeInput() })).toEqual({ status: 'draft', created: true });
    expect(await caller.project.intake.save({ projectId, submit: false, ...intakeInput({ colorPalette: 'Blauw' }) })).toEqual({
      status: 'draft',
      created: false,
    });
    expect((await storedForms(projectId))[0]).toMatchObject({ status: 'draft', colorPalette: 'Blauw' });
    expect(await caller.project.intake.save({ projectId, submit: true, ...intakeInput({ colorPalette: 'Groen' }) })).toEqual({
      status: 'submitted',
      created: false,
    });
    const forms = await storedForms(projectId);
    expect(forms).toHaveLength(1);
    expect(forms[0]).toMatchObject({ status: 'submitted', colorPalette: 'Groen' });
  });

  it('saves a partly filled draft, which can be completed and submitted later', async () => {
    const { project, caller } = await clientWithProject();
    const projectId = project.id;
    expect(
      await caller.project.intake.save({ projectId, submit: false, hasExistingWebsite: true, existingWebsiteUrl: 'bakkerij.nl', colorPalette: ' Blauw ' }),
    ).toEqual({ status: 'draft', created: true });
    expect(await caller.project.intake.get({ projectId })).toMatchObject({
      status: 'draft',
      hasExistingWebsite: true,
      existingWebsiteUrl: 'https://bakkerij.nl',
      colorPalette: 'Blauw',
      servicesDescription: null,
      hasLogo: null,
    });
    expect(await caller.project.intake.save({ projectId, submit: true, ...intakeInput() })).toEqual({ status: 'submitted', created: false });
    expect((await storedForms(projectId))[0]).toMatchObject({ status: 'submitted', servicesDescription: 'Brood en banket' });
  });

  it('refuses to submit an incomplete draft, with a message for each missing answer, and keeps the draft', async () => {
    const { project, caller } = await clientWithProject();
    const projectId = project.id;
    await caller.project.intake.save({ projectId, submit: false, colorPalette: 'Blauw' });
    const error = await rejection(caller.project.intake.save({ projectId, submit: true, colorPalette: 'Groen', hasDomain: true }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toBe(nl.validation.required);
    expect(error.cause).toBeInstanceOf(ZodError);
    const fields = z.flattenError(error.cause as ZodError).fieldErrors as Record<string, string[]>;
    expect(Object.keys(fields).sort()).toEqual(
      ['domainRegistrar', 'hasContent', 'hasExistingWebsite', 'hasLogo', 'requiredPages', 'servicesDescription', 'targetAudience', 'visitorGoals'],
    );
    expect((await storedForms(projectId))[0]).toMatchObject({ status: 'draft', colorPalette: 'Blauw' });
  });

  it('refuses a draft with a logo link that is not a web address', async () => {
    const { project, caller } = await clientWithProject();
    const error = await rejection(caller.project.intake.save({ projectId: project.id, submit: false, hasLogo: true, logoUrl: 'zie mail' }));
    expect(error.code).toBe('BAD_REQUEST');
    expect(shownMessage(error)).toBe(nl.validation.urlInvalid);
    expect(await storedForms(project.id)).toHaveLength(0);
  });

  it('clears the follow-up field of a question answered "no"', async () => {
    const { project, caller } = await clientWithProject();
    await caller.project.intake.save({
      projectId: project.id,
      submit: true,
      ...intakeInput({ hasLogo: false, logoUrl: 'https://example.nl/oud-logo.png', hasDomain: false, domainRegistrar: 'TransIP' }),
    });
    expect((await storedForms(project.id))[0]).toMatchObject({ hasLogo: false, logoUrl: null, hasDomain: false, domainRegistrar: null });
  });

  it('refuses missing required fields and a wrong URL with the Dutch messages, storing nothing', async () => {
    const { project, caller } = await clientWithProject();
    const missing = await rejection(
      caller.project.intake.save({ projectId: project.id, submit: true, ...intakeInput({ servicesDescription: '  ' }) }),
    );
    expect(missing.code).toBe('BAD_REQUEST');
    expect(shownMessage(missing)).toBe(nl.validation.required);
    const badUrl = await rejection(
      caller.project.intake.save({ projectId: project.id, submit: true, ...intakeInput({ existingWebsiteUrl: 'geen url' }) }),
    );
    expect(shownMessage(badUrl)).toBe(nl.validation.urlInvalid);
    expect(await storedForms(project.id)).toHaveLength(0);
  });

  it('settles two simultaneous first submissions into one row and one clear answer', async () => {
    const { project, caller } = await clientWithProject();
    const results = await Promise.allSettled([
      caller.project.intake.save({ projectId: project.id, submit: true, ...intakeInput() }),
      caller.project.intake.save({ projectId: project.id, submit: true, ...intakeInput() }),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason.message).toBe(intakeWords.intake.alreadySubmitted);
    expect(await storedForms(project.id)).toHaveLength(1);
  });

  it("answers NOT_FOUND for another client's project and stores nothing", async () => {
    const owner = await clientWithProject();
    const other = await clientWithProject();
    const error = await rejection(other.caller.project.intake.save({ projectId: owner.project.id, submit: true, ...intakeInput() }));
    expect(error.code).toBe('NOT_FOUND');
    expect(await storedForms(owner.project.id)).toHaveLength(0);
  });

  it('refuses a developer', async () => {
    const developer = await createTestUser(env.services, { role: 'developer' });
    const { project } = await clientWithProject(developer.id);
    const caller = await callerFor(env.services, developer);
    const error = await rejection(caller.project.intake.save({ projectId: project.id, submit: true, ...intakeInput() }));
    expect(error.code).toBe('FORBIDDEN');
  });
});

import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_USERS } from '@/server/cli/seed-data';
import { onboardWithWebsite, registerAccount, uniqueEmail } from './accounts';
import { browserPerTest, expectPath, expectVisible, heading, login, loginAt, newContext, WAIT_MS } from './browser';
import { mailCount, waitForMail } from './mailbox';
import { codeFor, setUpTwoStep, totpCode } from './two-step';

// The second step cannot be turned against its owner and every change is on the record: turning it on asks the password and mails;
// an admin's reset of a developer's second step signs them out, mails them and shows in the activity log.

const ADMIN = DEMO_USERS.find((user) => user.role === 'admin')!;

async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Inloggen' }).click();
}

async function activityRows(page: Page): Promise<string[]> {
  const rows = page.getByTestId('activity-table').locator('tbody tr');
  return (await rows.allInnerTexts()).map((row) => row.replace(/\s+/g, ' ').trim());
}

describe('the second step', () => {
  let browser: Browser;
  let page: Page;
  browserPerTest((opened) => ({ browser, page } = opened));

  it('a client turns on two-step sign-in, which asks the password, and is mailed about it', async () => {
    const account = { fullName: 'Tess Tweestap', email: uniqueEmail('tweestap'), password: 'Molenwiek-aan-de-Vecht' };
    await registerAccount(page, account);
    await onboardWithWebsite(page, account);
    await page.goto('/account?sectie=beveiliging');
    await page.getByTestId('two-step-card').getByRole('link', { name: 'Tweestapsverificatie instellen' }).click();
    await expectPath(page, '/two-step');

    // The code alone does not do it: the password is asked, and a wrong one is refused.
    const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s/g, '');
    await page.getByLabel('Code', { exact: true }).fill(totpCode(secret));
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expectVisible(page.getByText('Vul je huidige wachtwoord in'));
    await page.getByLabel('Huidig wachtwoord', { exact: true }).fill('Raad-eens-wat');
    await page.getByRole('button', { name: 'Bevestigen' }).click();
    await expectVisible(page.getByText('Je huidige wachtwoord klopt niet'));
    await expectPath(page, '/two-step');

    const mailsBefore = mailCount();
    const { recoveryCodes } = await setUpTwoStep(page, account.email, account.password);
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'Ik heb ze bewaard, verder' }).click();
    await expectPath(page, '/account');
    await expectVisible(page.getByTestId('two-step-card').getByText('Aan', { exact: true }));

    const mail = await waitForMail(account.email, mailsBefore);
    expect(mail.subject).toBe('Tweestapsverificatie staat aan voor je account');
    const link = /(\S+\/account#sessies)/.exec(mail.text)?.[1];
    expect(link, mail.text).toBeDefined();
    await page.goto(link!);
    await expectVisible(page.locator('#sessies').getByText('dit apparaat', { exact: true }));

    // From now on the password is followed by a code.
    await page.context().clearCookies();
    await signInWithPassword(page, account.email, account.password);
    await expectVisible(heading(page, 'Code invullen'));
    await page.getByLabel('Code', { exact: true }).fill(await codeFor(account.email));
    await page.getByRole('button', { name: 'Inloggen', exact: true }).click();
    await expectPath(page, '/');
  }, 120_000);

  it("an admin resets a developer's second step, which signs them out and mails them, and finds it in the activity log", async () => {
    // A new colleague registers, the admin makes them a developer, and they set up the second step.
    const colleague = { fullName: 'Ruben Reset', email: uniqueEmail('reset-developer'), password: 'Fietsbel-op-de-Dam' };
    await registerAccount(page, colleague);
    await page.context().clearCookies();
    const adminContext = await newContext(browser, 1280, 800);
    try {
      const admin = await adminContext.newPage();
      await loginAt(admin, `/admin/users?q=${encodeURIComponent(colleague.email)}`, ADMIN.email);
      await admin.getByRole('combobox', { name: `Rol van ${colleague.fullName}` }).click();
      await admin.getByRole('option', { name: 'Developer' }).click();
      await expectVisible(admin.getByText('Rol succesvol bijgewerkt!'));

      // The first sign-in as a developer sets the second step up (with the password again).
      await login(page, colleague.email, colleague.password);
      await expectVisible(heading(page, 'Developer Dashboard'));

      const mailsBefore = mailCount();
      await admin.reload();
      await admin.getByRole('button', { name: `Tweestapsverificatie resetten voor ${colleague.fullName}` }).click();
      await admin.getByRole('dialog').getByRole('button', { name: 'Tweestapsverificatie resetten' }).click();
      await expectVisible(admin.getByText('Tweestapsverificatie gereset', { exact: true }));

      // The developer is signed out and told (the mail of setting it up may still be on its way); at the next sign-in they set it up again.
      await waitForMail(colleague.email, mailsBefore, 'Je tweestapsverificatie is gereset');
      await page.goto('/account');
      await expectPath(page, '/auth');
      await signInWithPassword(page, colleague.email, colleague.password);
      await expectPath(page, '/two-step');

      // The log names who did it, and the admin finds it by its words and by the developer's name.
      await admin.goto('/admin/activity');
      await expectVisible(heading(admin, 'Activiteitenlog'));
      for (const search of ['gereset', colleague.fullName]) {
        await admin.getByRole('searchbox').fill(search);
        await expect.poll(() => new URL(admin.url()).searchParams.get('q'), { timeout: WAIT_MS }).toBe(search);
        await expect
          .poll(async () => (await activityRows(admin)).find((row) => row.includes('Tweestapsverificatie gereset door een beheerder')), { timeout: WAIT_MS })
          .toContain(ADMIN.fullName);
      }
    } finally {
      await adminContext.close();
    }
  }, 180_000);
});

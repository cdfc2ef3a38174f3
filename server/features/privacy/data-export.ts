import { TRPCError } from '@trpc/server';
import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import yazl from 'yazl';
import { formatDateTime } from '@/src/dates';
import { firstName } from '@/src/domain/profile';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { recordActivity, type ActivitySource } from '@/db/queries/activity';
import { claimDataExport, collectPersonalData, failDataExport, finishDataExport, insertDataExport } from '@/db/queries/data-export';
import { loadInvoiceDocument } from '@/db/queries/invoice-documents';
import { composeMail } from '@/server/features/mails/compose';
import type { Services } from '@/server/services';

/** A build that went quiet this long (its process stopped) is taken over by the next run. */
export const EXPORT_STALE_MS = 15 * 60 * 1000;

/** "Mijn gegevens downloaden": one export at a time, built in the background. */
export async function requestDataExport(services: Services, log: FastifyBaseLogger, userId: string, source: ActivitySource) {
  const created = await services.db.transaction().execute(async (trx) => {
    const row = await insertDataExport(trx, userId);
    if (!row) throw new TRPCError({ code: 'CONFLICT', message: privacyWords.dataExport.alreadyRunning });
    await recordActivity(trx, source, { kind: 'data_export_requested', subjectUserId: userId, subjectId: row.id });
    return row;
  });
  services.tasks.run('data export', async () => void (await buildDataExports(services, log)));
  return created;
}

/** Builds every export waiting, one at a time; several instances each take their own (SKIP LOCKED). */
export async function buildDataExports(services: Services, log: FastifyBaseLogger): Promise<number> {
  let built = 0;
  for (;;) {
    const claimed = await claimDataExport(services.db, services.clock.now(), EXPORT_STALE_MS);
    if (!claimed) return built;
    try {
      await buildOne(services, log, claimed);
      built++;
    } catch (err) {
      log.error({ err, exportId: claimed.id }, 'data export failed');
      await failDataExport(services.db, claimed.id);
    }
  }
}

const safeName = (name: string) => name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'bestand';

async function buildOne(services: Services, log: FastifyBaseLogger, claimed: { id: string; userId: string }) {
  const { db, storage, config } = services;
  const data = await collectPersonalData(db, claimed.userId);
  if (!data.account) throw new Error('account gone before its export was built');
  const zip = new yazl.ZipFile();
  // yazl's output is a PassThrough; its types name the web stream interface.
  const output = zip.outputStream as unknown as Readable;
  // An unreadable file ends the ZIP with its error, so the storage write fails and leaves nothing. The adapter may still be preparing
  // then, so the error is kept here and thrown from the write, never left on a stream nobody listens to yet.
  let zipError: Error | undefined;
  zip.on('error', (err: Error) => {
    zipError = err;
    output.destroy(err);
  });
  output.on('error', () => undefined);
  const now = services.clock.now();
  zip.addBuffer(Buffer.from(privacyWords.dataExport.readme(data.account.fullName ?? data.account.email, formatDateTime(now)), 'utf8'), 'README.txt');
  const json = (name: string, value: unknown) => zip.addBuffer(Buffer.from(JSON.stringify(value, null, 2), 'utf8'), `gegevens/${name}.json`);
  json('profiel', data.account);
  json('projecten', data.projects);
  json('intake', data.intake);
  json('tijdlijn', data.timeline);
  json('akkoorden', data.signOffs);
  json('beoordelingsrondes', data.review.rounds);
  // Each pin with the name of its screenshot in the ZIP, when the stored object is there.
  const screenshotName = (pin: (typeof data.review.pins)[number]) =>
    `opmerkingen/${pin.projectId.slice(0, 8)}/${pin.stepId.slice(0, 8)}-opmerking-${pin.number}.${pin.screenshotType === 'image/png' ? 'png' : 'jpg'}`;
  const screenshots = new Map<string, { key: string; name: string }>();
  for (const pin of data.review.pins) {
    if (pin.screenshotKey && (await storage.exists(pin.screenshotKey))) screenshots.set(pin.id, { key: pin.screenshotKey, name: screenshotName(pin) });
  }
  json('opmerkingen', data.review.pins.map(({ screenshotKey: _key, screenshotType: _type, ...pin }) => ({ ...pin, screenshot: screenshots.get(pin.id)?.name ?? null })));
  json('opmerking-reacties', data.review.replies);
  json('berichten', data.messages);
  // A file whose stored object is gone (removed by hand, lost with a bucket) is listed, not copied.
  const present = new Set<string>();
  for (const file of data.files) if (await storage.exists(file.filePath)) present.add(file.id);
  json('bestanden', data.files.map(({ filePath: _key, ...file }) => ({ ...file, inExport: present.has(file.id) })));
  json('klachten', data.complaints);
  json('aankopen', data.purchases);
  json('facturen', data.invoices);
  json('offertes', data.quotes);
  json('activiteit', data.activity);
  // The PDF library loads with the first export, not with every server.
  const { buildInvoicePdf } = await import('@/src/pdf/invoice-pdf');
  for (const invoice of data.invoices) {
    const document = await loadInvoiceDocument(db, invoice, config.invoicing.agency);
    zip.addBuffer(Buffer.from(buildInvoicePdf(document).output('arraybuffer')), `facturen/${safeName(invoice.invoiceNumber)}.pdf`);
  }
  // Each file is opened only when the ZIP reaches it: one stored object is read at a time.
  for (const file of data.files) {
    if (!present.has(file.id)) continue;
    zip.addReadStreamLazy(`bestanden/${file.projectId.slice(0, 8)}/${file.id.slice(0, 8)}-${safeName(file.fileName)}`, { compress: false }, (done) => {
      storage.get(file.filePath).then((object) => done(null, object.body), (err: Error) => done(err, undefined as never));
    });
  }
  for (const { key, name } of screenshots.values()) {
    zip.addReadStreamLazy(name, { compress: false }, (done) => {
      storage.get(key).then((object) => done(null, object.body), (err: Error) => done(err, undefined as never));
    });
  }
  zip.end();
  const key = `exports/${claimed.userId}/${claimed.id}.zip`;
  const { size } = await storage.putStream(key, output, { contentType: 'application/zip' }).catch((err: unknown) => {
    throw zipError ?? err;
  });
  await finishDataExport(db, claimed.id, { storageKey: key, sizeBytes: size, now, expiresAt: new Date(now.getTime() + config.retention.exportMs) });
  const text = privacyWords.dataExport;
  await services.mailer
    .send({
      to: data.account.email,
      subject: text.mailSubject,
      text: composeMail(firstName(data.account.fullName), [text.mailBody], { label: text.mailLink, url: `${config.appUrl}/api/exports/${claimed.id}` }),
    })
    .catch((err: unknown) => log.error({ err }, 'data export mail failed'));
}

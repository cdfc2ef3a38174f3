// Test data for the progress page: a client's project with its timeline, real file samples
// (the smallest bytes each format's magic check accepts) and a hand-built multipart body.
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { startRound } from '@/db/queries/review-rounds';
import { markStepReady as markReadyQuery } from '@/db/queries/timeline';
import type { Services } from '@/server/services';
import { createTestProject } from './harness';

export async function projectFor(services: Services, client: { id: string }, developer?: { id: string }) {
  const project = await createTestProject(services, {
    clientId: client.id,
    packageType: 'website',
    developerId: developer?.id ?? null,
  });
  const steps = await services.db
    .selectFrom('projectTimeline')
    .select(['id', 'stepNumber'])
    .where('projectId', '=', project.id)
    .orderBy('stepNumber')
    .execute();
  const stepId = (stepNumber: number) => steps.find((step) => step.stepNumber === stepNumber)!.id;
  return { project, stepId };
}

/**
 * The developer's "gereed melden" through project.timeline.markReady's queries (completed_by, completed_at, the round with the
 * note), for tests that need a step awaiting approval.
 */
export async function markStepReady(services: Services, stepId: string, developerNotes: string | null = null) {
  const { projectId, developerId } = await services.db
    .selectFrom('projectTimeline')
    .innerJoin('projects', 'projects.id', 'projectTimeline.projectId')
    .select(['projects.id as projectId', 'projects.developerId'])
    .where('projectTimeline.id', '=', stepId)
    .executeTakeFirstOrThrow();
  if (!developerId) throw new Error('Only the assigned developer marks a step ready; give the project a developer first.');
  return services.db.transaction().execute(async (trx) => {
    const now = new Date();
    const step = await markReadyQuery(trx, projectId, stepId, developerId, now);
    if (!step) throw new Error(`Step ${stepId} is not pending, so it cannot be marked ready.`);
    const round = await startRound(trx, step, { id: developerId, note: developerNotes }, now);
    return { ...step, round };
  });
}

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
export const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
export const JPG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9]);
/** The OLE compound-file header every legacy .doc starts with, padded to one sector. */
/** Where a client's pin sits on the preview: its order button, with a screenshot (the smallest JPEG). */
export const pinOnOrderButton = (overrides: Record<string, unknown> = {}) => ({
  target: 'page' as const,
  path: '/',
  selector: '#bestel',
  textFallback: 'Bestel nu',
  elementRole: 'button' as const,
  elementName: 'Bestel nu',
  xFraction: 0.5,
  yFraction: 0.5,
  viewportWidth: 1440,
  viewportHeight: 900,
  screenshot: `data:image/jpeg;base64,${JPG.toString('base64')}` as string | null,
  ...overrides,
});

export const DOC = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
export const TXT = Buffer.from('Welkom bij Bakkerij de Vries – vers brood, élke dag.\n');

/** A zip archive with stored (uncompressed) entries. */
function zip(entries: { name: string; content: string }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const data = Buffer.from(entry.content);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export const DOCX = zip([
  {
    name: '[Content_Types].xml',
    content:
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  },
  { name: 'word/document.xml', content: '<w:document/>' },
]);
export const PLAIN_ZIP = zip([{ name: 'notes.txt', content: 'geen Word' }]);

export interface FilePart {
  fileName: string;
  content: Buffer | string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it (UTF-8 file names, one part per file). */
export function multipartBody(files: FilePart[]) {
  const boundary = `----klantportaal${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const file of files) {
    const escapedName = file.fileName.replace(/\\/g, '\\\\').replace(/"/g, '\\"');
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${escapedName}"\r\n` +
          `Content-Type: ${file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

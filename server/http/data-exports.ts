import type { FastifyPluginAsync } from 'fastify';
import { idSchema } from '@/src/schemas/fields';
import { nl } from '@/src/text/nl';
import { privacyText as privacyWords } from '@/src/text/nl/privacy';
import { findDownloadableExport } from '@/db/queries/data-export';
import type { Services } from '@/server/services';
import { StorageNotFoundError } from '@/server/storage/index';
import { resolveRequestUser } from './session';

// The download of a data export: signed in as the person it belongs to, within its 7 days.
// Another person's export, an expired one and a missing one answer alike (404).

const isId = (value: string) => idSchema().safeParse(value).success;

export const dataExportRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  resolveRequestUser(app, services);

  app.get<{ Params: { exportId: string } }>('/api/exports/:exportId', async (request, reply) => {
    const user = request.user;
    if (!user) return reply.code(401).send({ error: { message: nl.auth.notSignedIn } });
    const { exportId } = request.params;
    const found = isId(exportId) ? await findDownloadableExport(services.db, user.id, exportId, services.clock.now()) : undefined;
    if (!found?.storageKey) return reply.code(404).send({ error: { message: privacyWords.dataExport.notFound } });
    let object;
    try {
      object = await services.storage.get(found.storageKey);
    } catch (err) {
      request.log.error({ err, exportId }, err instanceof StorageNotFoundError ? 'export row without its file' : 'storage unreachable for an export');
      return reply.code(err instanceof StorageNotFoundError ? 404 : 503).send({ error: { message: err instanceof StorageNotFoundError ? privacyWords.dataExport.notFound : nl.generic.serviceUnavailable } });
    }
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', 'attachment; filename="mijn-gegevens.zip"')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    if (object.size !== undefined) reply.header('content-length', object.size);
    return reply.send(object.body);
  });
};

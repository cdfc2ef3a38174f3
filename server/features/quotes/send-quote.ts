import type { FastifyBaseLogger } from 'fastify';
import type { ActivitySource } from '@/db/queries/activity';
import type { Actor } from '@/db/queries/projects';
import type { Services } from '@/server/services';

export async function sendQuote(_services: Services, _actor: Actor, _id: string, _source: ActivitySource, _log: FastifyBaseLogger): Promise<{ id: string; status: 'verzonden'; sentAt: Date }> {
  throw new Error('not built yet');
}

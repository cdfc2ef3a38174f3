import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { TRPCError } from '@trpc/server';
import { todayInAmsterdam } from '@/src/dates';
import { quoteFileName } from '@/src/domain/quotes';
import { idSchema } from '@/src/schemas/fields';
import { nl } from '@/src/text/nl';
import { quotesText as t } from '@/src/text/nl/quotes';
import { findQuote, findQuoteByTokenHash, type QuoteRow } from '@/db/queries/quotes';
import type { Services } from '@/server/services';
import { StorageNotFoundError } from '@/server/storage/index';
import { hashToken } from '@/server/auth/tokens';
import { openQuoteByToken } from '@/server/features/quotes/public-quote';
import { readQuotePdf, signedQuotePdf } from '@/server/features/quotes/quote-files';
import { resolveRequestUser } from './session';

// By the link's token: the quote as sent while open, the signed one once accepted until its valid-until date. By id with a session:
// whoever quotesVisibleTo lets reach it. Anything else answers the same 404, with one message.

const isId = (value: string) => idSchema().safeParse(value).success;
const TOKEN_MAX_LENGTH = 200;

function notFound(reply: FastifyReply) {
  return reply.code(404).send({ error: { message: t.errors.notFound } });
}

function sendPdf(reply: FastifyReply, bytes: Uint8Array, fileName: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('content-length', bytes.byteLength)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
}

async function sendStoredPdf(services: Services, request: FastifyRequest, reply: FastifyReply, quote: Pick<QuoteRow, 'id' | 'quoteNumber' | 'pdfKey'>) {
  if (!quote.pdfKey) return notFound(reply);
  try {
    return sendPdf(reply, await readQuotePdf(services.storage, quote.pdfKey), quoteFileName(quote.quoteNumber));
  } catch (err) {
    const missing = err instanceof StorageNotFoundError;
    request.log.error({ err, quoteId: quote.id }, missing ? 'quote without its PDF' : 'storage unreachable for a quote PDF');
    return reply.code(missing ? 404 : 503).send({ error: { message: missing ? t.errors.pdfMissing : nl.generic.serviceUnavailable } });
  }
}

async function sendSignedPdf(services: Services, reply: FastifyReply, quote: QuoteRow | undefined) {
  const bytes = quote ? await signedQuotePdf(services.db, quote) : null;
  if (!quote || !bytes) return notFound(reply);
  return sendPdf(reply, bytes, quoteFileName(quote.quoteNumber, true));
}

type TokenRoute = { Params: { token: string } };
type IdRoute = { Params: { quoteId: string } };

export const quoteDownloadRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  app.get<TokenRoute>('/api/offerte/:token/pdf', async (request, reply) => {
    const { token } = request.params;
    if (token.length > TOKEN_MAX_LENGTH) return notFound(reply);
    try {
      return await sendStoredPdf(services, request, reply, await openQuoteByToken(services.db, token, services.clock.now()));
    } catch (error) {
      if (error instanceof TRPCError && error.code === 'NOT_FOUND') return notFound(reply);
      throw error;
    }
  });

  app.get<TokenRoute>('/api/offerte/:token/signed-pdf', async (request, reply) => {
    const { token } = request.params;
    if (token.length > TOKEN_MAX_LENGTH) return notFound(reply);
    const quote = await findQuoteByTokenHash(services.db, hashToken(token));
    // The link still serves the signed PDF until the valid-until date; later the client's account does.
    const current = quote && quote.validUntil >= todayInAmsterdam(services.clock.now()) ? quote : undefined;
    return sendSignedPdf(services, reply, current);
  });

  await app.register(async (signedIn) => {
    resolveRequestUser(signedIn, services);

    signedIn.get<IdRoute>('/api/quotes/:quoteId/pdf', async (request, reply) => {
      if (!request.user) return reply.code(401).send({ error: { message: nl.auth.notSignedIn } });
      const quote = isId(request.params.quoteId) ? await findQuote(services.db, request.user, request.params.quoteId) : undefined;
      return quote ? sendStoredPdf(services, request, reply, quote) : notFound(reply);
    });

    signedIn.get<IdRoute>('/api/quotes/:quoteId/signed-pdf', async (request, reply) => {
      if (!request.user) return reply.code(401).send({ error: { message: nl.auth.notSignedIn } });
      const quote = isId(request.params.quoteId) ? await findQuote(services.db, request.user, request.params.quoteId) : undefined;
      return sendSignedPdf(services, reply, quote);
    });
  });
};

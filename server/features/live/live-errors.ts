import { TRPCError } from '@trpc/server';
import { nl } from '@/src/text/nl';

/**
 * How open streams end when this instance stops: a retryable 503, so browsers reconnect (to
 * another instance behind the proxy) and catch up from their last event.
 */
export function liveStreamsEnded(): Error {
  return new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: nl.generic.serviceUnavailable });
}

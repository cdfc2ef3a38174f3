import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { nl } from '@/src/text/nl';

interface ErrorShape {
  code: number;
  message: string;
  data: { code: string; httpStatus: number };
}

/** An error shape turned into SERVICE_UNAVAILABLE (HTTP 503) with the Dutch retry-later message. */
export function serviceUnavailable<T extends ErrorShape>(shape: T): T {
  return {
    ...shape,
    code: TRPC_ERROR_CODES_BY_KEY.SERVICE_UNAVAILABLE,
    message: nl.generic.serviceUnavailable,
    data: { ...shape.data, code: 'SERVICE_UNAVAILABLE', httpStatus: 503 },
  };
}

import type { Context } from '@/server/trpc/context';
import type { PublicQuote } from '@/src/schemas/quote-answers';

export async function viewQuote(_ctx: Context, _token: string): Promise<PublicQuote> {
  throw new Error('not built yet');
}

export async function declineQuote(_ctx: Context, _input: { token: string; reason: string | null }): Promise<{ status: 'afgewezen' }> {
  throw new Error('not built yet');
}

import type { Context } from '@/server/trpc/context';

export async function acceptQuote(_ctx: Context, _input: { token: string; fullName: string; agree: true }): Promise<{ status: 'geaccepteerd'; signedPdfUrl: string; newAccount: boolean }> {
  throw new Error('not built yet');
}

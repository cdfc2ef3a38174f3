import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import { olderThan } from './keyset';

// The communication thread of one project (project_updates), with the author's name and email.

function messagesWithAuthor(db: Kysely<Database>) {
  return db
    .selectFrom('projectUpdates as message')
    .leftJoin('profiles as author', 'author.id', 'message.authorId')
    .select([
      'message.id',
      'message.projectId',
      'message.message',
      'message.createdAt',
      'message.authorId',
      'author.fullName as authorName',
      'author.email as authorEmail',
    ]);
}

type MessageRow = Awaited<ReturnType<ReturnType<typeof messagesWithAuthor>['executeTakeFirstOrThrow']>>;

export interface ProjectMessage {
  id: string;
  projectId: string;
  message: string;
  createdAt: Date;
  /** null when the author's account was removed. */
  author: { id: string; fullName: string | null; email: string } | null;
}

// One literal per row: V8 copies `{ ...rest }` and `{ ...row, more }` through the runtime, key by key.
function toProjectMessage(row: MessageRow): ProjectMessage {
  const { authorId, authorEmail } = row;
  return {
    id: row.id,
    projectId: row.projectId,
    message: row.message,
    createdAt: row.createdAt,
    author: authorId && authorEmail ? { id: authorId, fullName: row.authorName, email: authorEmail } : null,
  };
}

/** Newest first (spec 7), one page: the `limit` messages before the one with id `before`, if given. */
export async function listProjectMessages(
  db: Kysely<Database>,
  projectId: string,
  page: { limit: number; before?: string | null },
): Promise<ProjectMessage[]> {
  const query = messagesWithAuthor(db).where('message.projectId', '=', projectId);
  const rows = await (page.before ? query.where(olderThan('projectUpdates', 'message', page.before)) : query)
    .orderBy('message.createdAt', 'desc')
    .orderBy('message.id', 'desc')
    .limit(page.limit)
    .execute();
  return rows.map(toProjectMessage);
}

export async function findProjectMessage(db: Kysely<Database>, messageId: string): Promise<ProjectMessage | undefined> {
  const row = await messagesWithAuthor(db).where('message.id', '=', messageId).executeTakeFirst();
  return row && toProjectMessage(row);
}

export async function insertProjectMessage(
  db: Kysely<Database>,
  input: { projectId: string; authorId: string; message: string },
): Promise<ProjectMessage> {
  const { id } = await db.insertInto('projectUpdates').values(input).returning('id').executeTakeFirstOrThrow();
  const message = await findProjectMessage(db, id);
  if (!message) throw new Error(`Message ${id} vanished after insert`);
  return message;
}

/** Several messages by id (the thread's live events), in no particular order. */
export async function findProjectMessages(db: Kysely<Database>, messageIds: readonly string[]): Promise<ProjectMessage[]> {
  if (messageIds.length === 0) return [];
  const rows = await messagesWithAuthor(db).where('message.id', 'in', messageIds).execute();
  return rows.map(toProjectMessage);
}

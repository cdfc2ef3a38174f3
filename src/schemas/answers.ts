// Output schemas for procedures that answer with rows about other people (activity, notifications, messages, sessions, invoiced
// clients), written out so a column a query picks up later never leaves the server unnoticed.
import { z } from './zod';
import { ACTIVITY_KINDS } from '@/src/domain/activity-kinds';
import { ROLES } from '@/src/domain/statuses';
import { PEPPOL_OBSTACLES } from '@/src/domain/e-invoice';
import { PACKAGE_TYPES } from '@/src/domain/packages';

const activityBase = {
  id: z.number(),
  kind: z.enum(ACTIVITY_KINDS),
  sentence: z.string(),
  createdAt: z.date(),
  /** The person as the page names them ("Het team", a first name, "Systeem", "Verwijderde gebruiker"). */
  who: z.string(),
  actorRole: z.enum(ROLES).nullable(),
  projectId: z.string().nullable(),
};

/**
 * /activiteit: one's own account and projects. Staff's rows carry no id, full name or network;
 * only the caller's own rows carry the network they acted from.
 */
export const ownActivityAnswer = z.object({
  items: z.array(z.object({ ...activityBase, network: z.string().nullable() })),
  total: z.number(),
});

/** The admin's log and a project's history, for staff: who, from where, on which record. */
export const staffActivityAnswer = z.object({
  items: z.array(
    z.object({
      ...activityBase,
      actorId: z.string().nullable(),
      projectClientName: z.string().nullable(),
      invoiceId: z.string().nullable(),
      complaintId: z.string().nullable(),
      network: z.string().nullable(),
    }),
  ),
  total: z.number(),
});

export const activityCsvAnswer = z.object({ csv: z.string(), rows: z.number(), truncated: z.boolean() });

/** The bell's panel: each notification as its sentence and link; the person it names is inside the sentence only. */
export const notificationPageAnswer = z.object({
  items: z.array(
    z.object({ id: z.string(), kind: z.string(), link: z.string(), readAt: z.date().nullable(), createdAt: z.date(), sentence: z.string() }),
  ),
  nextCursor: z.string().nullable(),
});

export const notificationReadAnswer = z.object({ id: z.string(), readAt: z.date().nullable() });

/** A message of a project's thread with its author as the thread shows them (name, else address). */
export const projectMessageAnswer = z.object({
  id: z.string(),
  projectId: z.string(),
  message: z.string(),
  createdAt: z.date(),
  author: z.object({ id: z.string(), fullName: z.string().nullable(), email: z.string() }).nullable(),
});

export const projectMessagesAnswer = z.array(projectMessageAnswer);

/** Where the user is signed in. */
export const sessionListAnswer = z.object({
  total: z.number(),
  items: z.array(
    z.object({
      id: z.string(),
      browser: z.string().nullable(),
      system: z.string().nullable(),
      network: z.string().nullable(),
      createdAt: z.date(),
      lastSeenAt: z.date(),
      current: z.boolean(),
    }),
  ),
});

/** Facturatiebeheer: the clients Peppol cannot reach, each with why (no KvK or Dutch VAT number, an incomplete address). */
export const peppolGapsAnswer = z.object({
  items: z.array(
    z.object({
      id: z.string(),
      fullName: z.string().nullable(),
      companyName: z.string().nullable(),
      email: z.string(),
      obstacles: z.array(z.enum(PEPPOL_OBSTACLES)),
    }),
  ),
  total: z.number(),
});

/** "Nieuwe factuur" for a chosen client: their projects to pick from, whether they have a VAT id, and what keeps Peppol from them. */
export const invoiceClientAnswer = z.object({
  projects: z.array(z.object({ id: z.string(), packageType: z.enum(PACKAGE_TYPES), createdAt: z.date() })),
  hasVatId: z.boolean(),
  peppolObstacles: z.array(z.enum(PEPPOL_OBSTACLES)),
});

/** Gebruikersbeheer's open invitations: who was invited, as what, and until when the link works. */
export const openInvitationsAnswer = z.array(
  z.object({
    id: z.string(),
    fullName: z.string().nullable(),
    email: z.string(),
    role: z.enum(ROLES).nullable(),
    sentAt: z.date(),
    expiresAt: z.date(),
  }),
);

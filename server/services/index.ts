import type { Kysely } from 'kysely';
import type { Database } from '@/db/types';
import type { DbHandle } from '@/db/create-db';
import type { Clock } from '@/server/clock';
import type { Mailer } from '@/server/mail/mailer';
import type { DevMailbox } from '@/server/mail/dev-mailbox';
import type { Storage } from '@/server/storage/types';
import type { PaymentProvider } from '@/server/payments/types';
import type { PaymentFulfilments } from '@/server/payments/record-payment';
import type { LiveHub } from '@/server/events/live-hub';
import type { ServicesConfig } from './config';
import type { BackgroundTasks } from './background-tasks';

export type { ServicesConfig } from './config';
export type { BackgroundTasks } from './background-tasks';

/** Everything a request may use; built once at start-up (server/app/create-services.ts, or per test). */
export interface Services {
  db: Kysely<Database>;
  dbHandle: DbHandle;
  config: ServicesConfig;
  mailer: Mailer;
  /** Development without SMTP only: what /dev/mail shows beside the outbox (absent in production). */
  devMailbox?: DevMailbox | undefined;
  storage: Storage;
  payments: PaymentProvider;
  /** What a recorded payment delivers, per kind (module, invoice): the features' part, handed to the payments adapter. */
  paymentFulfilments: PaymentFulfilments<Services>;
  /** The current time; tests set a fixed one (agenda, recurring invoices). */
  clock: Clock;
  tasks: BackgroundTasks;
  /** Live events for open pages: this process's listener and its subscriptions. */
  live: LiveHub;
}

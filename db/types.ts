import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ComplaintPriority,
  ComplaintStatus,
  InvoiceStatus,
  MailStatus,
  MandateStatus,
  PaymentStatus,
  ProjectStatus,
  Role,
  TimelineStepStatus,
} from '@/src/domain/statuses';
import type { PackageType } from '@/src/domain/packages';

// Value sets come from src/domain (defined once). Kysely table types (camelCase; the CamelCasePlugin maps them to snake_case SQL).
// Nullable columns are `T | null`. Money is numeric, read as an exact string ('30.00').
// `date` columns are read as 'YYYY-MM-DD' strings (see the type parsers in create-db.ts).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type Money = ColumnType<string, string | number, string | number>;
type DateOnly = ColumnType<string, string, string>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  passwordHash: string;
  createdAt: CreatedAt;
}

export interface SessionsTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}

export interface PasswordResetTokensTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}

export interface ProfilesTable {
  id: string;
  fullName: string | null;
  email: string;
  companyName: string | null;
  phone: string | null;
  address: string | null;
  kvkNumber: string | null;
  btwNumber: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface UserRolesTable {
  userId: string;
  role: Role;
  createdAt: CreatedAt;
}

export interface ProjectsTable {
  id: Generated<string>;
  clientId: string;
  developerId: string | null;
  packageType: PackageType;
  monthlyPrice: Money;
  status: ColumnType<ProjectStatus, ProjectStatus | undefined, ProjectStatus>;
  buildLink: string | null;
  createdAt: CreatedAt;
}

export interface ChecklistItemsTable {
  id: Generated<string>;
  projectId: string;
  title: string;
  description: string | null;
  orderIndex: number;
  isCompleted: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}

export interface ProjectTimelineTable {
  id: Generated<string>;
  projectId: string;
  stepNumber: number;
  stepName: string;
  description: string | null;
  status: ColumnType<TimelineStepStatus, TimelineStepStatus | undefined, TimelineStepStatus>;
  expectedDate: DateOnly | null;
  approvedDate: Date | null;
  feedback: string | null;
  developerNotes: string | null;
  completedBy: string | null;
  completedAt: Date | null;
}

export interface ProjectUpdatesTable {
  id: Generated<string>;
  projectId: string;
  authorId: string | null;
  message: string;
  createdAt: CreatedAt;
}

export interface ProjectContentUploadsTable {
  id: Generated<string>;
  projectId: string;
  fileName: string;
  filePath: string;
  fileType: string;
  fileSize: number;
  uploadedBy: string | null;
  createdAt: CreatedAt;
}

export interface IntakeFormsTable {
  id: Generated<string>;
  projectId: string;
  status: ColumnType<'draft' | 'submitted', 'draft' | 'submitted' | undefined, 'draft' | 'submitted'>;
  hasExistingWebsite: boolean | null;
  existingWebsiteUrl: string | null;
  servicesDescription: string | null;
  hasLogo: boolean | null;
  logoUrl: string | null;
  hasDomain: boolean | null;
  domainRegistrar: string | null;
  colorPalette: string | null;
  preferredFonts: string | null;
  exampleWebsites: string | null;
  targetAudience: string | null;
  visitorGoals: string | null;
  requiredPages: string | null;
  hasContent: boolean | null;
  contentUrls: string | null;
  additionalNotes: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface UpsellModulesTable {
  id: Generated<string>;
  title: string;
  description: string;
  price: Money;
  isRecurring: ColumnType<boolean, boolean | undefined, boolean>;
  isActive: ColumnType<boolean, boolean | undefined, boolean>;
  createdAt: CreatedAt;
}

export type PaymentKind = 'module' | 'invoice';

export interface PaymentsTable {
  id: Generated<string>;
  providerPaymentId: string;
  kind: PaymentKind;
  userId: string;
  /** Set for kind 'module' (a CHECK says so), null for an invoice's payment. */
  projectId: string | null;
  upsellId: string | null;
  invoiceId: string | null;
  amount: Money;
  status: ColumnType<PaymentStatus, PaymentStatus | undefined, PaymentStatus>;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
  paidAt: Timestamp | null;
}

export interface PurchasedUpsellsTable {
  id: Generated<string>;
  projectId: string;
  upsellId: string;
  paymentId: string | null;
  /** The module's title and the price paid at the purchase; a later edit of the module changes neither. */
  title: string;
  price: Money;
  purchasedAt: CreatedAt;
}

export interface SandboxPaymentsTable {
  providerPaymentId: string;
  amount: Money;
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  status: PaymentStatus;
  metadata: ColumnType<Record<string, string>, string, string>;
  createdAt: CreatedAt;
}

export interface PaymentCustomersTable {
  userId: string;
  providerCustomerId: string;
  mandateId: string | null;
  mandateStatus: MandateStatus | null;
  ibanLast4: string | null;
  accountHolder: string | null;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface InvoiceCountersTable {
  year: number;
  lastNumber: number;
}

export interface InvoicesTable {
  id: Generated<string>;
  /** null once the client's account was deleted: the invoice keeps its own billing copy. */
  userId: string | null;
  invoiceNumber: string;
  invoiceDate: ColumnType<string, string | undefined, string>;
  dueDate: DateOnly | null;
  amount: Money;
  description: string;
  status: ColumnType<InvoiceStatus, InvoiceStatus | undefined, InvoiceStatus>;
  isRecurring: ColumnType<boolean, boolean | undefined, boolean>;
  recurringDay: number | null;
  billingName: string | null;
  billingEmail: string | null;
  billingAddress: string | null;
  billingKvk: string | null;
  billingBtw: string | null;
  /** Percent, e.g. '21.00'; amount is the subtotal excluding VAT, fixed at creation like the VAT and the total. */
  vatRate: Money;
  vatAmount: Money;
  totalAmount: Money;
  scheduleId: string | null;
  /** 'YYYY-MM' of a schedule's invoice; unique per schedule. */
  period: string | null;
  /** The announced direct debit (the SEPA note); null without a valid mandate at creation. */
  debitDate: DateOnly | null;
  mandateReference: string | null;
  debitIbanLast4: string | null;
  paidAt: Timestamp | null;
  /** When the pre-notification mail and the pay-link mail went out; each goes once. */
  preNotifiedAt: Timestamp | null;
  payLinkSentAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface InvoicePaymentsTable {
  id: Generated<string>;
  providerPaymentId: string;
  invoiceId: string;
  method: 'directdebit' | 'paylink';
  amount: Money;
  status: PaymentStatus;
  createdAt: CreatedAt;
  updatedAt: Timestamp;
}

export interface InvoiceSchedulesTable {
  id: Generated<string>;
  userId: string;
  amount: Money;
  description: string;
  recurringDay: number;
  /** The first month ('YYYY-MM') the schedule bills; the job bills every month from here whose day has come. */
  firstPeriod: string;
  pausedAt: Timestamp | null;
  createdAt: CreatedAt;
}

export interface ComplaintsTable {
  id: Generated<string>;
  userId: string;
  subject: string;
  description: string;
  priority: ColumnType<ComplaintPriority, ComplaintPriority | undefined, ComplaintPriority>;
  projectId: string | null;
  status: ColumnType<ComplaintStatus, ComplaintStatus | undefined, ComplaintStatus>;
  adminNotes: string | null;
  resolvedAt: Date | null;
  createdAt: CreatedAt;
}

export interface MailOutboxTable {
  id: Generated<string>;
  toAddress: string;
  subject: string;
  bodyText: string;
  createdAt: CreatedAt;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  nextAttemptAt: Timestamp | null;
  lastError: string | null;
  sentAt: Timestamp | null;
}

export interface RateLimitsTable {
  key: string;
  hits: number;
  resetsAt: Timestamp;
  blockedUntil: Timestamp | null;
}

export interface KnownDevicesTable {
  id: string;
  userId: string;
  expiresAt: Timestamp;
  createdAt: CreatedAt;
}

export interface DeploymentTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  productionSince: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  profiles: ProfilesTable;
  userRoles: UserRolesTable;
  projects: ProjectsTable;
  checklistItems: ChecklistItemsTable;
  projectTimeline: ProjectTimelineTable;
  projectUpdates: ProjectUpdatesTable;
  projectContentUploads: ProjectContentUploadsTable;
  intakeForms: IntakeFormsTable;
  upsellModules: UpsellModulesTable;
  payments: PaymentsTable;
  purchasedUpsells: PurchasedUpsellsTable;
  sandboxPayments: SandboxPaymentsTable;
  paymentCustomers: PaymentCustomersTable;
  invoiceCounters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoiceSchedules: InvoiceSchedulesTable;
  invoicePayments: InvoicePaymentsTable;
  complaints: ComplaintsTable;
  mailOutbox: MailOutboxTable;
  rateLimits: RateLimitsTable;
  knownDevices: KnownDevicesTable;
  deployment: DeploymentTable;
}

export type Project = Selectable<ProjectsTable>;
export type Profile = Selectable<ProfilesTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;

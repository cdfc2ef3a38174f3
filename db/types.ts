import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  ComplaintPriority,
  ComplaintStatus,
  MailStatus,
  ProjectStatus,
  Role,
  TimelineStepStatus,
} from '@/src/domain/statuses';
import type {
  InvoiceCountersTable,
  InvoiceLinesTable,
  InvoiceScheduleLinesTable,
  InvoiceSchedulesTable,
  InvoicesTable,
  PaymentCustomersTable,
  PaymentsTable,
  ModulePurchasesTable,
  SandboxPaymentsTable,
  SandboxRefundsTable,
  PaymentEventsTable,
  RefundsTable,
  ModulesTable,
} from './types-billing';
import type {
  EmailTokensTable,
  InvitationsTable,
  AccountAddressesTable,
  KnownDevicesTable,
  PasswordResetTokensTable,
  RateLimitsTable,
  RecoveryCodesTable,
  SessionsTable,
  UsersTable,
} from './types-accounts';
import type { LiveEventsTable, MailPreferencesTable, NotificationsTable, StepSignOffsTable } from './types-live';
import type { ActivityLogTable, DataExportsTable, ErasureRequestsTable } from './types-privacy';
import type { DashboardVisitsTable, ProjectStatusChangesTable } from './types-insight';
import type { ReviewPinRepliesTable, ReviewPinsTable, StepReviewRoundsTable } from './types-review';
import type { QuoteCountersTable, QuoteLinesTable, QuoteSignaturesTable, QuotesTable } from './types-quotes';

export type * from './types-accounts';
export type * from './types-billing';
export type * from './types-live';
export type * from './types-privacy';
export type * from './types-columns';
export type * from './types-review';
export type * from './types-quotes';
import type { CreatedAt, DateOnly, Money, Timestamp } from './types-columns';
export type { PaymentKind } from '@/src/domain/statuses';
import type { PackageType } from '@/src/domain/packages';

// Value sets come from src/domain (defined once). Kysely table types (camelCase; the CamelCasePlugin maps them to snake_case SQL).
// Nullable columns are `T | null`; the column kinds are in types-columns.ts.

export interface ProfilesTable {
  id: string;
  fullName: string | null;
  email: string;
  companyName: string | null;
  phone: string | null;
  /** The address in parts; street holds a whole older address that could not be split (post code and city then null). */
  street: string | null;
  postcode: string | null;
  city: string | null;
  country: ColumnType<string, string | undefined, string>;
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
  completedBy: string | null;
  /** When the developer last handed the step to the client (its latest round). */
  completedAt: Date | null;
  /** When "Herinnering sturen" last mailed the client about this step (at most once a day). */
  remindedAt: Timestamp | null;
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

export interface ComplaintsTable {
  id: Generated<string>;
  number: Generated<number>;
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
  /** Address and text are cleared once it went out (or at once when mail is only stored). */
  forgetAfterDelivery: ColumnType<boolean, boolean | undefined, boolean>;
}

export interface DeploymentTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  productionSince: CreatedAt;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  passwordResetTokens: PasswordResetTokensTable;
  emailTokens: EmailTokensTable;
  invitations: InvitationsTable;
  accountAddresses: AccountAddressesTable;
  recoveryCodes: RecoveryCodesTable;
  profiles: ProfilesTable;
  userRoles: UserRolesTable;
  projects: ProjectsTable;
  checklistItems: ChecklistItemsTable;
  projectTimeline: ProjectTimelineTable;
  projectStatusChanges: ProjectStatusChangesTable;
  projectUpdates: ProjectUpdatesTable;
  projectContentUploads: ProjectContentUploadsTable;
  intakeForms: IntakeFormsTable;
  modules: ModulesTable;
  payments: PaymentsTable;
  modulePurchases: ModulePurchasesTable;
  sandboxPayments: SandboxPaymentsTable;
  sandboxRefunds: SandboxRefundsTable;
  paymentEvents: PaymentEventsTable;
  refunds: RefundsTable;
  paymentCustomers: PaymentCustomersTable;
  invoiceCounters: InvoiceCountersTable;
  invoices: InvoicesTable;
  invoiceLines: InvoiceLinesTable;
  invoiceSchedules: InvoiceSchedulesTable;
  invoiceScheduleLines: InvoiceScheduleLinesTable;
  complaints: ComplaintsTable;
  mailOutbox: MailOutboxTable;
  rateLimits: RateLimitsTable;
  knownDevices: KnownDevicesTable;
  deployment: DeploymentTable;
  liveEvents: LiveEventsTable;
  notifications: NotificationsTable;
  mailPreferences: MailPreferencesTable;
  stepSignOffs: StepSignOffsTable;
  stepReviewRounds: StepReviewRoundsTable;
  reviewPins: ReviewPinsTable;
  reviewPinReplies: ReviewPinRepliesTable;
  dashboardVisits: DashboardVisitsTable;
  activityLog: ActivityLogTable;
  dataExports: DataExportsTable;
  erasureRequests: ErasureRequestsTable;
  quoteCounters: QuoteCountersTable;
  quotes: QuotesTable;
  quoteLines: QuoteLinesTable;
  quoteSignatures: QuoteSignaturesTable;
}

export type Project = Selectable<ProjectsTable>;
export type Profile = Selectable<ProfilesTable>;
export type NewProject = Insertable<ProjectsTable>;
export type ProfileUpdate = Updateable<ProfilesTable>;

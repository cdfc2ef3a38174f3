// The Dutch message catalogue: every toast, error, label and validation text lives here once,
// read by the server's errors and the browser's toasts alike. Wording follows spec 5 and 8.
// Each file under nl/ holds one feature or one page; this object is what the code imports.
// A feature's words (timeline, messages, uploads, intake questions) are shared by every page showing it.
import { shellText } from './nl/shell';
import { validationText } from './nl/validation';
import { projectText } from './nl/project';
import { timelineText } from './nl/timeline';
import { uploadsText } from './nl/uploads';
import { messagesText } from './nl/messages';
import { intakeText } from './nl/intake-form';
import { paymentsText } from './nl/payments';
import { invoicesText } from './nl/invoices';
import { refundsText } from './nl/refunds';
import { accountText } from './nl/account-data';
import { usersText } from './nl/users';
import { checklistText } from './nl/checklist';
import { modulesText } from './nl/modules';
import { complaintsText } from './nl/complaints';
import { listsText } from './nl/lists';
import { agendaText } from './nl/agenda';
import { notificationsText } from './nl/notifications';
import { accountSecurityText } from './nl/account-security';
import { notificationCentreText } from './nl/notification-centre';
import { turnsText } from './nl/turns';
import { onboardingPage } from './nl/onboarding';
import { clientDashboardPage } from './nl/client-dashboard';
import { intakePage } from './nl/intake';
import { progressPage } from './nl/progress';
import { accountPage } from './nl/account';
import { projectDetailPage } from './nl/project-detail';
import { activityText } from './nl/activity';
import { privacyText } from './nl/privacy';

export const nl = {
  ...shellText,
  ...validationText,
  ...projectText,
  ...timelineText,
  ...uploadsText,
  ...messagesText,
  ...intakeText,
  ...paymentsText,
  ...invoicesText,
  ...refundsText,
  ...accountText,
  ...usersText,
  ...checklistText,
  ...modulesText,
  ...complaintsText,
  ...listsText,
  ...agendaText,
  ...notificationsText,
  ...accountSecurityText,
  ...notificationCentreText,
  ...turnsText,
  ...activityText,
  ...privacyText,
  onboardingPage,
  clientDashboardPage,
  intakePage,
  progressPage,
  accountPage,
  projectDetailPage,
} as const;

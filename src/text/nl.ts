// The Dutch message catalogue: every toast, error, label and validation text lives here once,
// read by the server's errors and the browser's toasts alike. Wording follows spec 5 and 8.
// Each file under nl/ holds one feature or one page; this object is what the code imports. Words
// only signed-in screens or the server use (account security, the notification centre, refunds,
// turns, intake questions, uploads, invoice mails and PDFs, the staff's project detail, the
// dashboards' insight and the bookkeeping export, complaints, modules, the activity log and privacy) are
// imported from their own file instead, so the sign-in page draws without them.
import { shellText } from './nl/shell';
import { validationText } from './nl/validation';
import { projectText } from './nl/project';
import { timelineText } from './nl/timeline';
import { messagesText } from './nl/messages';
import { paymentsText } from './nl/payments';
import { invoicesText } from './nl/invoices';
import { accountText } from './nl/account-data';
import { usersText } from './nl/users';
import { listsText } from './nl/lists';
import { agendaText } from './nl/agenda';
import { onboardingPage } from './nl/onboarding';
import { clientDashboardPage } from './nl/client-dashboard';
import { intakePage } from './nl/intake';
import { progressPage } from './nl/progress';
import { accountPage } from './nl/account';

export const nl = {
  ...shellText,
  ...validationText,
  ...projectText,
  ...timelineText,
  ...messagesText,
  ...paymentsText,
  ...invoicesText,
  ...accountText,
  ...usersText,
  ...listsText,
  ...agendaText,
  onboardingPage,
  clientDashboardPage,
  intakePage,
  progressPage,
  accountPage,
} as const;

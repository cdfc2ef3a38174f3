// The Dutch message catalogue: every toast, error, label and validation text lives here once,
// read by the server's errors and the browser's toasts alike. Wording follows spec 5 and 8.
// Each file under nl/ holds one feature or one page. This object holds the words any page may show
// (the shell, validation and sign-in, roles, the package chosen before signing in); the words of the
// signed-in screens (projects, timeline, messages, invoices, payments, lists, the agenda, the client's
// pages, account security, notifications, refunds, uploads, insight, complaints, modules, activity,
// privacy ...) are imported from their own file instead, so the sign-in page loads without them.
import { shellText } from './nl/shell';
import { validationText } from './nl/validation';
import { accountText } from './nl/account-data';
import { usersText } from './nl/users';
import { onboardingPage } from './nl/onboarding';

export const nl = {
  ...shellText,
  ...validationText,
  ...accountText,
  ...usersText,
  onboardingPage,
} as const;

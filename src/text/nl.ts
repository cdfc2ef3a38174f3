// The Dutch message catalogue: every toast, error, label and validation text lives here once,
// read by the server's errors and the browser's toasts alike. Wording follows spec 5 and 8.
// Each file under nl/ holds one area; this object is what the code imports.
import { shellText } from './nl/shell';
import { validationText } from './nl/validation';
import { workText } from './nl/work';
import { notificationsText } from './nl/notifications';
import { onboardingPage } from './nl/onboarding';
import { clientDashboardPage } from './nl/client-dashboard';
import { intakePage } from './nl/intake';
import { progressPage } from './nl/progress';
import { accountPage } from './nl/account';

export const nl = {
  ...shellText,
  ...validationText,
  ...workText,
  ...notificationsText,
  onboardingPage,
  clientDashboardPage,
  intakePage,
  progressPage,
  accountPage,
} as const;

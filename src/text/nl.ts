// The Dutch catalogue (wording per spec 5 and 8), read by server errors and browser toasts alike. This object holds only the words
// any page may show; signed-in screens import their own nl/ file, so the sign-in page loads without them.
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

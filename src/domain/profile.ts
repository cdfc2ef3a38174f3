// When onboarding may skip step 2 (spec 2): the company details are already known.

export interface ProfileCompleteness {
  companyName: string | null;
  phone: string | null;
  address: string | null;
}

/** Company name, phone and address are filled in (blank counts as missing). */
export function isProfileComplete(profile: ProfileCompleteness | null | undefined): boolean {
  if (!profile) return false;
  return [profile.companyName, profile.phone, profile.address].every((value) => Boolean(value?.trim()));
}

/** "Sanne" from "Sanne de Vries": the dashboard names the developer by first name only. */
export function firstName(fullName: string | null | undefined): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

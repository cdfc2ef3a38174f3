// When onboarding may skip step 2 (spec 2): the company details are already known.
import { isAddressComplete, type PostalAddress } from './postal-address';

export interface ProfileCompleteness extends PostalAddress {
  companyName: string | null;
  phone: string | null;
}

/** Company name, phone and a whole address are filled in (blank counts as missing). */
export function isProfileComplete(profile: ProfileCompleteness | null | undefined): boolean {
  if (!profile) return false;
  return [profile.companyName, profile.phone].every((value) => Boolean(value?.trim())) && isAddressComplete(profile);
}

/** A profile's (or an invoice's billing copy's) address parts. */
export function addressOf(profile: PostalAddress): PostalAddress {
  return { street: profile.street, postcode: profile.postcode, city: profile.city, country: profile.country };
}

/** "Sanne" from "Sanne de Vries": the dashboard names the developer by first name only. */
export function firstName(fullName: string | null | undefined): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}

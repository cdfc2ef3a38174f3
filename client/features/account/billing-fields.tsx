import type { Control, FieldValues } from 'react-hook-form';
import { COUNTRY_CODES, countryName, type CountryCode } from '@/src/domain/postal-address';
import { billingText } from '@/src/text/nl/billing';
import { FormTextField } from '@/client/components/form/form-text-fields';
import { FormSelectField } from '@/client/components/form/form-choice-fields';

// The billing details as onboarding and /account ask them: the company with its KvK and VAT
// numbers, and the address in parts (street and number, post code, city, country).

const t = billingText.billing;

export type AddressValues = { street: string; postcode: string; city: string; country: CountryCode };
export type CompanyValues = { companyName: string; kvkNumber: string; btwNumber: string };
type Field = keyof AddressValues | keyof CompanyValues;

const COUNTRY_OPTIONS = COUNTRY_CODES.map((code) => ({ value: code, label: countryName(code) }));

type Props<T extends FieldValues, O> = {
  control: Control<T, unknown, O>;
  /** Which fields to show; all by default (onboarding asks only what is missing). */
  shows?: (field: Field) => boolean;
};

/** Street and number over the whole width, then post code and city, then the country. */
export function AddressFields<T extends FieldValues & AddressValues, O>({ control, shows = () => true }: Props<T, O>) {
  const bound = control as unknown as Control<AddressValues, unknown, unknown>;
  return (
    <>
      {shows('street') && <FormTextField control={bound} name="street" label={t.street} autoComplete="address-line1" className="sm:col-span-2" />}
      {shows('postcode') && <FormTextField control={bound} name="postcode" label={t.postcode} autoComplete="postal-code" placeholder={t.postcodePlaceholder} autoCapitalize="characters" />}
      {shows('city') && <FormTextField control={bound} name="city" label={t.city} autoComplete="address-level2" />}
      {shows('country') && <FormSelectField control={bound} name="country" label={t.country} options={COUNTRY_OPTIONS} />}
    </>
  );
}

/** The company name (required or not, as the form says), then the KvK and VAT numbers. */
export function CompanyFields<T extends FieldValues & CompanyValues, O>({ control, shows = () => true, nameLabel = t.companyName }: Props<T, O> & { nameLabel?: string }) {
  const bound = control as unknown as Control<CompanyValues, unknown, unknown>;
  return (
    <>
      {shows('companyName') && <FormTextField control={bound} name="companyName" label={nameLabel} autoComplete="organization" className="sm:col-span-2" />}
      {shows('kvkNumber') && <FormTextField control={bound} name="kvkNumber" label={t.kvkNumber} inputMode="numeric" autoComplete="off" />}
      {shows('btwNumber') && <FormTextField control={bound} name="btwNumber" label={t.btwNumber} autoCapitalize="characters" autoComplete="off" spellCheck={false} />}
    </>
  );
}

import { describe, expect, it } from 'vitest';
import { followUpOf, toFormValues } from './use-intake-form';

describe('the intake form’s values', () => {
  it('starts empty: no answer chosen, every text blank', () => {
    const values = toFormValues(null);
    expect(values.hasExistingWebsite).toBeNull();
    expect(values.hasContent).toBeNull();
    expect(values.servicesDescription).toBe('');
    expect(values.additionalNotes).toBe('');
  });

  it('shows a saved draft as stored: yes and no as booleans, missing text blank', () => {
    const values = toFormValues({ hasLogo: false, hasDomain: true, domainRegistrar: 'TransIP', logoUrl: null });
    expect(values).toMatchObject({ hasLogo: false, hasDomain: true, domainRegistrar: 'TransIP', logoUrl: '', hasContent: null });
  });

  it('knows the field each yes/no question clears on "nee"', () => {
    expect(followUpOf('hasExistingWebsite')).toBe('existingWebsiteUrl');
    expect(followUpOf('hasLogo')).toBe('logoUrl');
    expect(followUpOf('hasDomain')).toBe('domainRegistrar');
    expect(followUpOf('hasContent')).toBe('contentUrls');
  });
});

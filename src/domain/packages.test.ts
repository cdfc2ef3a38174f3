import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  PACKAGES,
  PACKAGE_TYPES,
  isPackageType,
  packageMonthlyPrice,
  packageName,
} from './packages';

describe('packages', () => {
  it('offers a website at 30 and a webshop at 55 euro per month', () => {
    expect(PACKAGE_TYPES).toEqual(['website', 'webshop']);
    expect(packageMonthlyPrice('website')).toBe('30.00');
    expect(packageMonthlyPrice('webshop')).toBe('55.00');
  });

  it('has Dutch names and feature lists', () => {
    expect(packageName('website')).toBe('Website');
    expect(packageName('webshop')).toBe('Webshop');
    expect(packageName('iets-anders')).toBe('iets-anders');
    expect(PACKAGES.website.features).toContain("Tot 5 pagina's");
    expect(PACKAGES.webshop.features).toContain('Voorraadbeheer');
    expect(PACKAGES.webshop.features).toHaveLength(6);
  });

  it('works as a zod enum and a type guard', () => {
    expect(z.enum(PACKAGE_TYPES).parse('webshop')).toBe('webshop');
    expect(isPackageType('website')).toBe(true);
    expect(isPackageType('shop')).toBe(false);
    expect(isPackageType(null)).toBe(false);
  });
});

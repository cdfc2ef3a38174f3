import { describe, expect, it } from 'vitest';
import { addressLines, formatAddress, isAddressComplete, isDutchPostcode, normalizePostcode, parseAddressLine } from './postal-address';

describe('a postal address in parts', () => {
  it('checks and writes a Dutch post code as 1234 AB, elsewhere as typed', () => {
    for (const good of ['1234 AB', '1234ab', '9999 zz']) expect(isDutchPostcode(good)).toBe(true);
    for (const bad of ['0123 AB', '1234', '1234 A', 'AB 1234', '12345 AB']) expect(isDutchPostcode(bad)).toBe(false);
    expect(normalizePostcode(' 1234ab ', 'NL')).toBe('1234 AB');
    expect(normalizePostcode('b-1000', 'BE')).toBe('b-1000');
  });

  it('is complete with street, post code and city, and a Dutch post code that reads as one', () => {
    const address = { street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Utrecht', country: 'NL' };
    expect(isAddressComplete(address)).toBe(true);
    expect(isAddressComplete({ ...address, city: ' ' })).toBe(false);
    expect(isAddressComplete({ ...address, postcode: '1000' })).toBe(false);
    expect(isAddressComplete({ ...address, postcode: '1000', country: 'BE' })).toBe(true);
  });

  it('prints as an envelope does, the country only abroad', () => {
    expect(addressLines({ street: 'Dorpsstraat 1', postcode: '1234 AB', city: 'Utrecht', country: 'NL' })).toEqual(['Dorpsstraat 1', '1234 AB Utrecht']);
    expect(formatAddress({ street: 'Grote Markt 1', postcode: '1000', city: 'Brussel', country: 'BE' })).toBe('Grote Markt 1, 1000 Brussel, België');
    expect(addressLines({ street: 'Ergens', postcode: null, city: null, country: 'NL' })).toEqual(['Ergens']);
  });

  it('reads a one-line Dutch address into parts, and keeps anything else whole in the street', () => {
    expect(parseAddressLine('Voorbeeldstraat 1, 1234 AB Utrecht')).toEqual({ street: 'Voorbeeldstraat 1', postcode: '1234 AB', city: 'Utrecht', country: 'NL' });
    expect(parseAddressLine('Oudegracht 88\n3511av Utrecht, Nederland')).toEqual({ street: 'Oudegracht 88', postcode: '3511 AV', city: 'Utrecht', country: 'NL' });
    expect(parseAddressLine('Keizersgracht 1 1015 CJ Amsterdam')).toMatchObject({ street: 'Keizersgracht 1', postcode: '1015 CJ', city: 'Amsterdam' });
    expect(parseAddressLine('Laan 1, Delft')).toEqual({ street: 'Laan 1, Delft', postcode: null, city: null, country: 'NL' });
  });
});

// Addresses are kept as one line ("Voorbeeldstraat 1, 1234 AB Utrecht"); an e-invoice wants the
// street, the postcode and the city apart. What does not read as a Dutch address stays whole in the street.

const POSTCODE_AND_CITY = /^(\d{4}\s?[A-Za-z]{2})\s+(.+)$/;

export interface AddressParts {
  street: string;
  postcode: string | null;
  city: string | null;
}

export function splitDutchAddress(address: string): AddressParts {
  const lines = address.split(/[,\n]/).map((part) => part.trim()).filter(Boolean);
  const last = lines.at(-1) ?? '';
  const match = POSTCODE_AND_CITY.exec(last);
  if (!match || lines.length < 2) return { street: address.trim(), postcode: null, city: null };
  return { street: lines.slice(0, -1).join(', '), postcode: match[1]!.toUpperCase().replace(/^(\d{4})\s?/, '$1 '), city: match[2]! };
}

import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import type { InvoiceDocument } from '@/src/domain/invoice-document';
import { isDutchVatNumber, isKvkNumber, isVatId, peppolEndpoint, peppolObstacles } from '@/src/domain/e-invoice';
import { formatQuantity, lineAmount, type LineVat } from '@/src/domain/invoice-lines';
import { parseAddressLine, type PostalAddress } from '@/src/domain/postal-address';
import { centsToMoney, moneyToCents } from '@/src/domain/money';
import { invoiceLinesText } from '@/src/text/nl/invoice-lines';

// A buyer with a Peppol address (KvK or Dutch VAT number) and a whole postal address gets Peppol BIS Billing 3.0, which the Dutch rules
// hold too; anyone else plain EN 16931 claiming no Peppol. A UBL CreditNote's amounts are positive: its type says they are credited.

const EN16931 = 'urn:cen.eu:en16931:2017';
const PEPPOL_CUSTOMIZATION = `${EN16931}#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0`;
const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** ISO 6523 scheme of the Dutch Chamber of Commerce number (Peppol EAS and legal registration). */
const KVK_SCHEME = '0106';
/** UNCL4461: SEPA credit transfer, SEPA direct debit. UNCL1001: commercial invoice, credit note. */
const CREDIT_TRANSFER = '58';
const DIRECT_DEBIT = '59';

/**
 * The library writes UBL the Peppol way: it demands the buyer's EndpointID and adds Peppol's
 * ProfileID. A plain EN 16931 document is generated with a stand-in address, and both come out.
 */
const NO_ENDPOINT = { id: 'geen-peppol-adres', scheme: '0106' };
const STAND_IN_ENDPOINT = /\s*<cbc:EndpointID schemeID="0106">geen-peppol-adres<\/cbc:EndpointID>/;
const PEPPOL_PROFILE_ELEMENT = /\s*<cbc:ProfileID>[^<]*<\/cbc:ProfileID>/;

const logger = { log() {}, warn() {}, error() {} };
const service = new InvoiceService(logger);

type Amount = `${number}`;
const amount = (value: string, negate: boolean) => centsToMoney(negate ? -moneyToCents(value) : moneyToCents(value)) as Amount;
const withCurrency = <K extends string>(key: K, value: string) => ({ [key]: value, [`${key}@currencyID`]: 'EUR' }) as Record<K | `${K}@currencyID`, string>;

/** Whether the document can claim Peppol BIS 3.0 and keep its rules: a Peppol buyer, and a credit note that names its invoice (NL-R-001). */
export function isPeppolDocument(document: InvoiceDocument): boolean {
  const buyer = { kvk: document.billing.kvk, btw: document.billing.btw, address: document.billing.address };
  return peppolObstacles(buyer).length === 0 && (document.kind !== 'credit_note' || document.creditFor !== null);
}

function postalAddress(address: PostalAddress) {
  return {
    ...(address.street?.trim() ? { 'cbc:StreetName': address.street.trim() } : {}),
    ...(address.city?.trim() ? { 'cbc:CityName': address.city.trim() } : {}),
    ...(address.postcode?.trim() ? { 'cbc:PostalZone': address.postcode.trim() } : {}),
    'cac:Country': { 'cbc:IdentificationCode': address.country },
  };
}

function endpoint(id: { id: string; scheme: string } | null) {
  return id ? { 'cbc:EndpointID': id.id, 'cbc:EndpointID@schemeID': id.scheme } : {};
}

/** The party's VAT identifier, only when it carries its country's prefix (BR-CO-09); the seller may have two (a list), the buyer one. */
function vatScheme(btw: string | null, party: 'seller' | 'buyer') {
  if (!isVatId(btw)) return {};
  const scheme = { 'cbc:CompanyID': btw, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  return { 'cac:PartyTaxScheme': party === 'seller' ? [scheme] : scheme };
}

/** UNCL5305: standard rated, exempt at 0 % (vrijgesteld), or reverse charge (verlegd, the buyer accounts for it). */
function taxCategory(vat: LineVat) {
  const percent = String(Number(vat.vatRate)); // '21.00' → '21'; a rate has at most two decimals
  if (vat.reverseCharge) return { 'cbc:ID': 'AE', 'cbc:Percent': '0', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  return moneyToCents(vat.vatRate) > 0
    ? { 'cbc:ID': 'S', 'cbc:Percent': percent, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }
    : { 'cbc:ID': 'E', 'cbc:Percent': '0', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
}

/** The breakdown's category, with the reason an exempt or reverse-charged amount carries no VAT (BR-E-10, BR-AE-10). */
function breakdownCategory(vat: LineVat) {
  const category = taxCategory(vat);
  if (category['cbc:ID'] === 'AE') return { ...category, 'cbc:TaxExemptionReasonCode': 'VATEX-EU-AE', 'cbc:TaxExemptionReason': invoiceLinesText.lines.reverseCharged };
  if (category['cbc:ID'] === 'E') return { ...category, 'cbc:TaxExemptionReason': invoiceLinesText.lines.exempt };
  return category;
}

function paymentMeans(document: InvoiceDocument) {
  if (document.kind === 'credit_note') return {};
  const account = { 'cbc:ID': document.agency.iban.replaceAll(' ', ''), 'cbc:Name': document.agency.name };
  const means = document.sepa
    ? {
        'cbc:PaymentMeansCode': DIRECT_DEBIT,
        'cbc:PaymentID': document.invoiceNumber,
        'cac:PaymentMandate': { 'cbc:ID': document.sepa.mandateReference },
      }
    : { 'cbc:PaymentMeansCode': CREDIT_TRANSFER, 'cbc:PaymentID': document.invoiceNumber, 'cac:PayeeFinancialAccount': account };
  return { 'cac:PaymentMeans': [means] };
}

/**
 * Each line of the invoice: its amount (positive on a credit note), the item and its VAT. A net
 * price is never negative (BR-27): a discount, or a credited line, is a negative quantity instead.
 */
function invoiceLines(document: InvoiceDocument, credit: boolean) {
  return document.lines.map((line, i) => {
    const price = moneyToCents(line.unitPrice);
    const negative = price < 0 !== credit;
    const quantity = formatQuantity(line.quantity).replace(',', '.');
    return {
      'cbc:ID': String(i + 1),
      'cbc:InvoicedQuantity': negative ? `-${quantity}` : quantity,
      'cbc:InvoicedQuantity@unitCode': 'C62',
      ...withCurrency('cbc:LineExtensionAmount', amount(lineAmount(line), credit)),
      'cac:Item': { 'cbc:Name': line.description.slice(0, 200), 'cac:ClassifiedTaxCategory': taxCategory(line) },
      'cac:Price': withCurrency('cbc:PriceAmount', centsToMoney(Math.abs(price))),
    };
  });
}

/** The e-invoice's Invoice data in the library's format (UBL element names as keys). */
export function toUblData(document: InvoiceDocument): Invoice {
  const credit = document.kind === 'credit_note';
  const peppol = isPeppolDocument(document);
  const { subtotal, vat, total } = document.amounts;
  const { agency, billing } = document;
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': peppol ? PEPPOL_CUSTOMIZATION : EN16931,
      ...(peppol ? { 'cbc:ProfileID': PEPPOL_PROFILE } : {}),
      'cbc:ID': document.invoiceNumber,
      'cbc:IssueDate': document.invoiceDate,
      ...(document.dueDate && !credit ? { 'cbc:DueDate': document.dueDate } : {}),
      'cbc:InvoiceTypeCode': credit ? '381' : '380',
      'cbc:Note': [document.description],
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': document.invoiceNumber,
      ...(credit && document.creditFor ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': document.creditFor } }] } : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...endpoint(isKvkNumber(agency.kvk) ? { id: agency.kvk, scheme: KVK_SCHEME } : isDutchVatNumber(agency.btwId) ? { id: agency.btwId, scheme: '9944' } : null),
          ...(document.sepa ? { 'cac:PartyIdentification': [{ 'cbc:ID': agency.sepaCreditorId, 'cbc:ID@schemeID': 'SEPA' }] } : {}),
          'cac:PartyName': { 'cbc:Name': agency.name },
          'cac:PostalAddress': postalAddress(parseAddressLine(agency.address)),
          ...vatScheme(agency.btwId, 'seller'),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': agency.name, 'cbc:CompanyID': agency.kvk, 'cbc:CompanyID@schemeID': KVK_SCHEME },
          'cac:Contact': {
            ...(agency.phone ? { 'cbc:Telephone': agency.phone } : {}),
            'cbc:ElectronicMail': agency.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          // Only a Peppol document names the buyer's Peppol address; a plain one names none rather than a mail address.
          ...endpoint(peppol ? peppolEndpoint(billing) : NO_ENDPOINT),
          'cac:PartyName': { 'cbc:Name': billing.name || '-' },
          'cac:PostalAddress': postalAddress(billing.address),
          ...vatScheme(billing.btw, 'buyer'),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': billing.name || '-',
            ...(isKvkNumber(billing.kvk) ? { 'cbc:CompanyID': billing.kvk, 'cbc:CompanyID@schemeID': KVK_SCHEME } : {}),
          },
          ...(billing.email ? { 'cac:Contact': { 'cbc:ElectronicMail': billing.email } } : {}),
        },
      },
      ...paymentMeans(document),
      'cac:TaxTotal': [
        {
          ...withCurrency('cbc:TaxAmount', amount(vat, credit)),
          'cac:TaxSubtotal': document.vatGroups.map((group) => ({
            ...withCurrency('cbc:TaxableAmount', amount(group.base, credit)),
            ...withCurrency('cbc:TaxAmount', amount(group.vat, credit)),
            'cac:TaxCategory': breakdownCategory(group),
          })),
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...withCurrency('cbc:LineExtensionAmount', amount(subtotal, credit)),
        ...withCurrency('cbc:TaxExclusiveAmount', amount(subtotal, credit)),
        ...withCurrency('cbc:TaxInclusiveAmount', amount(total, credit)),
        ...withCurrency('cbc:PayableAmount', amount(total, credit)),
      },
      'cac:InvoiceLine': invoiceLines(document, credit),
    },
  };
  return data as unknown as Invoice;
}

/** 'factuur-2026-0001.xml', a credit note 'creditfactuur-2026-0002.xml'. */
export function ublFileName(document: Pick<InvoiceDocument, 'kind' | 'invoiceNumber'>): string {
  return `${document.kind === 'credit_note' ? 'creditfactuur' : 'factuur'}-${document.invoiceNumber}.xml`;
}

function withoutPeppolClaims(xml: string): string {
  if (!STAND_IN_ENDPOINT.test(xml) || !PEPPOL_PROFILE_ELEMENT.test(xml)) throw new Error('The e-invoice library wrote the buyer or the profile in an unknown way');
  return xml.replace(STAND_IN_ENDPOINT, '').replace(PEPPOL_PROFILE_ELEMENT, '');
}

export async function ublInvoice(document: InvoiceDocument): Promise<{ fileName: string; xml: string }> {
  const generated = await service.generate(toUblData(document), { format: 'UBL', lang: 'nl' });
  const xml = typeof generated === 'string' ? generated : new TextDecoder().decode(generated);
  return { fileName: ublFileName(document), xml: isPeppolDocument(document) ? xml : withoutPeppolClaims(xml) };
}

import { InvoiceService, type Invoice } from '@e-invoice-eu/core';
import type { InvoiceDocument } from '@/src/domain/invoice-document';
import { splitDutchAddress } from '@/src/domain/dutch-address';
import { centsToMoney, moneyToCents } from '@/src/domain/money';

// The e-invoice beside the PDF: UBL 2.1 after Peppol BIS Billing 3.0 (EN 16931), made by
// @e-invoice-eu/core from the same content the PDF prints. A credit note becomes a UBL CreditNote
// whose amounts are positive (the document type says they are credited).

const PEPPOL_CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PEPPOL_PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';
/** ISO 6523 scheme of the Dutch Chamber of Commerce number, and of a Dutch VAT number (Peppol EAS). */
const KVK_SCHEME = '0106';
const NL_VAT_SCHEME = '9944';
/** UNCL4461: SEPA credit transfer, SEPA direct debit. UNCL1001: commercial invoice, credit note. */
const CREDIT_TRANSFER = '58';
const DIRECT_DEBIT = '59';

const logger = { log() {}, warn() {}, error() {} };
const service = new InvoiceService(logger);

type Amount = `${number}`;
const amount = (value: string, negate: boolean) => centsToMoney(negate ? -moneyToCents(value) : moneyToCents(value)) as Amount;
const withCurrency = <K extends string>(key: K, value: string) => ({ [key]: value, [`${key}@currencyID`]: 'EUR' }) as Record<K | `${K}@currencyID`, string>;

function postalAddress(address: string | null) {
  const parts = splitDutchAddress(address ?? '');
  return {
    ...(parts.street ? { 'cbc:StreetName': parts.street } : {}),
    ...(parts.city ? { 'cbc:CityName': parts.city } : {}),
    ...(parts.postcode ? { 'cbc:PostalZone': parts.postcode } : {}),
    'cac:Country': { 'cbc:IdentificationCode': 'NL' },
  };
}

/** A Peppol participant's address: the KvK number, else the Dutch VAT number, else the mail address. */
function endpoint(kvk: string | null, btw: string | null, email: string | null) {
  if (kvk) return { 'cbc:EndpointID': kvk, 'cbc:EndpointID@schemeID': KVK_SCHEME };
  if (btw) return { 'cbc:EndpointID': btw, 'cbc:EndpointID@schemeID': NL_VAT_SCHEME };
  return { 'cbc:EndpointID': email ?? 'onbekend', 'cbc:EndpointID@schemeID': 'EM' };
}

/** The party's VAT identifier; the seller may have two (a list), the buyer one. */
function vatScheme(btw: string | null, party: 'seller' | 'buyer') {
  if (!btw) return {};
  const scheme = { 'cbc:CompanyID': btw, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
  return { 'cac:PartyTaxScheme': party === 'seller' ? [scheme] : scheme };
}

/** The invoice's one line and its VAT: standard rated, or exempt at 0 %. */
function taxCategory(vatRate: string) {
  const percent = String(Number(vatRate)); // '21.00' → '21'; a rate has at most two decimals
  return moneyToCents(vatRate) > 0
    ? { 'cbc:ID': 'S', 'cbc:Percent': percent, 'cac:TaxScheme': { 'cbc:ID': 'VAT' } }
    : { 'cbc:ID': 'E', 'cbc:Percent': '0', 'cac:TaxScheme': { 'cbc:ID': 'VAT' } };
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

/** The e-invoice's Invoice data in the library's format (UBL element names as keys). */
export function toUblData(document: InvoiceDocument): Invoice {
  const credit = document.kind === 'credit_note';
  const { subtotal, vat, total } = document.amounts;
  const category = taxCategory(document.amounts.vatRate);
  const data = {
    'ubl:Invoice': {
      'cbc:CustomizationID': PEPPOL_CUSTOMIZATION,
      'cbc:ProfileID': PEPPOL_PROFILE,
      'cbc:ID': document.invoiceNumber,
      'cbc:IssueDate': document.invoiceDate,
      ...(document.dueDate && !credit ? { 'cbc:DueDate': document.dueDate } : {}),
      'cbc:InvoiceTypeCode': credit ? '381' : '380',
      'cbc:Note': document.description,
      'cbc:DocumentCurrencyCode': 'EUR',
      'cbc:BuyerReference': document.invoiceNumber,
      ...(credit && document.creditFor ? { 'cac:BillingReference': [{ 'cac:InvoiceDocumentReference': { 'cbc:ID': document.creditFor } }] } : {}),
      'cac:AccountingSupplierParty': {
        'cac:Party': {
          ...endpoint(document.agency.kvk, document.agency.btwId, document.agency.email),
          ...(document.sepa ? { 'cac:PartyIdentification': [{ 'cbc:ID': document.agency.sepaCreditorId, 'cbc:ID@schemeID': 'SEPA' }] } : {}),
          'cac:PartyName': { 'cbc:Name': document.agency.name },
          'cac:PostalAddress': postalAddress(document.agency.address),
          ...vatScheme(document.agency.btwId, 'seller'),
          'cac:PartyLegalEntity': { 'cbc:RegistrationName': document.agency.name, 'cbc:CompanyID': document.agency.kvk, 'cbc:CompanyID@schemeID': KVK_SCHEME },
          'cac:Contact': {
            ...(document.agency.phone ? { 'cbc:Telephone': document.agency.phone } : {}),
            'cbc:ElectronicMail': document.agency.email,
          },
        },
      },
      'cac:AccountingCustomerParty': {
        'cac:Party': {
          ...endpoint(document.billing.kvk, document.billing.btw, document.billing.email),
          'cac:PartyName': { 'cbc:Name': document.billing.name || '-' },
          'cac:PostalAddress': postalAddress(document.billing.address),
          ...vatScheme(document.billing.btw, 'buyer'),
          'cac:PartyLegalEntity': {
            'cbc:RegistrationName': document.billing.name || '-',
            ...(document.billing.kvk ? { 'cbc:CompanyID': document.billing.kvk, 'cbc:CompanyID@schemeID': KVK_SCHEME } : {}),
          },
          ...(document.billing.email ? { 'cac:Contact': { 'cbc:ElectronicMail': document.billing.email } } : {}),
        },
      },
      ...paymentMeans(document),
      'cac:TaxTotal': [
        {
          ...withCurrency('cbc:TaxAmount', amount(vat, credit)),
          'cac:TaxSubtotal': [
            {
              ...withCurrency('cbc:TaxableAmount', amount(subtotal, credit)),
              ...withCurrency('cbc:TaxAmount', amount(vat, credit)),
              'cac:TaxCategory': category['cbc:ID'] === 'E' ? { ...category, 'cbc:TaxExemptionReason': 'Vrijgesteld van btw' } : category,
            },
          ],
        },
      ],
      'cac:LegalMonetaryTotal': {
        ...withCurrency('cbc:LineExtensionAmount', amount(subtotal, credit)),
        ...withCurrency('cbc:TaxExclusiveAmount', amount(subtotal, credit)),
        ...withCurrency('cbc:TaxInclusiveAmount', amount(total, credit)),
        ...withCurrency('cbc:PayableAmount', amount(total, credit)),
      },
      'cac:InvoiceLine': [
        {
          'cbc:ID': '1',
          'cbc:InvoicedQuantity': '1',
          'cbc:InvoicedQuantity@unitCode': 'C62',
          ...withCurrency('cbc:LineExtensionAmount', amount(subtotal, credit)),
          'cac:Item': { 'cbc:Name': document.description.slice(0, 200), 'cac:ClassifiedTaxCategory': category },
          'cac:Price': withCurrency('cbc:PriceAmount', amount(subtotal, credit)),
        },
      ],
    },
  };
  return data as unknown as Invoice;
}

/** 'factuur-2026-0001.xml', a credit note 'creditfactuur-2026-0002.xml'. */
export function ublFileName(document: Pick<InvoiceDocument, 'kind' | 'invoiceNumber'>): string {
  return `${document.kind === 'credit_note' ? 'creditfactuur' : 'factuur'}-${document.invoiceNumber}.xml`;
}

export async function ublInvoice(document: InvoiceDocument): Promise<{ fileName: string; xml: string }> {
  const xml = await service.generate(toUblData(document), { format: 'UBL', lang: 'nl' });
  return { fileName: ublFileName(document), xml: typeof xml === 'string' ? xml : new TextDecoder().decode(xml) };
}

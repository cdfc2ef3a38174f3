import fs from 'node:fs';
import path from 'node:path';
import { XmlDocument, XmlValidateError, XsdValidator } from 'libxml2-wasm';
import { xmlRegisterFsInputProviders } from 'libxml2-wasm/lib/nodejs.mjs';

// Checks an e-invoice offline: against the OASIS UBL 2.1 schemas (vendored in ubl-2.1-xsd/, the
// runtime XSDs of the OASIS Standard) with libxml2 compiled to WebAssembly, and reads values out by XPath.

const XSD_ROOT = path.join(import.meta.dirname, 'ubl-2.1-xsd', 'maindoc');

// The schemas import their common parts by relative path, read from this folder and nowhere else.
xmlRegisterFsInputProviders();

// Compiling a UBL schema takes a moment; one validator per document kind, kept for the process.
const validators = new Map<'Invoice' | 'CreditNote', XsdValidator>();

function validatorFor(root: 'Invoice' | 'CreditNote'): XsdValidator {
  let validator = validators.get(root);
  if (!validator) {
    const file = path.join(XSD_ROOT, `UBL-${root}-2.1.xsd`);
    const schema = XmlDocument.fromString(fs.readFileSync(file, 'utf8'), { url: file });
    try {
      validator = XsdValidator.fromDoc(schema);
    } finally {
      schema.dispose();
    }
    validators.set(root, validator);
  }
  return validator;
}

/** libxml2's verdict on the document against UBL-Invoice-2.1.xsd or UBL-CreditNote-2.1.xsd: '' when valid, else its complaints. */
export async function ublSchemaErrors(xml: string, root: 'Invoice' | 'CreditNote'): Promise<string> {
  const doc = XmlDocument.fromString(xml);
  try {
    validatorFor(root).validate(doc);
    return '';
  } catch (error) {
    if (!(error instanceof XmlValidateError)) throw error;
    return error.details.map((detail) => `${detail.line}: ${detail.message.trim()}`).join('\n');
  } finally {
    doc.dispose();
  }
}

/** The text values at a path of local names ('LegalMonetaryTotal/PayableAmount'), anywhere under the root. */
export async function ublValues(xml: string, localPath: string): Promise<string[]> {
  const steps = localPath.split('/').map((name) => (name.startsWith('@') ? name : `*[local-name()='${name}']`));
  const doc = XmlDocument.fromString(xml);
  try {
    return doc.find(`/*/${steps.join('/')}`).map((node) => node.content);
  } finally {
    doc.dispose();
  }
}

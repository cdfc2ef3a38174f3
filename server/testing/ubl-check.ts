import { execFile } from 'node:child_process';
import path from 'node:path';

// Checks an e-invoice offline: against the OASIS UBL 2.1 schemas (vendored in ubl-2.1-xsd/, the
// runtime XSDs of the OASIS Standard) with libxml2's xmllint, and reads values out by XPath.

const XSD_ROOT = path.join(import.meta.dirname, 'ubl-2.1-xsd', 'maindoc');

function xmllint(args: string[], input: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = execFile('xmllint', args, { maxBuffer: 1 << 22 }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: typeof error?.code === 'number' ? error.code : 0, stdout, stderr });
    });
    child.stdin!.end(input);
  });
}

/** xmllint's verdict on the document against UBL-Invoice-2.1.xsd or UBL-CreditNote-2.1.xsd: '' when valid, else its complaints. */
export async function ublSchemaErrors(xml: string, root: 'Invoice' | 'CreditNote'): Promise<string> {
  const result = await xmllint(['--noout', '--nonet', '--schema', path.join(XSD_ROOT, `UBL-${root}-2.1.xsd`), '-'], xml);
  return result.code === 0 ? '' : result.stderr.trim();
}

/** The text values at a path of local names ('LegalMonetaryTotal/PayableAmount'), anywhere under the root. */
export async function ublValues(xml: string, localPath: string): Promise<string[]> {
  const steps = localPath.split('/').map((name) => (name.startsWith('@') ? name : `*[local-name()='${name}']`));
  const expression = `/*/${steps.join('/')}`;
  const result = await xmllint(['--xpath', expression, '-'], xml);
  if (result.code !== 0) return [];
  const text = result.stdout;
  if (localPath.split('/').at(-1)!.startsWith('@')) return [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]!);
  return [...text.matchAll(/<[^>]+>([^<]*)<\/[^>]+>/g)].map((m) => m[1]!);
}

import { describe, expect, it } from 'vitest';
import { attachmentDisposition, contentMatchesExtension, isPlainText } from './upload-content';
import { DOC, DOCX, GIF, JPG, PDF, PLAIN_ZIP, PNG, TXT } from '@/server/testing/upload-fixtures';

describe('contentMatchesExtension', () => {
  it('accepts each allowed type with its real content', async () => {
    const samples = [
      ['png', PNG],
      ['pdf', PDF],
      ['gif', GIF],
      ['jpg', JPG],
      ['jpeg', JPG],
      ['doc', DOC],
      ['docx', DOCX],
      ['txt', TXT],
    ] as const;
    for (const [extension, bytes] of samples) expect(await contentMatchesExtension(extension, bytes), extension).toBe(true);
  });

  it('refuses content of another type', async () => {
    expect(await contentMatchesExtension('png', Buffer.from('<script>alert(1)</script>'))).toBe(false);
    expect(await contentMatchesExtension('png', PDF)).toBe(false);
    expect(await contentMatchesExtension('jpg', PNG)).toBe(false);
    expect(await contentMatchesExtension('pdf', TXT)).toBe(false);
    expect(await contentMatchesExtension('docx', PLAIN_ZIP)).toBe(false);
    expect(await contentMatchesExtension('doc', DOCX)).toBe(false);
    expect(await contentMatchesExtension('txt', PNG)).toBe(false);
  });
});

describe('isPlainText', () => {
  it('takes UTF-8 and Windows-1252 text and refuses NUL and other control bytes', () => {
    expect(isPlainText(Buffer.from('\uFEFFhallo wereld\r\n\tcafé'))).toBe(true);
    expect(isPlainText(Buffer.from([0x63, 0x61, 0x66, 0xe9, 0x0d, 0x0a]))).toBe(true); // Windows-1252 "café"
    expect(isPlainText(Buffer.from([0x68, 0x00, 0x69]))).toBe(false);
    expect(isPlainText(Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01]))).toBe(false); // an ELF binary
  });
});

describe('attachmentDisposition', () => {
  it('gives an ASCII fallback and the exact UTF-8 name (RFC 5987)', () => {
    expect(attachmentDisposition('logo.png')).toBe(`attachment; filename="logo.png"; filename*=UTF-8''logo.png`);
    expect(attachmentDisposition('Één "ontwerp" (v2)\'s.pdf')).toBe(
      `attachment; filename="__n _ontwerp_ (v2)'s.pdf"; filename*=UTF-8''%C3%89%C3%A9n%20%22ontwerp%22%20%28v2%29%27s.pdf`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  ALLOWED_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  checkUploadFile,
  expectedMimeType,
  fileExtension,
  isAllowedFileName,
  MAX_FILE_NAME_LENGTH,
  projectUploadPath,
  sanitizeFileName,
  uploadDownloadPath,
} from './uploads';

describe('fileExtension', () => {
  it('gives the lower-cased part after the last dot', () => {
    expect(fileExtension('Logo.PNG')).toBe('png');
    expect(fileExtension('offerte.v2.docx')).toBe('docx');
  });

  it('is empty without an extension', () => {
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('map.')).toBe('');
  });
});

describe('allowed files', () => {
  it('allows jpg, jpeg, png, gif, pdf, doc, docx and txt', () => {
    expect(ALLOWED_EXTENSIONS).toEqual(['jpg', 'jpeg', 'png', 'gif', 'pdf', 'doc', 'docx', 'txt']);
    expect(isAllowedFileName('foto.JPEG')).toBe(true);
    expect(isAllowedFileName('teksten.txt')).toBe(true);
    expect(isAllowedFileName('virus.exe')).toBe(false);
    expect(isAllowedFileName('plaatje.svg')).toBe(false);
    expect(isAllowedFileName('pdf')).toBe(false);
  });

  it('knows the expected MIME type', () => {
    expect(expectedMimeType('a.jpg')).toBe('image/jpeg');
    expect(expectedMimeType('a.docx')).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(expectedMimeType('a.zip')).toBeNull();
  });

  it('has an accept attribute for the file input', () => {
    expect(ACCEPT_ATTRIBUTE).toBe('.jpg,.jpeg,.png,.gif,.pdf,.doc,.docx,.txt');
  });
});

describe('checkUploadFile', () => {
  it('accepts an allowed file of up to 20 MB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(20_971_520);
    expect(checkUploadFile({ name: 'logo.png', size: MAX_UPLOAD_BYTES })).toBeNull();
    expect(checkUploadFile({ name: 'leeg.txt', size: 0 })).toBeNull();
  });

  it('skips a larger file with the Dutch message', () => {
    expect(checkUploadFile({ name: 'video.pdf', size: MAX_UPLOAD_BYTES + 1 })).toBe('video.pdf is te groot (max 20MB)');
  });

  it('skips a file type that is not allowed', () => {
    expect(checkUploadFile({ name: 'setup.exe', size: 10 })).toBe('setup.exe heeft een niet-toegestaan bestandstype');
  });
});

describe('sanitizeFileName', () => {
  it('keeps only the last path segment', () => {
    expect(sanitizeFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(sanitizeFileName('..\\evil.pdf')).toBe('evil.pdf');
    expect(sanitizeFileName('C:\\Users\\anouk\\logo.png')).toBe('logo.png');
  });

  it('removes control characters, bidi tricks and leading dots', () => {
    expect(sanitizeFileName('fac\u0000tuur\n.pdf')).toBe('factuur.pdf');
    expect(sanitizeFileName('foto\u202Egnp.exe')).toBe('fotognp.exe');
    expect(sanitizeFileName('..')).toBe('');
    expect(sanitizeFileName('  .verborgen.txt ')).toBe('verborgen.txt');
  });

  it('keeps Dutch characters and shortens long names with the extension kept', () => {
    expect(sanitizeFileName('Één ontwerp – café.docx')).toBe('Één ontwerp – café.docx');
    const long = sanitizeFileName(`${'a'.repeat(300)}.pdf`);
    expect(long).toHaveLength(MAX_FILE_NAME_LENGTH);
    expect(long.endsWith('.pdf')).toBe(true);
  });
});

describe('upload addresses', () => {
  it('are the routes the server serves', () => {
    expect(projectUploadPath('p1')).toBe('/api/projects/p1/uploads');
    expect(uploadDownloadPath('u1')).toBe('/api/files/u1');
  });
});

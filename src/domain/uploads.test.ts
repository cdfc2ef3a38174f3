import { describe, expect, it } from 'vitest';
import {
  ACCEPT_ATTRIBUTE,
  ALLOWED_EXTENSIONS,
  MAX_UPLOAD_BYTES,
  checkUploadFile,
  expectedMimeType,
  fileExtension,
  isAllowedFileName,
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

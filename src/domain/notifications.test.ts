import { describe, expect, it } from 'vitest';
import { mailOptionalKindsFor, notificationSentence, NOTIFICATION_KINDS, projectPageFor } from './notifications';

describe('notification sentences', () => {
  it('read as one Dutch sentence for every kind', () => {
    for (const kind of NOTIFICATION_KINDS) expect(notificationSentence({ kind, params: {}, personName: 'Pieter' })).not.toBe('');
  });

  it('format amounts in euro, dates in Dutch and name someone unknown "Iemand"', () => {
    expect(notificationSentence({ kind: 'invoice_issued', params: { invoiceNumber: '2026-0007', amount: '1234.50' }, personName: null })).toBe(
      'Factuur 2026-0007 van € 1.234,50 staat klaar',
    );
    expect(notificationSentence({ kind: 'step_rescheduled', params: { stepName: 'Livegang', expectedDate: '2026-12-24' }, personName: null })).toBe(
      'De verwachte datum van stap "Livegang" is nu 24 december 2026',
    );
    expect(notificationSentence({ kind: 'step_approved', params: { stepName: 'Ontwerp' }, personName: null })).toBe('Iemand keurde stap "Ontwerp" goed');
    expect(notificationSentence({ kind: 'file_uploaded', params: { fileName: 'logo.png', count: 1 }, personName: 'Pieter' })).toBe('Pieter uploadde "logo.png"');
  });

  it('leave an unknown kind empty rather than guessing', () => {
    expect(notificationSentence({ kind: 'something_new', params: {}, personName: null })).toBe('');
  });
});

describe('where a notification leads and which mails can be turned off', () => {
  it('links a project to each role’s own page of it', () => {
    expect(projectPageFor('client', 'p1')).toBe('/progress?project=p1');
    expect(projectPageFor('developer', 'p1')).toBe('/developer/projects/p1');
    expect(projectPageFor('admin', 'p1')).toBe('/admin/projects/p1');
  });

  it('offers each role only the mails it receives', () => {
    expect(mailOptionalKindsFor('client')).toEqual(['message_received', 'step_ready', 'complaint_answered']);
    expect(mailOptionalKindsFor('developer')).toEqual(['message_received', 'step_feedback', 'complaint_answered']);
    expect(mailOptionalKindsFor('admin')).toEqual(['message_received', 'step_feedback', 'complaint_filed']);
    expect(mailOptionalKindsFor(null)).toEqual([]);
  });
});

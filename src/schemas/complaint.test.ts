import { describe, expect, it } from 'vitest';
import { complaintUpdateSchema, newComplaintSchema } from './complaint';

const PROJECT_ID = '7d9f3c2e-1b4a-4c8e-9f00-2a6b5c4d3e21';

describe('newComplaintSchema', () => {
  it('accepts subject and description, with normal priority and no project by default', () => {
    expect(newComplaintSchema.parse({ subject: ' Site traag ', description: 'Laadt erg langzaam' })).toEqual({
      subject: 'Site traag',
      description: 'Laadt erg langzaam',
      priority: 'normal',
      projectId: null,
    });
  });

  it('keeps a chosen project and priority', () => {
    const parsed = newComplaintSchema.parse({ subject: 'a', description: 'b', priority: 'high', projectId: PROJECT_ID });
    expect(parsed).toMatchObject({ priority: 'high', projectId: PROJECT_ID });
  });

  it('reads the "none" project option as no project', () => {
    expect(newComplaintSchema.parse({ subject: 'a', description: 'b', projectId: 'none' }).projectId).toBeNull();
  });

  it('requires subject and description', () => {
    const result = newComplaintSchema.safeParse({ subject: '', description: '  ' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Vul alle verplichte velden in',
      'Vul alle verplichte velden in',
    ]);
  });

  it('refuses an unknown priority', () => {
    expect(newComplaintSchema.safeParse({ subject: 'a', description: 'b', priority: 'urgent' }).success).toBe(false);
  });
});

describe('complaintUpdateSchema', () => {
  it('takes a status and optional admin notes', () => {
    expect(complaintUpdateSchema.parse({ status: 'resolved', adminNotes: ' Opgelost door cache ' })).toEqual({
      status: 'resolved',
      adminNotes: 'Opgelost door cache',
    });
    expect(complaintUpdateSchema.parse({ status: 'in_progress', adminNotes: '' }).adminNotes).toBeNull();
    expect(complaintUpdateSchema.safeParse({ status: 'closed' }).error?.issues[0]?.message).toBe('Ongeldige keuze');
  });
});

import { describe, expect, it } from 'vitest';
import { feedbackSchema, markStepReadySchema } from './timeline';

describe('timeline inputs', () => {
  it('takes trimmed feedback and refuses blank feedback', () => {
    expect(feedbackSchema.parse({ feedback: ' Graag een groter logo ' })).toEqual({ feedback: 'Graag een groter logo' });
    expect(feedbackSchema.safeParse({ feedback: '   ' }).error?.issues[0]?.message).toBe('Dit veld is verplicht');
  });

  it('makes a blank developer note null', () => {
    expect(markStepReadySchema.parse({ developerNotes: '' })).toEqual({ developerNotes: null });
    expect(markStepReadySchema.parse({})).toEqual({ developerNotes: null });
    expect(markStepReadySchema.parse({ developerNotes: 'Ontwerp staat online' }).developerNotes).toBe('Ontwerp staat online');
  });
});

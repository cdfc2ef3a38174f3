import { describe, expect, it } from 'vitest';
import { clientTurnSince, signOffSentence, stepTurn, turnLabel, waitingFirst } from './turns';

const step = (stepNumber: number, status: string, completedAt: Date | null = null) => ({ stepNumber, status, completedAt });

describe('whose turn a step is', () => {
  it('is the agency while it works, the client once ready or while the content step waits, nobody once approved', () => {
    expect(stepTurn(step(1, 'pending'))).toBe('agency');
    expect(stepTurn(step(2, 'ready_for_approval'))).toBe('client');
    expect(stepTurn(step(3, 'pending'))).toBe('client');
    expect(stepTurn(step(3, 'approved'))).toBe('done');
    expect(stepTurn(step(4, 'approved'))).toBe('done');
  });

  it('goes back to the agency when the client asks for changes, also on the content step', () => {
    expect(stepTurn(step(2, 'changes_requested'))).toBe('agency');
    expect(stepTurn(step(3, 'changes_requested'))).toBe('agency');
    expect(clientTurnSince(step(2, 'changes_requested', new Date()), new Date())).toBeNull();
    expect(waitingFirst([step(1, 'approved'), step(2, 'changes_requested'), step(3, 'ready_for_approval')], 'agency').map((s) => s.stepNumber)).toEqual([2, 1, 3]);
  });

  it('reads "Wij zijn aan zet", "Jouw beurt" or "Afgerond"; staff read "Klant is aan zet" and since when', () => {
    expect(turnLabel('agency', 'client')).toBe('Wij zijn aan zet');
    expect(turnLabel('client', 'client')).toBe('Jouw beurt');
    expect(turnLabel('done', 'client')).toBe('Afgerond');
    expect(turnLabel('agency', 'staff')).toBe('Wij zijn aan zet');
    expect(turnLabel('client', 'staff', new Date('2026-11-23T13:05:00Z'))).toBe('Klant is aan zet sinds 23 november 2026 om 14:05');
    expect(turnLabel('client', 'staff', null)).toBe('Klant is aan zet');
  });

  it('is the client’s since the step was marked ready, or since the project started for the content step', () => {
    const ready = new Date('2026-11-20T09:00:00Z');
    const started = new Date('2026-11-01T09:00:00Z');
    expect(clientTurnSince(step(2, 'ready_for_approval', ready), started)).toEqual(ready);
    expect(clientTurnSince(step(3, 'pending'), started)).toEqual(started);
    expect(clientTurnSince(step(1, 'pending'), started)).toBeNull();
  });

  it('puts the steps waiting for the viewer first, in step order', () => {
    const steps = [step(1, 'approved'), step(2, 'ready_for_approval'), step(3, 'pending'), step(4, 'pending')];
    expect(waitingFirst(steps, 'client').map((s) => s.stepNumber)).toEqual([2, 3, 1, 4]);
    expect(waitingFirst(steps, 'agency').map((s) => s.stepNumber)).toEqual([4, 1, 2, 3]);
  });
});

describe('the sign-off line', () => {
  it('names who approved, when (Amsterdam time) and the preview', () => {
    const approvedAt = new Date('2026-11-23T13:05:00Z');
    expect(signOffSentence({ approverName: 'Pieter Visser', approvedAt, previewLink: 'https://preview.example.nl' })).toBe(
      'Goedgekeurd door Pieter Visser op 23 november 2026 om 14:05 (preview: https://preview.example.nl)',
    );
    expect(signOffSentence({ approverName: 'Pieter Visser', approvedAt, previewLink: null })).toBe('Goedgekeurd door Pieter Visser op 23 november 2026 om 14:05');
    expect(signOffSentence({ approverName: 'Pieter Visser', approvedAt, previewLink: 'https://preview.example.nl', roundNumber: 2 })).toBe(
      'Goedgekeurd door Pieter Visser op 23 november 2026 om 14:05, ronde 2 (preview: https://preview.example.nl)',
    );
  });
});

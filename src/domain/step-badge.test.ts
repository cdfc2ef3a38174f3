import { describe, expect, it } from 'vitest';
import { stepBadge } from './step-badge';

const today = '2026-11-22';
const ON_TIME = '2026-11-30';
const LATE_3_DAYS = '2026-11-19';

describe('the one badge of a timeline step', () => {
  // viewer, status, expected date → the badge that wins, and its tone.
  const combinations = [
    ['client', 'pending', ON_TIME, 'Gepland', 'neutral'],
    ['client', 'pending', LATE_3_DAYS, 'Te laat (3 dagen)', 'danger'],
    ['client', 'pending', null, 'Gepland', 'neutral'],
    ['client', 'ready_for_approval', ON_TIME, 'Goedkeuring nodig', 'danger'],
    ['client', 'ready_for_approval', LATE_3_DAYS, 'Goedkeuring nodig', 'danger'],
    ['client', 'changes_requested', ON_TIME, 'Wijzigingen gevraagd', 'warning'],
    ['client', 'changes_requested', LATE_3_DAYS, 'Te laat (3 dagen)', 'danger'],
    ['client', 'approved', ON_TIME, '✓ Goedgekeurd', 'success'],
    ['client', 'approved', LATE_3_DAYS, '✓ Goedgekeurd', 'success'],
    ['staff', 'pending', ON_TIME, 'Gepland', 'neutral'],
    ['staff', 'pending', LATE_3_DAYS, 'Te laat (3 dagen)', 'danger'],
    ['staff', 'ready_for_approval', ON_TIME, 'Wacht op klant', 'warning'],
    ['staff', 'ready_for_approval', LATE_3_DAYS, 'Te laat (3 dagen)', 'danger'],
    ['staff', 'changes_requested', ON_TIME, 'Wijzigingen gevraagd', 'warning'],
    ['staff', 'changes_requested', LATE_3_DAYS, 'Te laat (3 dagen)', 'danger'],
    ['staff', 'approved', LATE_3_DAYS, '✓ Goedgekeurd', 'success'],
    ['staff', 'onbekend', ON_TIME, 'Gepland', 'neutral'],
  ] as const;

  it.each(combinations)('%s, %s, expected %s: "%s"', (viewer, status, expectedDate, label, tone) => {
    expect(stepBadge({ status, expectedDate }, viewer, today)).toMatchObject({ label, tone });
  });

  it('asks the client to approve before it says late; staff see late before whose turn it is', () => {
    expect(stepBadge({ status: 'ready_for_approval', expectedDate: LATE_3_DAYS }, 'client', today).kind).toBe('approval_needed');
    expect(stepBadge({ status: 'ready_for_approval', expectedDate: LATE_3_DAYS }, 'staff', today).kind).toBe('late');
    expect(stepBadge({ status: 'ready_for_approval', expectedDate: ON_TIME }, 'staff', today).kind).toBe('status');
  });

  it('is not late on the expected date itself, and one day after reads "1 dag"', () => {
    expect(stepBadge({ status: 'pending', expectedDate: today }, 'staff', today).label).toBe('Gepland');
    expect(stepBadge({ status: 'pending', expectedDate: '2026-11-21' }, 'staff', today).label).toBe('Te laat (1 dag)');
  });
});

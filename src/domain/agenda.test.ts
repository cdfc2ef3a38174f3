import { describe, expect, it } from 'vitest';
import {
  AGENDA_SOON_DAYS,
  AGENDA_URGENCY_TONES,
  agendaCounters,
  agendaDateLabel,
  agendaDueNote,
  agendaUrgency,
  daysLate,
  daysUntil,
  groupAgenda,
} from './agenda';
import { timelineText } from '@/src/text/nl/timeline';

// Sunday 22 November 2026, 10:00 in Amsterdam.
const now = new Date('2026-11-22T09:00:00Z');

describe('daysUntil', () => {
  it('counts calendar days from today in Amsterdam', () => {
    expect(daysUntil('2026-11-22', now)).toBe(0);
    expect(daysUntil('2026-11-25', now)).toBe(3);
    expect(daysUntil('2026-11-20', now)).toBe(-2);
  });

  it('uses the Amsterdam day, not the UTC day, around midnight', () => {
    const lateSaturdayUtc = new Date('2026-11-21T23:30:00Z'); // already Sunday 00:30 in Amsterdam
    expect(daysUntil('2026-11-22', lateSaturdayUtc)).toBe(0);
  });

  it('accepts a Date or timestamp string as the expected date', () => {
    expect(daysUntil(new Date('2026-11-23T10:00:00Z'), now)).toBe(1);
    expect(daysUntil('2026-11-23T23:30:00Z', now)).toBe(2); // Tuesday 00:30 in Amsterdam
  });
});

describe('urgency', () => {
  it('is overdue (red), today (orange), soon within 3 days (yellow), else later (neutral)', () => {
    expect(AGENDA_SOON_DAYS).toBe(3);
    const cases = [
      ['2026-11-21', 'overdue', 'red'],
      ['2026-11-22', 'today', 'orange'],
      ['2026-11-23', 'soon', 'yellow'],
      ['2026-11-25', 'soon', 'yellow'],
      ['2026-11-26', 'later', 'neutral'],
    ] as const;
    for (const [date, urgency, tone] of cases) {
      expect(agendaUrgency(date, now), date).toBe(urgency);
      expect(AGENDA_URGENCY_TONES[urgency]).toBe(tone);
    }
  });

  it('counts an open step past its expected date as late by whole days; "Te laat (n dagen)"', () => {
    expect(daysLate({ status: 'pending', expectedDate: '2026-11-21' }, now)).toBe(1);
    expect(daysLate({ status: 'ready_for_approval', expectedDate: '2026-11-12' }, now)).toBe(10);
    for (const step of [
      { status: 'pending', expectedDate: '2026-11-22' },
      { status: 'pending', expectedDate: '2026-11-23' },
      { status: 'pending', expectedDate: null },
      { status: 'approved', expectedDate: '2026-11-01' },
    ]) {
      expect(daysLate(step, now), JSON.stringify(step)).toBeNull();
    }
    expect(timelineText.timeline.late(1)).toBe('Te laat (1 dag)');
    expect(timelineText.timeline.late(10)).toBe('Te laat (10 dagen)');
  });

  it('treats an undated task as later', () => {
    expect(agendaUrgency(null, now)).toBe('later');
  });

  it('notes overdue tasks as urgent and today as a deadline', () => {
    expect(agendaDueNote(-1)).toBe('Urgent: 1 dag te laat');
    expect(agendaDueNote(-4)).toBe('Urgent: 4 dagen te laat');
    expect(agendaDueNote(0)).toBe('Deadline vandaag');
    expect(agendaDueNote(1)).toBe('Morgen');
    expect(agendaDueNote(5)).toBe('Over 5 dagen');
  });
});

describe('groupAgenda', () => {
  const tasks = [
    { id: 'a', expectedDate: '2026-11-30' },
    { id: 'b', expectedDate: null },
    { id: 'c', expectedDate: '2026-11-22' },
    { id: 'd', expectedDate: '2026-11-21' },
    { id: 'e', expectedDate: '2026-11-23' },
    { id: 'f', expectedDate: '2026-11-22' },
    { id: 'g', expectedDate: '2026-11-10' },
  ];

  it('groups by date ascending with relative or full Dutch labels, undated last', () => {
    const groups = groupAgenda(tasks, now);
    expect(groups.map((group) => group.label)).toEqual([
      'dinsdag 10 november 2026',
      'Gisteren',
      'Vandaag',
      'Morgen',
      'maandag 30 november 2026',
      'Geen datum',
    ]);
    expect(groups.map((group) => group.tasks.map((task) => task.id))).toEqual([['g'], ['d'], ['c', 'f'], ['e'], ['a'], ['b']]);
  });

  it('carries the date and urgency of each group', () => {
    const [first, , today] = groupAgenda(tasks, now);
    expect(first).toMatchObject({ date: '2026-11-10', urgency: 'overdue' });
    expect(today).toMatchObject({ date: '2026-11-22', urgency: 'today' });
    expect(groupAgenda(tasks, now).at(-1)).toMatchObject({ date: null, urgency: 'later' });
  });

  it("groups the same from today's Amsterdam date as from the moment", () => {
    expect(groupAgenda(tasks, '2026-11-22')).toEqual(groupAgenda(tasks, now));
    const lateSaturdayUtc = new Date('2026-11-21T23:30:00Z'); // already Sunday 00:30 in Amsterdam
    expect(groupAgenda(tasks, lateSaturdayUtc)).toEqual(groupAgenda(tasks, '2026-11-22'));
  });

  it('returns no groups for no tasks', () => {
    expect(groupAgenda([], now)).toEqual([]);
  });

  it('labels a single date', () => {
    expect(agendaDateLabel('2026-11-24', now)).toBe('dinsdag 24 november 2026');
  });
});

describe('agendaCounters', () => {
  it('counts overdue, today, upcoming (within 3 days) and total', () => {
    const tasks = [
      { expectedDate: '2026-11-01' },
      { expectedDate: '2026-11-21' },
      { expectedDate: '2026-11-22' },
      { expectedDate: '2026-11-24' },
      { expectedDate: '2026-12-24' },
      { expectedDate: null },
    ];
    expect(agendaCounters(tasks, now)).toEqual({ overdue: 2, today: 1, upcoming: 1, total: 6 });
  });
});

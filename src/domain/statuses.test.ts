import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  COMPLAINT_PRIORITIES,
  COMPLAINT_STATUSES,
  DEFAULT_COMPLAINT_PRIORITY,
  INVOICE_STATUSES,
  PROJECT_STATUSES,
  ROLES,
  TIMELINE_STEP_STATUSES,
  canApproveStep,
  canCancelInvoice,
  canMarkStepReady,
  canSetUpMandate,
  complaintPriorityLabel,
  complaintStatusLabel,
  highestRole,
  invoiceStatusLabel,
  paymentOutcome,
  isMandateActive,
  mandateStatusLabel,
  projectStatusLabel,
  roleLabel,
} from './statuses';
import { timelineStepStatusLabel } from './step-status-labels';

describe('project status', () => {
  it('has Dutch labels', () => {
    expect(PROJECT_STATUSES.map(projectStatusLabel)).toEqual(['In afwachting', 'In behandeling', 'Afgerond', 'On hold']);
  });

  it('shows unknown values as pending', () => {
    expect(projectStatusLabel('archived')).toBe('In afwachting');
    expect(projectStatusLabel(null)).toBe('In afwachting');
  });

  it('works with z.enum', () => {
    expect(z.enum(PROJECT_STATUSES).safeParse('on_hold').success).toBe(true);
    expect(z.enum(PROJECT_STATUSES).safeParse('done').success).toBe(false);
  });
});

describe('timeline step status', () => {
  it('has Dutch labels', () => {
    expect(TIMELINE_STEP_STATUSES.map(timelineStepStatusLabel)).toEqual(['Gepland', 'Wacht op klant', 'Wijzigingen gevraagd', '✓ Goedgekeurd']);
    expect(timelineStepStatusLabel('weird')).toBe('Gepland');
  });

  it('moves pending → ready_for_approval → (changes_requested → ready_for_approval …) → approved only', () => {
    expect(canMarkStepReady('pending')).toBe(true);
    expect(canMarkStepReady('changes_requested')).toBe(true);
    expect(canMarkStepReady('ready_for_approval')).toBe(false);
    expect(canMarkStepReady('approved')).toBe(false);
    expect(canApproveStep('ready_for_approval')).toBe(true);
    expect(canApproveStep('pending')).toBe(false);
    expect(canApproveStep('changes_requested')).toBe(false);
    expect(canApproveStep('approved')).toBe(false);
  });
});

describe('complaints', () => {
  it('labels statuses and shows unknown as open', () => {
    expect(COMPLAINT_STATUSES.map(complaintStatusLabel)).toEqual(['Open', 'In behandeling', 'Opgelost']);
    expect(complaintStatusLabel('closed')).toBe('Open');
  });

  it('labels priorities, normal by default', () => {
    expect(COMPLAINT_PRIORITIES.map(complaintPriorityLabel)).toEqual(['Laag', 'Normaal', 'Hoog']);
    expect(DEFAULT_COMPLAINT_PRIORITY).toBe('normal');
    expect(complaintPriorityLabel(undefined)).toBe('Normaal');
  });
});

describe('invoices', () => {
  it('labels statuses', () => {
    expect(INVOICE_STATUSES.map(invoiceStatusLabel)).toEqual(['Betaald', 'In behandeling', 'Mislukt', 'Geannuleerd', 'Teruggeboekt']);
    expect(invoiceStatusLabel('refunded')).toBe('refunded');
  });

  it('can cancel only a pending invoice', () => {
    expect(INVOICE_STATUSES.filter(canCancelInvoice)).toEqual(['pending']);
  });
});

describe('roles', () => {
  it('labels roles and a missing one', () => {
    expect(ROLES.map(roleLabel)).toEqual(['Admin', 'Developer', 'Client']);
    expect(roleLabel(null)).toBe('Geen rol');
  });

  it('picks admin over developer over client', () => {
    expect(highestRole(['client', 'admin', 'developer'])).toBe('admin');
    expect(highestRole(['client', 'developer'])).toBe('developer');
    expect(highestRole(['client'])).toBe('client');
    expect(highestRole(['guest'])).toBeNull();
    expect(highestRole([])).toBeNull();
  });
});

describe('mandate status', () => {
  it('has Dutch labels, including none set up', () => {
    expect(mandateStatusLabel('valid')).toBe('Actief');
    expect(mandateStatusLabel('pending')).toBe('In afwachting');
    expect(mandateStatusLabel('invalid')).toBe('Ongeldig');
    expect(mandateStatusLabel('expired')).toBe('Ongeldig');
    expect(mandateStatusLabel(null)).toBe('Niet ingesteld');
    expect(mandateStatusLabel(undefined)).toBe('Niet ingesteld');
  });

  it('can be set up or retried unless it is active', () => {
    expect(isMandateActive('valid')).toBe(true);
    expect(canSetUpMandate('valid')).toBe(false);
    expect(canSetUpMandate('pending')).toBe(true);
    expect(canSetUpMandate(null)).toBe(true);
  });
});

describe('payment outcomes', () => {
  it('read a paid payment the bank took back as charged_back, and anything else as its status', () => {
    expect(paymentOutcome({ status: 'paid', chargedBackAmount: '36.30' })).toBe('charged_back');
    expect(paymentOutcome({ status: 'paid', chargedBackAmount: '0.00' })).toBe('paid');
    expect(paymentOutcome({ status: 'paid', chargedBackAmount: '0' })).toBe('paid');
    expect(paymentOutcome({ status: 'cancelled', chargedBackAmount: '0.00' })).toBe('cancelled');
  });
});

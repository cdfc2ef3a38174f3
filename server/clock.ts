/** The current time, handed to whatever reads it; tests set a fixed one (agenda, recurring invoices). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

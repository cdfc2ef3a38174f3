import { describe, expect, it } from 'vitest';
import { asOneMessage, KEEPALIVE } from './live-payloads';

// What one stream writes for the events that reached it together: one message, so a new message
// and the bell's count cost the stream one write, and a reconnect resumes after the last of them.

describe('asOneMessage', () => {
  it('sends a single event as it is', () => {
    expect(asOneMessage([{ id: '7', payload: KEEPALIVE }])).toEqual({ id: '7', payload: KEEPALIVE });
  });

  it('sends events that arrived together as one, in order, under the last one’s id', () => {
    const message = { kind: 'files' as const, projectId: 'p1' };
    const count = { kind: 'notifications' as const, unread: 3 };
    expect(asOneMessage([{ id: '8', payload: message }, { id: '9', payload: count }])).toEqual({ id: '9', payload: { kind: 'several', payloads: [message, count] } });
  });
});

// Generated hostile inputs for the fuzz test: wrong types, huge and odd strings, unicode, nulls,
// extra keys, negative and huge numbers, and objects shaped like the app's real inputs.

/** A small deterministic generator, so a failure can be replayed with the same seed. */
export function randomSource(seed: number) {
  let state = seed >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
  return {
    next,
    int: (max: number) => Math.floor(next() * max),
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!,
  };
}

type Random = ReturnType<typeof randomSource>;

// Every input key the app's schemas know, so generated objects reach past the first check.
const KEYS = [
  'projectId', 'stepId', 'uploadId', 'itemId', 'userId', 'clientId', 'developerId', 'invoiceId', 'complaintId', 'moduleId', 'moduleId',
  'paymentId', 'email', 'password', 'fullName', 'token', 'q', 'page', 'cursor', 'role', 'status', 'packageType', 'message', 'feedback',
  'developerNotes', 'title', 'description', 'price', 'amount', 'isRecurring', 'recurringDay', 'isActive', 'isCompleted', 'expectedDate',
  'buildLink', 'submit', 'details', 'iban', 'consumerName', 'subject', 'priority', 'adminNotes', 'phone', 'address', 'companyName',
  'acceptedTerms', 'hasLogo', 'logoUrl', 'limit', 'offset', 'intent', 'reason', 'purchaseId', 'currentPassword', 'newPassword', 'newEmail', 'code', 'sessionId', 'kind', 'from', 'to', 'approve', 'requestId', 'exportId',
  'pinId', 'body', 'comment', 'where', 'target', 'path', 'selector', 'textFallback', 'elementRole', 'xFraction', 'yFraction', 'viewportWidth', 'screenshot',
] as const;

const STRINGS = [
  '', ' ', 'a', 'none', 'admin', 'client', 'developer', 'pending', 'approved', 'website', 'webshop', 'high', 'resolved',
  '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff', 'not-a-uuid', '2026-13-45', '2026-02-30', '2026-11-23',
  "'; DROP TABLE users; --", '%', '_', '\\', '%%__\\\\', '<script>alert(1)</script>', 'javascript:alert(1)', 'https://example.nl',
  '\u0000', '\u0000null\u0000', '\uD800', '\uFFFF', '𝕂𝕝𝕒𝕟𝕥', '👩🏽‍💻🇳🇱', 'مرحبا', '\u202Eevil', 'Ä'.normalize('NFD'), 'NL91ABNA0417164300',
  '-1', '1e309', 'NaN', 'true', '{}', '[]', '__proto__', 'constructor', 'x@y', 'iemand@voorbeeld.nl',
  '123456', '000000', 'abcde-fghij', 'a'.repeat(64), '0'.repeat(64),
];

function hugeString(random: Random): string {
  return random.pick(['a', '€', '🙂', '\u0000', ' ', 'ab%']).repeat(random.pick([257, 2001, 5001, 70_000]));
}

function scalar(random: Random): unknown {
  switch (random.int(9)) {
    case 0:
      return random.pick(STRINGS);
    case 1:
      return hugeString(random);
    case 2:
      return random.pick([0, -1, 1, 28, 29, -2147483649, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, 1e308, -1e308, 0.1 + 0.2, 12.345, Number.NaN, Infinity, -Infinity]);
    case 3:
      return random.pick([null, undefined, true, false]);
    case 4:
      return random.pick([new Date(0), new Date(8.64e15), new Date(Number.NaN), 10n ** 30n, new Map([['a', 1]]), new Set([1]), /x/]);
    case 5:
      return [];
    case 6:
      return Array.from({ length: random.pick([1, 3, 1000]) }, () => random.pick(STRINGS));
    case 7:
      return {};
    default:
      return crypto.randomUUID();
  }
}

function value(random: Random, depth: number): unknown {
  if (depth < 3 && random.int(6) === 0) return object(random, depth + 1);
  return scalar(random);
}

function object(random: Random, depth = 0): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  const count = random.int(6) + 1;
  for (let i = 0; i < count; i++) result[random.pick(KEYS)] = value(random, depth);
  // Extra keys nobody asked for, including ones that poison naive merging.
  if (random.int(3) === 0) result[random.pick(['extra', '__proto__', 'constructor', 'prototype', 'x'.repeat(300)])] = value(random, depth);
  return result;
}

/** One generated input: mostly objects shaped like the app's, sometimes anything at all. */
export function fuzzInput(random: Random): unknown {
  return random.int(4) === 0 ? scalar(random) : object(random);
}

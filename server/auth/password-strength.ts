import { ZxcvbnFactory, type ZxcvbnResult } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

// Refuses the passwords attackers try first: zxcvbn-ts's common list (with capitals, l33t, reversed) and anything guessed in under a
// thousand tries ("aaaaaa", "qwerty"). Checked on the server only, so the browser never loads the dictionaries.

/** Longer passwords are no well-known ones, and checking them costs the event loop tenths of a second. */
const LONGEST_CHECKED = 32;

let checker: ZxcvbnFactory | undefined;

function strength(password: string): ZxcvbnResult {
  checker ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });
  return checker.check(password);
}

export function isCommonPassword(password: string): boolean {
  if (password.length > LONGEST_CHECKED) return false;
  const result = strength(password);
  if (result.score === 0) return true;
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only?.pattern === 'dictionary' && 'dictionaryName' in only && only.dictionaryName === 'passwords-common';
}

import readline from 'node:readline/promises';
import { Writable } from 'node:stream';

/** Reads all of a piped stdin: `echo "$WACHTWOORD" | npm run user:create -- …`. */
async function readPipedLine(): Promise<string> {
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

/** Asks on the terminal without echoing what is typed (nothing lands in the shell's history). */
async function promptHidden(question: string): Promise<string> {
  let muted = false;
  const output = new Writable({
    write(chunk, _encoding, done) {
      if (!muted) process.stdout.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: process.stdin, output, terminal: true });
  try {
    const answer = rl.question(question);
    muted = true;
    const value = await answer;
    process.stdout.write('\n');
    return value;
  } finally {
    rl.close();
  }
}

/**
 * The password for a command run without --password: typed twice at a prompt on a terminal, or
 * the first line of stdin when it is piped. A mismatch is the caller's to report (null).
 */
export async function readPassword(): Promise<string | null> {
  if (!process.stdin.isTTY) return readPipedLine();
  const first = await promptHidden('Wachtwoord: ');
  const second = await promptHidden('Herhaal wachtwoord: ');
  return first === second ? first : null;
}

import { benchDatabase } from '@/bench/database';
import { startServer } from '@/bench/server-process';
import { signInMany } from '@/bench/sessions';
import { loadTest } from '@/bench/load';
import { CASES } from '@/bench/cases';
const s = await startServer(benchDatabase().env);
const admins = await signInMany(s.origin, 'admin', [1], 50);
for (const c of [1, 5, 50]) console.log(c, await loadTest(s.origin, admins, CASES[3]!.url, { connections: c, seconds: 2, warmupSeconds: 0 }));
await s.stop();

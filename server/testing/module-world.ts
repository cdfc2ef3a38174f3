// Extra modules for the access table: a one-off module anyone may try to buy for client
// A's project, and a payment client A started for it.
import { callerFor, type TestEnv } from './harness';
import type { World } from './access-world';

export async function createModuleWorld(env: TestEnv, world: World) {
  const { db } = env.services;
  const oneOff = await db
    .insertInto('modules')
    .values({ title: 'Extra pagina', description: 'Eén extra pagina', price: '49.00' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const clientA = await callerFor(env.services, world.users.clientA);
  const payment = await clientA.client.modules.buy({ projectId: world.projectA.id, moduleId: oneOff.id });
  return { oneOffModuleId: oneOff.id, paymentOfClientA: payment.paymentId };
}

export type ModuleWorld = Awaited<ReturnType<typeof createModuleWorld>>;

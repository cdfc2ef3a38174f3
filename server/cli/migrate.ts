import { runCli } from './cli';

await runCli(async (handle) => {
  console.log(`Database (${handle.kind}) is bijgewerkt naar de nieuwste versie.`);
});

/**
 * npm run bench:codes -w @ijara/api (needs DATABASE_URL): two api processes on one fresh PostgreSQL
 * database, 1,000 parallel wrong codes for one phone, then six wrong codes in a row. Prints the figures
 * and exits non-zero if a wrong code ever signed in or more than five tries were counted.
 */
import { randomBytes } from 'node:crypto';
import { MAX_TRIES, runCodeGuessing } from './code-guessing';
import { admin, requireServer } from './postgres-admin';

const server = requireServer('bench:codes');
const attempts = Number(process.env.ATTEMPTS ?? 1_000);
const name = `ijara_bench_${randomBytes(6).toString('hex')}`;
const url = new URL(server);
url.pathname = `/${name}`;

await admin(server, `create database ${name}`);
try {
  const figures = await runCodeGuessing(url.toString(), attempts);
  const ok =
    figures.tokensIssued === 0 &&
    figures.accepted <= MAX_TRIES &&
    figures.countedTries <= MAX_TRIES &&
    figures.rightCodeAfterBurst === 400 &&
    figures.sixWrongThenRight.every((status) => status === 400) &&
    figures.sessionsInDatabase === 0;
  console.info(
    [
      `api processes:                 ${figures.processes} (one PostgreSQL database)`,
      `parallel wrong codes:          ${figures.attempts} in ${figures.burstMs} ms (${Math.round((figures.attempts / figures.burstMs) * 1000)}/s)`,
      `tokens issued:                 ${figures.tokensIssued}`,
      `guesses compared (invalid):    ${figures.accepted} (limit ${MAX_TRIES})`,
      `refused, no live code:         ${figures.refusedNoLiveCode}`,
      `other answers:                 ${
        Object.entries(figures.otherAnswers)
          .map(([answer, count]) => `${count} × ${answer}`)
          .join(', ') || 'none'
      }`,
      `tries counted in the database: ${figures.countedTries}`,
      `right code after the burst:    ${figures.rightCodeAfterBurst}`,
      `6 wrong in a row, then right:  ${figures.sixWrongThenRight.join(' ')}`,
      `sessions created:              ${figures.sessionsInDatabase}`,
      ok ? 'result: no wrong code signed in; at most 5 tries counted' : 'result: FAILED',
    ].join('\n'),
  );
  process.exitCode = ok ? 0 : 1;
} finally {
  await admin(server, `drop database if exists ${name} with (force)`);
}

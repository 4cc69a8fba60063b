/**
 * `pnpm bench:server`, the report: the server's settings, its starts and its memory at rest, the opening and
 * the capacity (durations, statuses, pages, processor, e-mails), the memory's peak, then each target, PASS or FAIL.
 */
import { CLIENTS, PAGE_LOADS, REGISTRATIONS, THROTTLE_PROBES } from './bench-server-rush.mjs';
import { MEMORY_LIMIT, SERVER_CORE } from './bench-server-cgroups.mjs';
import { EMAIL_DEADLINE_MS, PARTS } from './bench-server-measures.mjs';
import { percentile } from './bench-statistics.mjs';

const P99_TARGET_MS = 1000;

const megabytes = (bytes) => `${(bytes / 1024 ** 2).toFixed(0)} Mo`;
const milliseconds = (ms) => `${Math.round(ms)} ms`;
const verdict = (ok) => (ok ? 'PASS' : 'FAIL');

function printMemory(title, memory) {
  console.log(title);
  for (const [name, label] of PARTS)
    console.log(
      `  ${label.padEnd(36)} RSS ${megabytes(memory[name].rss).padStart(7)}${Number.isNaN(memory[name].pss) ? '' : ` | PSS ${megabytes(memory[name].pss).padStart(7)}`}`,
    );
}

/**
 * Prints the figures of a run (`settings`, the idle measures, the opening's `rush` and its readings, the
 * `capacity` run, the memory's peaks, what PostgreSQL stored and which processes are alive); true if every
 * target passed.
 */
export function printReport({
  settings,
  idleSeconds,
  firstStart,
  restart,
  restartCpu,
  idle,
  idleCgroup,
  startsPeak,
  rush,
  created,
  expected,
  emails,
  cpuBefore,
  cpuAfter,
  rushSeconds,
  stackCpu,
  othersCpu,
  interruptsCpu,
  capacity,
  peak,
  rushCgroup,
  stored,
  alive,
}) {
  const capacityLatencies = capacity.registrations.filter(({ status }) => status === 201).map(({ ms }) => ms);
  // Lost: answered 201 and not stored; doubled: stored twice; unanswered yet stored: a 5xx that was in fact saved.
  const everyone = [...rush.registrations, ...rush.probes, ...capacity.registrations];
  const answered = everyone.filter(({ status }) => status === 201).length;
  const lost = everyone.filter(({ status, email }) => status === 201 && !stored.has(email)).length;
  const doubled = [...stored.values()].filter((count) => count > 1).length;
  const storedUnanswered = everyone.filter(({ status, email }) => status !== 201 && stored.has(email)).length;
  const latencies = created.map(({ ms }) => ms);
  const statusesOf = (registrations) =>
    Object.entries(registrations.reduce((counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {}))
      .map(([status, count]) => `${status === '0' ? 'connexion refusée' : status} × ${count}`)
      .join(', ');
  const spread = (values) =>
    `p50 ${milliseconds(percentile(values, 0.5))} | p95 ${milliseconds(percentile(values, 0.95))} | p99 ${milliseconds(percentile(values, 0.99))} | max ${milliseconds(Math.max(...values))}`;
  const p99 = percentile(latencies, 0.99);
  const probeStatuses = rush.probes.map(({ status }) => status);
  const throttleHolds =
    probeStatuses.slice(0, THROTTLE_PROBES - 1).every((status) => status === 201) && probeStatuses.at(-1) === 429;
  const pagesFailed = [...rush.pageLoads, ...capacity.pageLoads].reduce((sum, { failed: count }) => sum + count, 0);
  const pagesLine = (pageLoads) =>
    `  pages (HTML et ressources, ${pageLoads.reduce((sum, { requests }) => sum + requests, 0)} requêtes) : ${spread(pageLoads.map(({ ms }) => ms))} | en échec ${pageLoads.reduce((sum, { failed: count }) => sum + count, 0)}`;

  console.log(
    `\nLe plus petit serveur (1 cœur, le n° ${SERVER_CORE}, ${megabytes(MEMORY_LIMIT)} pour nginx, Strapi et PostgreSQL)`,
  );
  console.log(
    `Réglages : PostgreSQL ${Object.entries(settings.postgres)
      .map(([name, value]) => `${name}=${value}`)
      .join(' ')} ; Strapi ${
      Object.entries(settings.strapi)
        .map(([name, value]) => `${name}=${value}`)
        .join(' ') || 'par défaut'
    } ; nginx ${settings.nginxWorkers} worker`,
  );
  console.log(`Premier démarrage (base vide) jusqu’à la première réponse par nginx : ${(firstStart / 1000).toFixed(1)} s`);
  console.log(`Redémarrage (édition ouverte) jusqu’à la première réponse par nginx : ${(restart / 1000).toFixed(1)} s`);
  console.log(`  dont ${restartCpu.toFixed(1)} s de processeur pour Strapi`);
  printMemory(`Mémoire au repos (${idleSeconds} s après le redémarrage)`, idle);
  console.log(
    `  cgroup du serveur                   usage ${megabytes(idleCgroup.usage)} (dont RSS ${megabytes(idleCgroup.rss)}, cache ${megabytes(idleCgroup.cache)}) | max_usage pendant les démarrages ${megabytes(startsPeak)}`,
  );
  console.log(
    `\nOuverture : ${REGISTRATIONS} inscriptions de ${REGISTRATIONS} adresses et e-mails arrivées en une minute (${CLIENTS} clients au plus à la fois), par nginx en HTTPS, avec ${PAGE_LOADS} chargements de page`,
  );
  console.log(
    `  dernière inscription répondue après ${rush.registrationsSeconds.toFixed(1)} s : ${statusesOf(rush.registrations)}`,
  );
  console.log(`  durée d’une inscription (depuis l’arrivée de la personne) : ${spread(latencies)}`);
  // When the slow ones arrived: a warming-up process, a burst of e-mails, a pause of the collector.
  const windows = Array.from({ length: 6 }, (_, window) =>
    created.filter(({ arrivedAfterMs }) => Math.min(5, Math.floor(arrivedAfterMs / 10_000)) === window).map(({ ms }) => ms),
  );
  console.log(
    `  p99 par tranche de 10 s d’arrivée : ${windows.map((values, window) => `${window * 10}–${window * 10 + 10} s ${values.length ? milliseconds(percentile(values, 0.99)) : '–'}`).join(' | ')}`,
  );
  console.log(pagesLine(rush.pageLoads));
  console.log(
    `  CPU de l’ouverture et de ses e-mails (${rushSeconds.toFixed(0)} s) : ${PARTS.map(([name, label]) => `${label} ${(cpuAfter[name] - cpuBefore[name]).toFixed(1)} s`).join(', ')} ; le cœur du serveur occupé à ${Math.round((100 * stackCpu) / rushSeconds)} %`,
  );
  console.log(
    `  autres processus sur le cœur du serveur (${SERVER_CORE}) pendant l’ouverture : ${othersCpu.toFixed(2)} CPU en moyenne (interruptions : ${interruptsCpu.toFixed(2)})${othersCpu > 0.1 ? ' : MESURE NON VALABLE, un autre travail prenait le processeur' : ''}`,
  );
  console.log(
    `  e-mails de confirmation : ${emails.received}/${expected.size} reçus, ${emails.twice} en double, dernier après ${(emails.lastAfterMs / 1000).toFixed(1)} s`,
  );
  console.log(
    `\nCapacité : ${REGISTRATIONS} inscriptions de plus, ${CLIENTS} clients qui renvoient dès leur réponse (avec ${PAGE_LOADS} chargements de page)`,
  );
  console.log(
    `  faites en ${capacity.registrationsSeconds.toFixed(1)} s, ${(REGISTRATIONS / capacity.registrationsSeconds).toFixed(1)} inscriptions/s : ${statusesOf(capacity.registrations)}`,
  );
  console.log(`  durée d’une inscription : ${spread(capacityLatencies)}`);
  console.log(pagesLine(capacity.pageLoads));
  printMemory('\nPic de mémoire (RSS, échantillon toutes les 0,5 s, ouverture et capacité)', {
    ...Object.fromEntries(Object.entries(peak).map(([name, rss]) => [name, { rss, pss: NaN }])),
  });
  console.log(
    `  cgroup du serveur                   max_usage ${megabytes(rushCgroup.max)} | failcnt ${rushCgroup.failcnt} (fois où la limite a été touchée) | oom_kill ${rushCgroup.oomKills}`,
  );

  const targets = [
    [
      `aucun processus tué faute de mémoire (oom_kill ${rushCgroup.oomKills}, en vie : ${Object.entries(alive)
        .map(([name, up]) => `${name} ${up ? 'oui' : 'NON'}`)
        .join(', ')})`,
      rushCgroup.oomKills === 0 && Object.values(alive).every(Boolean),
    ],
    [
      `0 inscription perdue ou doublée, chaque personne de l’ouverture répondue 201 (201 : ${answered}, en base : ${stored.size}, perdues ${lost}, doublées ${doubled}, enregistrées sans 201 ${storedUnanswered}, ouverture : ${statusesOf(rush.registrations)})`,
      lost === 0 && doubled === 0 && storedUnanswered === 0 && created.length === REGISTRATIONS,
    ],
    [`p99 d’une inscription à l’ouverture ≤ ${P99_TARGET_MS} ms (${milliseconds(p99)})`, p99 <= P99_TARGET_MS],
    [
      `les inscriptions de la première minute toutes répondues en une minute et ${P99_TARGET_MS} ms (dernière après ${rush.registrationsSeconds.toFixed(1)} s)`,
      rush.registrationsSeconds <= 60 + P99_TARGET_MS / 1000,
    ],
    [
      `chaque e-mail de confirmation envoyé en 2 minutes (${emails.received}/${expected.size}, dernier après ${(emails.lastAfterMs / 1000).toFixed(1)} s, ${emails.twice} en double)`,
      emails.received === expected.size && emails.twice === 0 && emails.lastAfterMs <= EMAIL_DEADLINE_MS,
    ],
    [
      `limite inchangée pour une vraie personne (une adresse, ${THROTTLE_PROBES} inscriptions : ${probeStatuses.join(' ')})`,
      throttleHolds,
    ],
    [`pages servies pendant la ruée sans échec (${pagesFailed})`, pagesFailed === 0],
  ];
  console.log('\nCibles');
  for (const [label, ok] of targets) console.log(`  ${verdict(ok)}  ${label}`);
  return targets.every(([, ok]) => ok);
}

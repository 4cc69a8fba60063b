import { formatDateTime } from './format.js';

/**
 * What the server checks of itself (cms/src/lib/server-health.ts): that its database answers, that its e-mails
 * leave, that its disk has room, that its nightly backup was made and a copy of it left the server, and that its
 * certificate is not about to expire (these where the server says where they are), that no upgrade was undone (deploy/brocante upgrade) and that the
 * public site shows what is published. A monitoring service reads the states (GET /api/health, nothing
 * private: 200 when all is well, 503 otherwise); the volunteers read them in words with their figures on the
 * dashboard (« Santé du serveur ») and by e-mail when one goes wrong (cms/src/engine/server-alerts.ts).
 */
export const HEALTH_LIMITS = {
  /**
   * An e-mail still waiting after this long: the mail server does not take the committee's messages (a mail server that
   * refuses the connection or the login is said at once: `refused`).
   */
  emailsLateMinutes: 15,
  /** The disk's use (the uploads' and, on one server, the database's) from which it is said full. */
  diskPercent: 85,
  /** A nightly backup older than this was missed (a day and two hours' leeway); so was its copy off the server. */
  backupHours: 26,
  /** The uploaded files, too big to leave every night, leave once a week: older than this, their copy was missed. */
  weeklyFilesDays: 8,
  /** A certificate that expires within these days: its renewal failed. */
  certificateDays: 14,
  /** A site still older than the published content this long after its rebuild was asked: the rebuild failed. */
  siteRebuildMinutes: 15,
} as const;

export interface ServerHealth {
  status: 'ok' | 'degraded';
  checks: {
    database: 'ok' | 'failing';
    /** refused: the mail server refuses the connection, the login or the sender, now; late: a message waits too long */
    emails: 'ok' | 'late' | 'refused';
    disk: 'ok' | 'full';
    /** not-configured: this server says nowhere where its backups go (development) */
    backup: 'ok' | 'missed' | 'not-configured';
    /** failed: last night's copy did not leave the server (deploy/brocante backup: by e-mail or to restic) */
    copy: 'ok' | 'failed' | 'not-configured';
    /** not-configured: this server says nowhere where its certificate is (development) */
    certificate: 'ok' | 'expiring' | 'not-configured';
    /** rolled-back: the last upgrade failed its check, the previous version and its data came back */
    upgrade: 'ok' | 'rolled-back';
    /** stale: the public site shows older content than the database holds; not-configured: no built site to read */
    site: 'ok' | 'stale' | 'not-configured';
  };
}

export type HealthCheck = keyof ServerHealth['checks'];

/** What the volunteers read: the states, and the figures behind them. */
export interface ServerHealthDetails extends ServerHealth {
  emails: {
    /** messages not sent yet */
    waiting: number;
    /** when the oldest of them was written (ISO), null when none waits */
    oldestWaitingSince: string | null;
    /** the last error the mail server gave for a waiting message */
    lastError: string | null;
    /** messages a mail server refused for good, waiting for a corrected address */
    undeliverable: number;
    /**
     * Since when (ISO) and with what words the committee's mail server refuses the server itself (its connection, its
     * login, its sender), until a message leaves again; null while it takes them.
     */
    refusal: MailServerRefusal | null;
  };
  disk: { usedPercent: number; limitPercent: number };
  /**
   * when the last backup was made (ISO), null when there is none or none is configured; and how its copy leaves the
   * server, null when no backup is configured
   */
  backup: { configured: boolean; lastAt: string | null; copy: BackupCopy | null };
  /** when the site's certificate expires (ISO); null when none is configured */
  certificate: { validUntil: string | null };
  /** the version an upgrade tried and undid, and when (ISO); null until the next upgrade that succeeds */
  upgrade: { rolledBack: { version: string; at: string } | null };
  /**
   * What the served site was built from and what the database publishes now (cms/src/lib/site-changes.ts's stamp),
   * and when a rebuild was last asked (ISO); builtFrom is null where no built site says it (development), published
   * where the database does not answer (its own check says so).
   */
  site: { builtFrom: string | null; published: string | null; rebuildAskedAt: string | null };
}

/** The copy of the nightly backup off the server, as deploy/brocante backup last wrote it (BACKUP_DIR/copie.txt). */
export interface BackupCopy {
  /** the committee's mailbox (COMMITTEE_EMAIL) or its restic repository; null: no copy made yet, or none configured */
  by: 'e-mail' | 'restic' | null;
  /** the last copy that left (ISO): the database at least */
  lastAt: string | null;
  /** the last copy that carried the uploaded files too (ISO) */
  filesAt: string | null;
  /** the backup's size in bytes, and the e-mail's limit: above it, the files leave once a week */
  bytes: number | null;
  limitBytes: number | null;
  /** the last try, when it failed: when, and what the mail server or restic said */
  failure: { at: string; reason: string } | null;
}

export interface MailServerRefusal {
  since: string;
  error: string;
}

type Figures = Omit<ServerHealthDetails, 'status' | 'checks'> & { databaseAnswers: boolean };

const olderThan = (instant: string | null, now: Date, milliseconds: number) =>
  instant !== null && new Date(instant).getTime() <= now.getTime() - milliseconds;

/** The states from the figures, at `now`. */
export function healthOf({ databaseAnswers, ...figures }: Figures, now: Date): ServerHealthDetails {
  const { emails, disk, backup, certificate, upgrade, site } = figures;
  const checks: ServerHealth['checks'] = {
    database: databaseAnswers ? 'ok' : 'failing',
    emails: emails.refusal
      ? 'refused'
      : olderThan(emails.oldestWaitingSince, now, HEALTH_LIMITS.emailsLateMinutes * 60_000)
        ? 'late'
        : 'ok',
    disk: disk.usedPercent >= disk.limitPercent ? 'full' : 'ok',
    backup: !backup.configured
      ? 'not-configured'
      : backup.lastAt === null || olderThan(backup.lastAt, now, HEALTH_LIMITS.backupHours * 3_600_000)
        ? 'missed'
        : 'ok',
    copy: copyState(backup, now),
    certificate:
      certificate.validUntil === null
        ? 'not-configured'
        : new Date(certificate.validUntil).getTime() <= now.getTime() + HEALTH_LIMITS.certificateDays * 86_400_000
          ? 'expiring'
          : 'ok',
    upgrade: upgrade.rolledBack ? 'rolled-back' : 'ok',
    // A rebuild under way is not stale yet: the site catches up once it is built.
    site:
      site.builtFrom === null
        ? 'not-configured'
        : site.published === null ||
            site.builtFrom === site.published ||
            (site.rebuildAskedAt !== null && !olderThan(site.rebuildAskedAt, now, HEALTH_LIMITS.siteRebuildMinutes * 60_000))
          ? 'ok'
          : 'stale',
  };
  const wrong = Object.values(checks).some((state) => state !== 'ok' && state !== 'not-configured');
  return { status: wrong ? 'degraded' : 'ok', checks, ...figures };
}

/** The copy off the server: failed when its last try did, or when none left since the last night, nor the files this week. */
function copyState({ configured, copy }: ServerHealthDetails['backup'], now: Date): ServerHealth['checks']['copy'] {
  if (!configured) return 'not-configured';
  if (!copy || copy.failure || copy.by === null || copy.lastAt === null || copy.filesAt === null) return 'failed';
  const missed =
    olderThan(copy.lastAt, now, HEALTH_LIMITS.backupHours * 3_600_000) ||
    olderThan(copy.filesAt, now, HEALTH_LIMITS.weeklyFilesDays * 86_400_000);
  return missed ? 'failed' : 'ok';
}

/** What a monitoring service may read: the states only. */
export const publicHealth = ({ status, checks }: ServerHealth): ServerHealth => ({ status, checks });

/** Each check configured on this server, in the volunteers' words: what is well, or what is wrong and what to do. */
export function healthSentences(
  health: ServerHealthDetails,
): { check: HealthCheck; label: string; well: boolean; said: string }[] {
  const { emails, disk, backup, certificate, upgrade, checks } = health;
  const sentences: { check: HealthCheck; label: string; well: boolean; said: string }[] = [
    {
      check: 'database',
      label: 'Base de données',
      well: checks.database === 'ok',
      said: checks.database === 'ok' ? 'Elle répond.' : 'Elle ne répond pas : prévenez la personne qui a installé le serveur.',
    },
    {
      check: 'emails',
      label: 'E-mails',
      well: checks.emails === 'ok',
      said:
        checks.emails === 'ok'
          ? emails.waiting
            ? `${emails.waiting} en cours d'envoi.`
            : 'Tous partis.'
          : emails.refusal
            ? `Le serveur d'envoi du comité refuse le serveur depuis le ${formatDateTime(emails.refusal.since)} (« ${emails.refusal.error} ») : ${emails.waiting} en attente. Vérifiez le compte SMTP du comité (adresse, port, identifiant, mot de passe) ; le comité reçoit un e-mail dès qu'ils repartent.`
            : `${emails.waiting} en attente depuis le ${formatDateTime(emails.oldestWaitingSince!)} : le serveur d'envoi ne les prend pas depuis plus de ${HEALTH_LIMITS.emailsLateMinutes} minutes${emails.lastError ? ` (« ${emails.lastError} »)` : ''}. Vérifiez le compte SMTP du comité.`,
    },
    {
      check: 'disk',
      label: 'Disque',
      well: checks.disk === 'ok',
      said:
        checks.disk === 'ok'
          ? `${disk.usedPercent} % utilisé.`
          : `${disk.usedPercent} % utilisé, au-delà de ${disk.limitPercent} % : libérez de la place avant que les inscriptions et les sauvegardes échouent.`,
    },
  ];
  if (checks.backup !== 'not-configured')
    sentences.push({
      check: 'backup',
      label: 'Sauvegarde',
      well: checks.backup === 'ok',
      said:
        checks.backup === 'ok'
          ? `La dernière date du ${formatDateTime(backup.lastAt!)}.`
          : backup.lastAt
            ? `La dernière date du ${formatDateTime(backup.lastAt)} : celle de la nuit n'a pas été faite. Lancez deploy/brocante backup sur le serveur et lisez ce qu'il dit.`
            : "Aucune sauvegarde n'a encore été faite. Lancez deploy/brocante backup sur le serveur et lisez ce qu'il dit.",
    });
  if (checks.copy !== 'not-configured')
    sentences.push({ check: 'copy', label: 'Copie hors du serveur', well: checks.copy === 'ok', said: copySentence(health) });
  if (checks.certificate !== 'not-configured')
    sentences.push({
      check: 'certificate',
      label: 'Certificat HTTPS',
      well: checks.certificate === 'ok',
      said:
        checks.certificate === 'ok'
          ? `Valable jusqu'au ${formatDateTime(certificate.validUntil!)}.`
          : `Il expire le ${formatDateTime(certificate.validUntil!)} et n'a pas été renouvelé : sans lui, le site ne s'ouvrira plus. Prévenez la personne qui a installé le serveur.`,
    });
  if (upgrade.rolledBack)
    sentences.push({
      check: 'upgrade',
      label: 'Mise à jour',
      well: false,
      said: `La version ${upgrade.rolledBack.version} n'a pas démarré le ${formatDateTime(upgrade.rolledBack.at)} : le serveur est revenu à la précédente, avec ses données, et le site marche. Prévenez la personne qui a installé le serveur ; ce message s'efface à la prochaine mise à jour réussie.`,
    });
  if (checks.site !== 'not-configured')
    sentences.push({
      check: 'site',
      label: 'Site public',
      well: checks.site === 'ok',
      said:
        checks.site === 'ok'
          ? 'Il montre ce qui est publié.'
          : 'Il montre un contenu plus ancien que celui qui est publié (une reconstruction a échoué, ou la base a été restaurée sans lui) : prévenez la personne qui a installé le serveur ; deploy/brocante status lui dit quoi faire.',
    });
  return sentences;
}

const megabytes = (bytes: number) => `${(bytes / 1_000_000).toLocaleString('fr-BE', { maximumFractionDigits: 1 })} Mo`;

/** Where the night's copy went and when, or why it did not leave and what to do (deploy/brocante status says more). */
function copySentence({ checks, backup }: ServerHealthDetails): string {
  const copy = backup.copy;
  const where = copy?.by === 'restic' ? 'dans le dépôt restic du comité' : "par e-mail à l'adresse du comité";
  if (checks.copy === 'ok' && copy?.lastAt && copy.filesAt) {
    const weekly = copy.bytes !== null && copy.limitBytes !== null && copy.bytes > copy.limitBytes;
    return weekly
      ? `La base de données part chaque nuit ${where} (la dernière le ${formatDateTime(copy.lastAt)}) ; avec les fichiers envoyés, la sauvegarde (${megabytes(copy.bytes!)}) dépasse ce qu'un e-mail porte (${megabytes(copy.limitBytes!)}) : les fichiers partent chaque semaine, en plusieurs e-mails (les derniers le ${formatDateTime(copy.filesAt)}).`
      : `Chaque nuit ${where} : la dernière est partie le ${formatDateTime(copy.lastAt)}.`;
  }
  const last = copy?.lastAt
    ? ` La dernière copie partie date du ${formatDateTime(copy.lastAt)}.`
    : " Aucune copie n'est encore partie.";
  const why = copy?.failure
    ? `La copie ${where} n'a pas quitté le serveur le ${formatDateTime(copy.failure.at)} (« ${copy.failure.reason} »).`
    : "La copie de la nuit n'a pas quitté le serveur.";
  return `${why}${last} Si le serveur est perdu, les inscriptions depuis sont perdues avec lui : prévenez la personne qui a installé le serveur ; deploy/brocante status lui dit quoi faire.`;
}

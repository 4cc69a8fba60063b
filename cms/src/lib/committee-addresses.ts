/**
 * The committee's mail settings: the server every e-mail leaves by (SMTP_HOST), the sender registrants
 * read and reply to (EMAIL_FROM), and where the contact form's messages go (COMMITTEE_EMAIL).
 * Development and tests use the local catcher and the demo quarter's committee; production refuses to
 * start without the committee's own, as it refuses example secrets: another committee's installation
 * must never write to its registrants as the demo committee, from a domain that bounces.
 */
export const DEMO_ADDRESSES = {
  EMAIL_FROM: 'Comité des Trois Tilleuls <brocante@trois-tilleuls.example.be>',
  COMMITTEE_EMAIL: 'comite@trois-tilleuls.example.be',
} as const;

export type CommitteeAddress = keyof typeof DEMO_ADDRESSES;

const WHAT: Record<CommitteeAddress, string> = {
  EMAIL_FROM: "l'expéditeur des e-mails du comité, par exemple « Comité du quartier <brocante@votre-comite.be> »",
  COMMITTEE_EMAIL: "l'adresse où arrivent les messages du formulaire de contact, par exemple comite@votre-comite.be",
};

/** Domains that receive nothing: reserved for examples and tests (RFC 2606, RFC 6761) and the demo's. */
const EXAMPLE_DOMAIN = /(^|\.)(example|example\.(com|net|org|be)|test|invalid|localhost|local)$/i;

const production = () => process.env.NODE_ENV === 'production';

/** The address part of `Name <address>` or of a bare address; null when it is not one. */
function addressOf(value: string): string | null {
  const address = (/<([^<>]+)>\s*$/.exec(value)?.[1] ?? value).trim();
  return /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(address) ? address : null;
}

export function committeeAddress(name: CommitteeAddress): string {
  const value = process.env[name]?.trim();
  if (!production()) return value || DEMO_ADDRESSES[name];
  if (!value) throw new Error(`Configuration: la variable ${name} est obligatoire en production (${WHAT[name]}).`);
  const address = addressOf(value);
  if (!address) throw new Error(`Configuration: ${name} n'est pas une adresse e-mail (${WHAT[name]}).`);
  if (EXAMPLE_DOMAIN.test(address.split('@')[1]!))
    throw new Error(
      `Configuration: ${name} est une adresse d'exemple (${address}) ; mettez celle du comité, sur un domaine qui reçoit ses réponses.`,
    );
  return value;
}

/** The SMTP server: the local catcher outside production; in production, the committee's, always said. */
export function smtpHost(): string {
  const host = process.env.SMTP_HOST?.trim();
  if (host) return host;
  if (production())
    throw new Error(
      "Configuration: la variable SMTP_HOST est obligatoire en production (le serveur d'envoi du fournisseur d'e-mail du comité).",
    );
  return '127.0.0.1';
}

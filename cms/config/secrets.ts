import { isProduction } from '../src/lib/production';

/**
 * Secrets: development and tests run with the example values of `.env.example`;
 * production refuses to start without real ones.
 */
export const EXAMPLE_SECRETS = {
  APP_KEYS: 'exampleKeyA==,exampleKeyB==',
  API_TOKEN_SALT: 'exampleApiTokenSalt==',
  ADMIN_JWT_SECRET: 'exampleAdminJwtSecret==',
  TRANSFER_TOKEN_SALT: 'exampleTransferTokenSalt==',
  JWT_SECRET: 'exampleJwtSecret==',
  ENCRYPTION_KEY: 'exampleEncryptionKey==',
} as const;

export type SecretName = keyof typeof EXAMPLE_SECRETS;

/** `openssl rand -base64 32` gives 32 random bytes; anything shorter is guessable offline. */
export const MIN_SECRET_BYTES = 32;
/** What a secret of 32 random bytes carries at least, however it is written (128 bits: the most anyone guesses). */
const MIN_SECRET_BITS = 128;

/** The bytes a secret stands for: base64 and hex (what openssl writes) decoded, anything else as typed. */
function decodedBytes(part: string): number {
  if (/^[0-9a-f]+$/i.test(part) && part.length % 2 === 0) return part.length / 2;
  if (/^[A-Za-z0-9+/]+={0,2}$/.test(part) && part.length % 4 === 0) return Buffer.from(part, 'base64').length;
  if (/^[A-Za-z0-9_-]+$/.test(part)) return Buffer.from(part, 'base64url').length;
  return Buffer.byteLength(part);
}

/** An upper bound of the entropy of a text: its length times the Shannon entropy of its characters. */
function entropyBits(part: string): number {
  const characters = Array.from(part);
  const counts = new Map<string, number>();
  for (const character of characters) counts.set(character, (counts.get(character) ?? 0) + 1);
  let perCharacter = 0;
  for (const count of counts.values()) perCharacter -= (count / characters.length) * Math.log2(count / characters.length);
  return perCharacter * characters.length;
}

const partsOf = (value: string) => value.split(',').map((part) => part.trim());

export function secret(name: SecretName): string {
  const value = process.env[name]?.trim();
  if (!isProduction()) return value || EXAMPLE_SECRETS[name];
  if (!value) throw new Error(`Configuration: la variable ${name} est obligatoire en production.`);
  const exampleParts: string[] = EXAMPLE_SECRETS[name].split(',');
  const parts = partsOf(value);
  if (parts.some((part) => exampleParts.includes(part))) {
    throw new Error(`Configuration: ${name} contient la valeur d'exemple; générez un vrai secret pour la production.`);
  }
  if (parts.some((part) => decodedBytes(part) < MIN_SECRET_BYTES || entropyBits(part) < MIN_SECRET_BITS)) {
    throw new Error(
      `Configuration: ${name} est trop court ou trop prévisible (${MIN_SECRET_BYTES} octets aléatoires au moins : openssl rand -base64 32).`,
    );
  }
  if (new Set(parts).size < parts.length)
    throw new Error(`Configuration: ${name} répète une de ses clés; chacune doit être unique.`);
  // One secret for two purposes: whoever learns one (a salt, say) holds the other (the sessions' signature).
  for (const other of Object.keys(EXAMPLE_SECRETS) as SecretName[]) {
    if (other === name || !process.env[other]) continue;
    if (partsOf(process.env[other]!).some((part) => parts.includes(part)))
      throw new Error(`Configuration: ${name} et ${other} partagent un secret; générez-en un pour chaque variable.`);
  }
  return value;
}

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

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

export function secret(name: SecretName): string {
  const value = process.env[name]?.trim();
  if (!isProduction()) return value || EXAMPLE_SECRETS[name];
  if (!value) throw new Error(`Configuration: la variable ${name} est obligatoire en production.`);
  const exampleParts: string[] = EXAMPLE_SECRETS[name].split(',');
  const parts = value.split(',').map((part) => part.trim());
  if (parts.some((part) => exampleParts.includes(part))) {
    throw new Error(`Configuration: ${name} contient la valeur d'exemple; générez un vrai secret pour la production.`);
  }
  if (parts.some((part) => Buffer.byteLength(part) < MIN_SECRET_BYTES)) {
    throw new Error(`Configuration: ${name} est trop court (${MIN_SECRET_BYTES} octets au moins : openssl rand -base64 32).`);
  }
  return value;
}

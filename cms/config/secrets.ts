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

export function isProduction(): boolean {
  return process.env.NODE_ENV === 'production';
}

export function secret(name: SecretName): string {
  const value = process.env[name]?.trim();
  if (!isProduction()) return value || EXAMPLE_SECRETS[name];
  if (!value) throw new Error(`Configuration: la variable ${name} est obligatoire en production.`);
  const exampleParts: string[] = EXAMPLE_SECRETS[name].split(',');
  if (value.split(',').some((part) => exampleParts.includes(part.trim()))) {
    throw new Error(`Configuration: ${name} contient la valeur d'exemple; générez un vrai secret pour la production.`);
  }
  return value;
}

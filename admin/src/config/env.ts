/** Read and checked once. The API is on the admin's own origin unless VITE_API_URL says otherwise. */
const apiUrl = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '');

if (apiUrl && !/^https?:\/\//.test(apiUrl)) {
  throw new Error(`VITE_API_URL doit être une adresse http(s) : ${apiUrl}`);
}

export const env = {
  API_URL: `${apiUrl}/api`,
} as const;

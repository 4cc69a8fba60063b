/**
 * The opening's rehearsal (src/engine/rehearsal.ts): registrations each production process makes and rolls back once
 * it sees an edition open, to serve the first people of an opening as fast as the next. 0 turns it off.
 */
export default ({ env }: { env: any }) => ({
  registrations: env.int('OPENING_REHEARSALS', 200),
});

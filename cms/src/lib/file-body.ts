/**
 * A file sent as is (its bytes as the body, not JSON), up to `maxBytes`. A body too large is still read to its end,
 * unkept, when no longer than `drainedBytes(maxBytes)`: the volunteer's browser, still sending, gets the refusal, where an
 * answer closing the connection under it would reach it as a reset connection. Anything longer is cut off
 * (middlewares/request-guard.ts refuses a longer declared length before any reading).
 */
export const drainedBytes = (maxBytes: number) => maxBytes * 4;

/** The body, or null when it is longer than `maxBytes`. */
export async function fileBody(request: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of request) {
    length += chunk.length;
    if (length > drainedBytes(maxBytes)) return null;
    if (length <= maxBytes) chunks.push(chunk);
  }
  return length > maxBytes ? null : Buffer.concat(chunks);
}

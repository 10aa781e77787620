/** Answers src/early-reads.ts started, by `${token or ''} ${url}`, for the api-client to take. */
export type EarlyReads = Map<string, Promise<Response>>;

declare global {
  interface Window {
    __earlyReads?: EarlyReads;
  }
}

import { tracingChannel } from 'node:diagnostics_channel';
import { requestContext } from './app-logger';

type Store = NonNullable<ReturnType<typeof requestContext.getStore>>;
type Traced = { [CALLER]?: Store };

/** mysql2's tracing channels whose callbacks TypeORM works (and logs) from. */
const CHANNELS = ['mysql2:pool:connect', 'mysql2:query', 'mysql2:execute'];
const CALLER = Symbol('caller');
let installed = false;

/**
 * mysql2 answers on its sockets' callbacks, which run in the async context of whoever opened the
 * connection, or released it to a request waiting for one. A failed statement's log line (written
 * from TypeORM's callback) carried that other request's id, or none. Each call notes the request
 * it was made in, and its callback runs in that request again (Node's TracingChannel stores).
 */
export function keepRequestThroughDriver(): void {
  if (installed) return;
  installed = true;
  for (const name of CHANNELS) {
    const channel = tracingChannel<unknown, Traced>(name);
    channel.start.subscribe((call) => {
      (call as Traced)[CALLER] = requestContext.getStore();
    });
    channel.asyncStart.bindStore(requestContext, (call) => call[CALLER] as Store);
  }
}

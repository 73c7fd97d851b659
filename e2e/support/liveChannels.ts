/**
 * `npm start`'s development servers as the test hears them: each one's live channel (/__live,
 * builder/webpack/liveChannel.js) says when its app starts a build, so a test can tell which apps a
 * save built.
 */
import { get, type ClientRequest } from 'node:http';
import { APPS } from '../../builder/apps';

type AppName = keyof typeof APPS;

/** How many builds each app had started at a moment. */
export type Mark = ReadonlyMap<AppName, number>;

export interface LiveChannels {
  since(): Mark;
  /** The apps that have started a build since `mark`, in the order of builder/apps.js. */
  builtSince(mark: Mark): AppName[];
  close(): void;
}

/** Listens to every app's live channel (each server must be up). */
export function listenToLiveChannels(): LiveChannels {
  const apps = Object.keys(APPS) as AppName[];
  const started = new Map(apps.map((app) => [app, 0]));
  const requests: ClientRequest[] = apps.map((app) => {
    const request = get(`http://localhost:${APPS[app].devPort}/__live`, (response) => {
      response.setEncoding('utf8');
      let unread = '';
      response.on('data', (chunk: string) => {
        const messages = (unread + chunk).split('\n\n');
        unread = messages.pop()!;
        for (const message of messages) if (message.startsWith('data: ') && JSON.parse(message.slice(6)).building) started.set(app, (started.get(app) ?? 0) + 1);
      });
    });
    // close() ends it mid-answer. A channel that fails makes its app look idle, which the check
    // that a broken save builds every app notices.
    request.on('error', () => {});
    return request;
  });
  return {
    since: () => new Map(started),
    builtSince: (mark) => apps.filter((app) => (started.get(app) ?? 0) > (mark.get(app) ?? 0)),
    close: () => requests.forEach((request) => request.destroy()),
  };
}

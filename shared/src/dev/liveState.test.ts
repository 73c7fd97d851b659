import { INITIAL_LIVE_STATE, currentProblems, receiveLiveMessage, type BuiltMessage, type LiveMessage } from './liveState';

const good = (app: string, hash: string): BuiltMessage => ({ app, hash, problems: [], warnings: [] });
const broken = (app: string, hash: string, message = 'content/cv/main.tex:12: unclosed {'): BuiltMessage => ({
  app,
  hash,
  problems: [{ message, file: 'content/cv/main.tex', line: 12 }],
  warnings: [],
});

function replay(messages: LiveMessage[]) {
  let state = INITIAL_LIVE_STATE;
  const reloads: boolean[] = [];
  for (const message of messages) {
    const next = receiveLiveMessage(state, message);
    state = next.state;
    reloads.push(next.reload);
  }
  return { state, reloads };
}

describe('receiveLiveMessage', () => {
  it('takes the first good build of each app as the one the page shows, and reloads for a newer one', () => {
    expect(replay([good('shell', 'a'), good('remote_cv', 'b'), good('remote_cv', 'b'), good('remote_cv', 'c')]).reloads).toEqual([false, false, false, true]);
  });

  it('keeps the page on a failed build and shows its problems, then reloads for the fix', () => {
    const { state, reloads } = replay([good('remote_cv', 'a'), broken('remote_cv', 'b')]);
    expect(reloads).toEqual([false, false]);
    expect(currentProblems(state)).toEqual([{ app: 'remote_cv', severity: 'error', problem: expect.objectContaining({ line: 12 }) }]);
    const fixed = receiveLiveMessage(state, good('remote_cv', 'c'));
    expect(fixed.reload).toBe(true);
    expect(currentProblems(fixed.state)).toEqual([]);
  });

  it('clears the problems without a reload when the fix builds what the page already shows', () => {
    const { state, reloads } = replay([good('shell', 'a'), broken('shell', 'b'), good('shell', 'a')]);
    expect(reloads).toEqual([false, false, false]);
    expect(currentProblems(state)).toEqual([]);
  });

  it('reloads when an app that was broken as the page loaded builds again', () => {
    expect(replay([broken('remote_cv', 'a'), good('remote_cv', 'b')]).reloads).toEqual([false, true]);
  });

  it("lists every app's problems, and one app's fix leaves the other's", () => {
    const { state } = replay([good('shell', 'a'), good('remote_cv', 'b'), broken('shell', 'c', 'site.json'), broken('remote_cv', 'd', 'main.tex')]);
    expect(currentProblems(state).map(({ app }) => app)).toEqual(['shell', 'remote_cv']);
    const next = receiveLiveMessage(state, good('remote_cv', 'e'));
    expect(currentProblems(next.state).map(({ problem }) => problem.message)).toEqual(['site.json']);
  });

  it('shows the warnings of a build that went on, with the reload, until a build without them', () => {
    const warning = { message: 'Unclosed "{"', file: 'content/cv/main.tex', line: 43 };
    const { state, reloads } = replay([good('remote_cv', 'a'), { ...good('remote_cv', 'b'), warnings: [warning] }]);
    expect(reloads).toEqual([false, true]);
    expect(currentProblems(state)).toEqual([{ app: 'remote_cv', severity: 'warning', problem: warning }]);
    expect(currentProblems(receiveLiveMessage(state, good('remote_cv', 'c')).state)).toEqual([]);
  });

  it('loads once after an edit that rebuilds several apps, when the last of them is built', () => {
    const building = (app: string): LiveMessage => ({ app, building: true });
    const { reloads } = replay([
      good('shell', 'a'),
      good('remote_cv', 'b'),
      building('shell'),
      building('remote_cv'),
      good('remote_cv', 'c'),
      good('shell', 'd'),
    ]);
    expect(reloads).toEqual([false, false, false, false, false, true]);
  });

  it('waits only for the apps the page has loaded: a newer build of another neither reloads it nor holds it back', () => {
    let state = INITIAL_LIVE_STATE;
    const inPage = (app: string) => app === 'shell';
    const reloads = [good('shell', 'a'), good('remote_cv', 'b'), { app: 'shell', building: true as const }, { app: 'remote_cv', building: true as const }, good('shell', 'c'), good('remote_cv', 'd')].map((message) => {
      const next = receiveLiveMessage(state, message, { inPage });
      state = next.state;
      return next.reload;
    });
    // The shell's new build shows at once, though the CV remote is still building; its build then changes nothing.
    expect(reloads).toEqual([false, false, false, false, true, false]);
    expect(state.shown).toEqual({ shell: 'c', remote_cv: 'd' });
  });

  it('waits only for the apps on screen: a section visited and left is stale after its new build, but not waited for', () => {
    const apps = { inPage: (app: string) => app === 'shell' || app === 'remote_cv', onScreen: (app: string) => app === 'shell' };
    // A reload is a new page: it hears each server's build afresh.
    const run = (messages: LiveMessage[]) => {
      let state = INITIAL_LIVE_STATE;
      return messages.map((message) => {
        const next = receiveLiveMessage(state, message, apps);
        state = next.reload ? INITIAL_LIVE_STATE : next.state;
        return next.reload;
      });
    };
    const building = (app: string): LiveMessage => ({ app, building: true });
    // site.json: the page, on home, loads again once the shell is built, not after the CV remote too;
    // loaded again, it hears the shell's build it has, then the CV remote's, which it will load when asked.
    expect(run([good('shell', 'a'), good('remote_cv', 'b'), building('shell'), building('remote_cv'), good('shell', 'c'), good('shell', 'c'), good('remote_cv', 'd')])).toEqual([
      false,
      false,
      false,
      false,
      true,
      false,
      false,
    ]);
    // The CV alone: its section would come back old, so the page loads again.
    expect(run([good('shell', 'a'), good('remote_cv', 'b'), building('remote_cv'), good('remote_cv', 'c')])).toEqual([false, false, false, true]);
  });

  it('waits for every broken app to be fixed before it loads a newer build', () => {
    const { reloads } = replay([good('shell', 'a'), good('remote_cv', 'b'), broken('shell', 'c'), good('remote_cv', 'd'), good('shell', 'e')]);
    expect(reloads).toEqual([false, false, false, false, true]);
  });

  it('lists a problem that several apps report (site.json) once', () => {
    const { state } = replay([broken('shell', 'a', 'site.json'), broken('remote_cv', 'b', 'site.json')]);
    expect(currentProblems(state)).toHaveLength(1);
  });
});

import { historyStepFor, readHistoryState } from './pageHistory';

describe('readHistoryState', () => {
  it('reads a page this app pushed', () => {
    expect(readHistoryState({ portfolioPage: 'skills', depth: 2 })).toEqual({ portfolioPage: 'skills', depth: 2 });
  });

  it.each([null, undefined, 'projects', {}, { portfolioPage: 'admin' }, { portfolioPage: 42 }])(
    'falls back to home for state it does not recognise (%p)',
    (state) => {
      expect(readHistoryState(state)).toEqual({ portfolioPage: 'home', depth: 0 });
    },
  );

  it('reads a post this app pushed, and where it came from', () => {
    expect(readHistoryState({ portfolioPage: 'post:hello-world', depth: 2, from: 'writing' })).toEqual({ portfolioPage: 'post:hello-world', depth: 2, from: 'writing' });
  });

  it.each(['post:', 'post:../x', 'post:<script>', 'posts:a'])('falls back to home for a post place that is not a slug (%p)', (portfolioPage) => {
    expect(readHistoryState({ portfolioPage, depth: 1 })).toEqual({ portfolioPage: 'home', depth: 0 });
  });

  it('repairs a missing or negative depth', () => {
    expect(readHistoryState({ portfolioPage: 'projects', depth: -3 })).toEqual({ portfolioPage: 'projects', depth: 0 });
  });
});

describe('historyStepFor', () => {
  it('pushes a section page opened from home', () => {
    expect(historyStepFor({ portfolioPage: 'home', depth: 0 }, 'experience')).toEqual({
      kind: 'push',
      state: { portfolioPage: 'experience', depth: 1, from: 'home' },
    });
  });

  it('goes back instead of pushing when returning home from a pushed page', () => {
    expect(historyStepFor({ portfolioPage: 'experience', depth: 1 }, 'home')).toEqual({ kind: 'back' });
  });

  it('pushes home when there is nothing of ours to go back to', () => {
    expect(historyStepFor({ portfolioPage: 'projects', depth: 0 }, 'home')).toEqual({
      kind: 'push',
      state: { portfolioPage: 'home', depth: 1, from: 'projects' },
    });
  });

  it('opens a post from the Writing list, and goes back to the list, then home, one entry at a time', () => {
    const list = { portfolioPage: 'writing', depth: 1, from: 'home' } as const;
    const step = historyStepFor(list, 'post:hello-world');
    expect(step).toEqual({ kind: 'push', state: { portfolioPage: 'post:hello-world', depth: 2, from: 'writing' } });
    expect(historyStepFor({ portfolioPage: 'post:hello-world', depth: 2, from: 'writing' }, 'writing')).toEqual({ kind: 'back' });
    expect(historyStepFor(list, 'home')).toEqual({ kind: 'back' });
  });

  it('pushes home from a post (home is not where the post came from)', () => {
    expect(historyStepFor({ portfolioPage: 'post:a', depth: 2, from: 'writing' }, 'home')).toEqual({ kind: 'push', state: { portfolioPage: 'home', depth: 3, from: 'post:a' } });
  });

  it('does nothing when already on the page', () => {
    expect(historyStepFor({ portfolioPage: 'skills', depth: 1 }, 'skills')).toEqual({ kind: 'none' });
  });
});

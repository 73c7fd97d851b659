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

  it('repairs a missing or negative depth', () => {
    expect(readHistoryState({ portfolioPage: 'projects', depth: -3 })).toEqual({ portfolioPage: 'projects', depth: 0 });
  });
});

describe('historyStepFor', () => {
  it('pushes a section page opened from home', () => {
    expect(historyStepFor({ portfolioPage: 'home', depth: 0 }, 'experience')).toEqual({
      kind: 'push',
      state: { portfolioPage: 'experience', depth: 1 },
    });
  });

  it('goes back instead of pushing when returning home from a pushed page', () => {
    expect(historyStepFor({ portfolioPage: 'experience', depth: 1 }, 'home')).toEqual({ kind: 'back' });
  });

  it('pushes home when there is nothing of ours to go back to', () => {
    expect(historyStepFor({ portfolioPage: 'projects', depth: 0 }, 'home')).toEqual({
      kind: 'push',
      state: { portfolioPage: 'home', depth: 1 },
    });
  });

  it('does nothing when already on the page', () => {
    expect(historyStepFor({ portfolioPage: 'skills', depth: 1 }, 'skills')).toEqual({ kind: 'none' });
  });
});

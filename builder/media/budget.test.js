const { MEDIA_BUDGET, budgetProblem, formatBytes, isStrict } = require('./budget');

test('the budget holds the issue’s targets', () => {
  expect(MEDIA_BUDGET).toEqual({ homeImage: 60 * 1024, poster: 40 * 1024, backgroundVideo: 600 * 1024, track: 10 * 1024 * 1024 });
});

test('within budget: no problem; over it: size, budget and the fix', () => {
  expect(budgetProblem('backgroundVideo', 'experience.mp4', 600 * 1024)).toBeNull();
  expect(budgetProblem('backgroundVideo', 'experience.mp4', 4.2 * 1024 * 1024, 'run npm run media:prepare')).toBe(
    'experience.mp4 is 4.2 MB, over the 600 KB budget for a background video: run npm run media:prepare',
  );
  expect(budgetProblem('poster', 'skills.jpg', 41 * 1024)).toBe('skills.jpg is 41 KB, over the 40 KB budget for a poster');
});

test('strict when CI or MEDIA_STRICT says so', () => {
  expect(isStrict({})).toBe(false);
  expect(isStrict({ CI: 'true' })).toBe(true);
  expect(isStrict({ MEDIA_STRICT: '1' })).toBe(true);
  expect(isStrict({ CI: 'false' })).toBe(false);
});

test('formatBytes', () => {
  expect([512, 2048, 3 * 1024 * 1024].map(formatBytes)).toEqual(['512 B', '2 KB', '3.0 MB']);
});

/** @jest-environment node */
const fs = require('node:fs');
const path = require('node:path');
const { GITHUB_USER, githubUserProblem, feedProblem, languageProblem, cvFormProblem, textProblem } = require('./validate');

describe('the rules of the answers', () => {
  it("check a GitHub user with the engine's schema's own rule (shared/src/content/schema.ts)", () => {
    const schema = fs.readFileSync(path.join(__dirname, '..', '..', 'shared', 'src', 'content', 'schema.ts'), 'utf8');
    const [, rule] = /const githubUser = z\s*\.string\(\)\s*\.regex\(\/(.+?)\/,/.exec(schema);
    expect(GITHUB_USER.source).toBe(rule);
  });

  it('say nothing of a good value', () => {
    expect([githubUserProblem('octocat'), feedProblem(' https://dev.to/feed/you '), languageProblem('de-AT'), cvFormProblem('json-resume'), textProblem('x')]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('say what is wrong with a bad one', () => {
    expect(textProblem('  ')).toBe('must not be empty');
    expect(cvFormProblem('europass')).toMatch(/^is not a CV form/);
    expect(feedProblem('mailto:me@example.com')).toMatch(/^is not an http\(s\) address/);
  });
});

import { nextLink } from './linkHeader';

const base = 'https://api.github.com/users/u/repos?per_page=100';

describe('nextLink', () => {
  it('finds rel="next" among the other relations', () => {
    const header =
      '<https://api.github.com/user/1/repos?page=1>; rel="prev", <https://api.github.com/user/1/repos?page=3>; rel="next", <https://api.github.com/user/1/repos?page=5>; rel="last"';
    expect(nextLink(header, base)).toBe('https://api.github.com/user/1/repos?page=3');
  });

  it('is null on the last page or without a header', () => {
    expect(nextLink('<https://api.github.com/x?page=1>; rel="first", <https://api.github.com/x?page=1>; rel="prev"', base)).toBeNull();
    expect(nextLink(null, base)).toBeNull();
    expect(nextLink('', base)).toBeNull();
  });

  it('accepts unquoted and multi-valued rel, and relative targets', () => {
    expect(nextLink('</users/u/repos?page=2>; rel=next', base)).toBe('https://api.github.com/users/u/repos?page=2');
    expect(nextLink('<https://h.test/?page=2>; rel="next last"', base)).toBe('https://h.test/?page=2');
  });

  it('ignores a malformed header', () => {
    expect(nextLink('rel="next"', base)).toBeNull();
  });
});

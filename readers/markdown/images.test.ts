/** @jest-environment node */
import { candidates, resolveImages } from './images';

describe('images: where each generator keeps a post’s pictures', () => {
  it('looks beside the post first, then under posts/; a path from the root under posts/, content/, static/ and public/', () => {
    expect(candidates('./cat.png', 'hello')).toEqual(['posts/hello/cat.png', 'posts/cat.png']);
    expect(candidates('img/a%20b.png', 'hello')).toEqual(['posts/hello/img/a b.png', 'posts/img/a b.png']);
    expect(candidates('/images/x.png?v=2', 'hello')).toEqual(['posts/images/x.png', 'images/x.png', 'static/images/x.png', 'public/images/x.png']);
    expect(candidates('../shared/x.png', 'a/b', 'translations/fr/posts')).toEqual(['translations/fr/posts/a/shared/x.png', 'translations/fr/shared/x.png']);
  });

  it('never looks outside content/', () => {
    expect(candidates('../../../etc/passwd', 'a')).toEqual([]);
  });

  it('lists found, missing (with a message naming the line) and remote pictures', () => {
    const files = new Set(['posts/hello/cat.png', 'static/images/dog.png']);
    const { images, missing } = resolveImages(
      [
        { src: 'cat.png', alt: 'A cat', line: 3 },
        { src: '/images/dog.png', alt: '', line: 5 },
        { src: 'gone.png', alt: 'Gone', line: 7 },
        { src: 'https://cdn.example.com/x.png', alt: 'X', line: 9 },
      ],
      'hello',
      (path) => files.has(path),
    );
    expect(images).toEqual([
      { src: 'cat.png', file: 'posts/hello/cat.png', line: 3, alt: 'A cat', remote: false },
      { src: '/images/dog.png', file: 'static/images/dog.png', line: 5, alt: '', remote: false },
      { src: 'gone.png', file: null, line: 7, alt: 'Gone', remote: false },
      { src: 'https://cdn.example.com/x.png', file: null, line: 9, alt: 'X', remote: true },
    ]);
    expect(missing).toEqual([{ line: 7, message: expect.stringContaining('picture gone.png is not there') }]);
  });
});

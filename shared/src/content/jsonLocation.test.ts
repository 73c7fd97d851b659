import { lineOfPath, lineOfSyntaxError } from './jsonLocation';

const SITE = `{
  "owner": {
    "name": "Mira",
    "jobTitle": 42
  },
  "social": [
    { "url": "https://a.example" },
    {
      "url": "not a url"
    }
  ],
  "tags": ["a", "b\\"]"]
}
`;

describe('lineOfPath', () => {
  it('finds the line of a member, a nested member and an array item', () => {
    expect(lineOfPath(SITE, ['owner'])).toBe(2);
    expect(lineOfPath(SITE, ['owner', 'jobTitle'])).toBe(4);
    expect(lineOfPath(SITE, ['social', 1, 'url'])).toBe(9);
    expect(lineOfPath(SITE, ['social', 0])).toBe(7);
    expect(lineOfPath(SITE, ['tags'])).toBe(12);
  });

  it('points a missing field at its nearest written parent, and the whole file at line 1', () => {
    expect(lineOfPath(SITE, ['owner', 'intro'])).toBe(2);
    expect(lineOfPath(SITE, ['theme', 'accent'])).toBe(1);
    expect(lineOfPath(SITE, [])).toBe(1);
  });
});

describe('lineOfSyntaxError', () => {
  it('reads the line of what JSON.parse reports', () => {
    const broken = '{\n  "owner": {\n    "name": "Mira",\n  }\n}\n';
    let message = '';
    try {
      JSON.parse(broken);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(lineOfSyntaxError(broken, message)).toBe(4);
  });

  it('puts an unexpected end on the last written line', () => {
    expect(lineOfSyntaxError('{\n  "owner": {\n', 'Unexpected end of JSON input')).toBe(2);
  });
});

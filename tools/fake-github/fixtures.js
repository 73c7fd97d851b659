/**
 * The fake GitHub user's repositories, in GitHub's REST shape: test fixtures only. Deterministic,
 * so the snapshot the browser tests build with (fixture-snapshot.json beside this file) can be
 * checked against them. The sample owner's site shows remote-projects/snapshot/sample-snapshot.json.
 * They exercise every rule of SPEC §5: more than 100 (pagination), descriptions with and without
 * "!", nulls and wrong types, has_pages both ways, the excluded name, the user-site repository,
 * and hostile strings.
 */
const USER = 'mira-kestrel-example';
const FILLER_COUNT = 112;
const BASE_TIME = Date.parse('2026-06-30T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const LANGUAGES = ['TypeScript', 'JavaScript', 'Go', 'Rust', 'Python', null];

let nextId = 1000;

function repo(fields) {
  const name = fields.name;
  const id = nextId++;
  return {
    id,
    node_id: `R_fake${id}`,
    name,
    full_name: `${USER}/${name}`,
    private: false,
    owner: { login: USER, id: 1, type: 'User', html_url: `https://github.com/${USER}` },
    html_url: `https://github.com/${USER}/${name}`,
    description: null,
    fork: false,
    url: `https://api.github.com/repos/${USER}/${name}`,
    homepage: null,
    language: null,
    has_pages: false,
    created_at: '2020-01-01T00:00:00Z',
    updated_at: fields.pushed_at ?? '2020-01-01T00:00:00Z',
    pushed_at: null,
    stargazers_count: 0,
    default_branch: 'main',
    ...fields,
  };
}

const daysAgo = (days) => new Date(BASE_TIME - days * DAY).toISOString().replace('.000Z', 'Z');

/** The repositories every test names. */
const SPECIAL = [
  repo({
    name: 'pixel-weather',
    description: 'A weather dashboard that works offline!',
    language: 'TypeScript',
    has_pages: true,
    pushed_at: daysAgo(0),
  }),
  repo({
    name: `${USER}.github.io`,
    description: 'My personal site, built from scratch!',
    language: 'HTML',
    has_pages: true,
    pushed_at: daysAgo(1),
  }),
  repo({
    name: 'latex-cv-website',
    description: 'My CV typeset in LaTeX and published as a site!',
    language: 'TeX',
    has_pages: true,
    pushed_at: daysAgo(2),
  }),
  repo({
    name: 'hostile-strings',
    description: '<script>window.__pwned = true</script><img src=x onerror="window.__pwned = true"> Try to break me!',
    language: 'JavaScript',
    homepage: 'javascript:window.__pwned=true',
    has_pages: false,
    pushed_at: daysAgo(3),
  }),
  repo({
    name: 'no-language-yet',
    description: 'Just an idea so far!',
    language: null,
    has_pages: false,
    pushed_at: daysAgo(4),
  }),
  repo({
    name: 'quiet-internal-tool',
    description: 'A tool without an exclamation mark.',
    language: 'Go',
    has_pages: true,
    pushed_at: daysAgo(5),
  }),
  repo({ name: 'no-description', description: null, language: 'Rust', pushed_at: daysAgo(6) }),
  repo({ name: 'odd-types', description: 42, language: 7, has_pages: 'yes', pushed_at: daysAgo(7) }),
  repo({
    name: 'never-pushed',
    description: 'Created, never pushed!',
    language: 'Python',
    has_pages: true,
    pushed_at: null,
  }),
];

/** Older repositories that push the interesting ones past page 1 and the list past 100. */
const FILLERS = Array.from({ length: FILLER_COUNT }, (_, index) => {
  const n = index + 1;
  const shown = n % 10 === 0;
  return repo({
    name: `sample-repo-${String(n).padStart(3, '0')}`,
    description: shown ? `Sample project ${n}: small and sweet!` : n % 3 === 0 ? null : `Sample project ${n}.`,
    language: LANGUAGES[n % LANGUAGES.length],
    has_pages: n % 20 === 0,
    pushed_at: daysAgo(10 + n),
  });
});

/** The one shown repository that only page 2 holds, so a test can tell that page 2 was read. */
const LAST_PAGE = [
  repo({
    name: 'vintage-experiment',
    description: 'My first project, from long ago!',
    language: 'JavaScript',
    has_pages: true,
    pushed_at: daysAgo(400),
  }),
];

const REPOSITORIES = [...SPECIAL, ...FILLERS, ...LAST_PAGE];

module.exports = { USER, REPOSITORIES };

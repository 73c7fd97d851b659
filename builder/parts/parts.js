/**
 * The owner's own parts (content/site.json `parts`, shared/src/parts/partContract.ts) as the shell's
 * build composes them: each one's entry in the remote map, and what the page's CSP admits for it.
 * A part is read where it is: its manifest fetched from where it is deployed (`manifest`), or read
 * from its built folder (`from`), whose files the build copies into the shell's folder, at
 * parts/<name>/, so the site serves it from its own origin.
 *
 * What the build checks: the manifest exposes the part's page (else the build stops, naming the
 * part); a deployed manifest that cannot be fetched is a warning, and the part keeps its menu entry
 * (its page offers Retry), admitted as the last build that read its manifest found it (lastRead). The CSP admits the manifest's origin, the origin its public path names,
 * and the Trusted Types policy of the part's own webpack runtime (`<its container name>-webpack`).
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { cacheDir, contentDir } = require('../apps');
const { engineModule } = require('../engineModules');

/** Long enough for a slow host, short enough that a build is not held up by a dead one. */
const MANIFEST_TIMEOUT_MS = 10_000;

/** Where a part built beside the site is served from, in the shell's folder. */
const PARTS_FOLDER = 'parts';

/**
 * @typedef {object} ListedPart   a part site.json lists, as the shell's build composes it
 * @property {string} name      its place's name (part:<name>)
 * @property {string} remote    its federation remote's name (partRemoteName)
 * @property {string} title
 * @property {Record<string, string>} titles
 * @property {number | undefined} order
 * @property {string} entry     its mf-manifest.json: absolute where deployed, relative to the site's root when copied in
 * @property {string | undefined} from   its built folder, absolute
 */

/** The parts site.json lists, each with its name and where its manifest is. @returns {ListedPart[]} */
function siteParts(site) {
  const { partNameOf } = engineModule('shared/src/parts/siteParts.ts');
  const { partRemoteName } = engineModule('shared/src/parts/partNames.ts');
  return (site.parts ?? []).map((part, index) => {
    const name = partNameOf(part, index);
    return {
      name,
      remote: partRemoteName(name),
      title: part.title,
      titles: part.titles ?? {},
      order: part.order,
      entry: part.manifest ?? `${PARTS_FOLDER}/${name}/mf-manifest.json`,
      from: part.from === undefined ? undefined : path.resolve(contentDir(), part.from),
    };
  });
}

/** How messages name a part. */
const named = (part) => `the part "${part.title}" (${part.from ? path.relative(process.cwd(), part.from) || part.from : part.entry})`;

/** How long a manifest that could not be fetched is not asked again (`npm start` builds again on each save). */
const RETRY_AFTER_MS = 60_000;
/** Manifests fetched by this process, by address: `npm start`'s builds after the first ask no host again. */
const fetched = new Map();

function fetchManifest(url, fetchImpl) {
  const known = fetched.get(url);
  if (known && (known.ok || Date.now() - known.at < RETRY_AFTER_MS)) return known.manifest;
  const manifest = (async () => {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return response.json();
  })();
  const entry = { manifest, ok: false, at: Date.now() };
  fetched.set(url, entry);
  manifest.then(
    () => (entry.ok = true),
    () => undefined,
  );
  return manifest;
}

/**
 * What the last build that read a part's manifest learnt from it, kept beside the project's other
 * caches: a build while the part's host is away (offline, a flaky host) still admits the part's
 * runtime, as that manifest said.
 */
function lastRead(dir) {
  const file = (url) => path.join(dir, `${crypto.createHash('sha256').update(url).digest('hex').slice(0, 20)}.json`);
  return {
    get(url) {
      try {
        return JSON.parse(fs.readFileSync(file(url), 'utf8'));
      } catch {
        return null;
      }
    },
    set(url, read) {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(file(url), JSON.stringify({ ...read, readAt: new Date().toISOString() }));
    },
  };
}

/**
 * A part's container name, and what its manifest says the page must admit: the origins its files come
 * from (beside the manifest's own) and its runtime's Trusted Types policy; throws when it is no
 * part's manifest.
 */
function manifestAdmits(manifest, entry) {
  const { PART_MODULE } = engineModule('shared/src/parts/partNames.ts');
  const { webpackPolicy } = engineModule('shared/src/security/trustedTypes.ts');
  const { metaData, exposes } = manifest ?? {};
  if (typeof metaData?.name !== 'string' || !Array.isArray(exposes)) throw new Error('it is not a Module Federation manifest (no metaData.name, no exposes)');
  if (!exposes.some((expose) => expose?.path === PART_MODULE)) {
    const listed = exposes.map((expose) => expose?.path).filter((item) => typeof item === 'string');
    throw new Error(`it exposes no page: a part exposes "${PART_MODULE}" (its src/Page.tsx)${listed.length ? `; it exposes ${listed.join(', ')}` : ''}`);
  }
  const origins = new Set();
  const publicPath = metaData.publicPath;
  if (typeof publicPath === 'string' && /^https?:\/\//i.test(publicPath) && URL.canParse(publicPath)) origins.add(new URL(publicPath).origin);
  if (/^https?:\/\//i.test(entry)) origins.delete(new URL(entry).origin);
  return { container: metaData.name, admits: { origins: [...origins], policy: webpackPolicy(metaData.name) } };
}

/**
 * Each part's entry in the shell's remote map, with what its page must admit, and the files of the
 * parts built beside the site. Problems go to `errors` (the shell's build stops) and `warnings`.
 * @param {ListedPart[]} parts
 * @param {{ fetchImpl?: typeof fetch, pageNames?: string[], cache?: string }} [options]  `pageNames`: the owner's own pages' (a part may not take one); `cache`: where the last read of each manifest is kept
 * @returns {Promise<{ remotes: { name: string, entry: string, origins?: string[], policy?: string }[], files: { file: string, source: Buffer }[], errors: Error[], warnings: Error[] }>}
 */
async function composeParts(parts, { fetchImpl = fetch, pageNames = [], cache = process.env.PARTS_CACHE_DIR || cacheDir('folio-parts') } = {}) {
  const known = lastRead(cache);
  // A part and a page of the owner's share the menu's names (and the analytics' addresses).
  const errors = parts.filter((part) => pageNames.includes(part.name)).map((part) => new Error(`${named(part)}: its name "${part.name}" is one of your pages' (content/pages/): give the part another "name" in content/site.json`));
  const warnings = [];
  const files = [];
  /** Each part's container name, where its manifest was read. */
  const containers = [];
  const admit = (remote, { container, admits }, index) => {
    containers[index] = container;
    return Object.assign(remote, admits);
  };
  const remotes = await Promise.all(
    parts.map(async (part, index) => {
      const remote = { name: part.remote, entry: part.entry };
      if (part.from) {
        const manifestFile = path.join(part.from, 'mf-manifest.json');
        if (!fs.existsSync(manifestFile)) {
          errors.push(new Error(`${named(part)}: its folder has no mf-manifest.json: build the part (npm run build in its repository) first`));
          return remote;
        }
        try {
          admit(remote, manifestAdmits(JSON.parse(fs.readFileSync(manifestFile, 'utf8')), remote.entry), index);
        } catch (error) {
          errors.push(new Error(`${named(part)}: ${error.message}`));
          return remote;
        }
        for (const file of fs.readdirSync(part.from, { recursive: true })) {
          const source = path.join(part.from, file);
          // Its code and files, not its own standalone page: in the site, the site's pages show it.
          if (fs.statSync(source).isFile() && !/\.html?$/i.test(file)) files.push({ file: `${PARTS_FOLDER}/${part.name}/${file.split(path.sep).join('/')}`, source: fs.readFileSync(source) });
        }
        return remote;
      }
      let manifest;
      try {
        manifest = await fetchManifest(part.entry, fetchImpl);
      } catch (error) {
        const why = `its manifest could not be fetched (${error.name === 'TimeoutError' ? `no answer in ${MANIFEST_TIMEOUT_MS / 1000} s` : error.message})`;
        const last = known.get(part.entry);
        if (last) {
          warnings.push(new Error(`${named(part)}: ${why}; the site admits what it said when a build last read it (${last.readAt.slice(0, 10)})`));
          admit(remote, last, index);
        } else {
          warnings.push(new Error(`${named(part)}: ${why}; its menu entry stays, and its page offers Retry. Its own policy is admitted once a build reads the manifest.`));
        }
        return remote;
      }
      try {
        const read = manifestAdmits(manifest, part.entry);
        known.set(part.entry, read);
        admit(remote, read, index);
      } catch (error) {
        errors.push(new Error(`${named(part)}: ${error.message}`));
      }
      return remote;
    }),
  );
  // Two containers of one name on one page: the second part would run the first one's code.
  containers.forEach((container, index) => {
    const first = containers.indexOf(container);
    if (first !== index) errors.push(new Error(`${named(parts[index])}: its container is named "${container}", as ${named(parts[first])}'s is: two parts on one page need containers of their own names (ModuleFederationPlugin's "name")`));
  });
  return { remotes, files, errors, warnings };
}

/**
 * The owner's own menu entries after the built-in pages (shared/src/content/pageContent.ts
 * OwnPageEntry): their pages (content/pages/, already in their order) and their parts, by `order` (an
 * entry without one after those with), pages before parts of the same order; each with its place and
 * the module that shows it. A part's title is its own in the page's language.
 */
function ownMenu(pages, parts, tag) {
  const { partTitleIn } = engineModule('shared/src/parts/siteParts.ts');
  const { partModuleId } = engineModule('shared/src/parts/partNames.ts');
  const { OWN_PAGE_MODULE } = engineModule('shared/src/contract.ts');
  const entries = [
    ...pages.map(({ name, title, order }) => ({ entry: { name, title, place: `page:${name}`, module: OWN_PAGE_MODULE }, order })),
    ...parts.map((part) => ({ entry: { name: part.name, title: partTitleIn(part, tag), place: `part:${part.name}`, module: partModuleId(part.name) }, order: part.order })),
  ];
  const at = (order) => (typeof order === 'number' ? order : Number.POSITIVE_INFINITY);
  // A stable sort: pages keep their order among themselves, and parts theirs.
  return entries.sort((a, b) => at(a.order) - at(b.order)).map(({ entry }) => entry);
}

module.exports = { siteParts, composeParts, ownMenu, manifestAdmits };

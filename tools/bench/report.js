/** Turns the bench's measurements into ratios and the printed report. Pure. */
const { ratio } = require('./stats');
const { formatTable, kB, ms, fixed } = require('./table');

const APP_ROWS = ['shell', 'remote_cv', 'remote_projects', 'remote_music'];
const PRESETS = ['mobile', 'desktop'];
const BUILDS = ['federated', 'single'];

/** Federated over single for a tapped cold switch on a throttled phone: all sections' medians summed. */
function mobileSwitchRatio(sectionSwitchMobile) {
  if (!sectionSwitchMobile) return null;
  const total = (build) => Object.values(sectionSwitchMobile[build]).reduce((sum, entry) => sum + (entry.median ?? NaN), 0);
  return ratio(total('federated'), total('single'));
}

/** federated / single for the home page's first-load bytes and requests, Lighthouse LCP and the phone's section switch. */
function ratiosOf({ firstLoad, lighthouse, sectionSwitchMobile }) {
  const fed = firstLoad.federated.total;
  const single = firstLoad.single.total;
  const bytes = {};
  for (const kind of ['js', 'css']) {
    for (const size of ['raw', 'gzip', 'brotli']) bytes[`${kind}_${size}`] = ratio(fed[kind][size], single[kind][size]);
  }
  return {
    ...bytes,
    requests: ratio(fed.requests, single.requests),
    js_gzip_to_interactive: ratio(
      firstLoad.federated.beforeInteractive.total.js.gzip,
      firstLoad.single.beforeInteractive.total.js.gzip,
    ),
    ...Object.fromEntries(
      PRESETS.map((preset) => [
        `lcp_${preset}`,
        ratio(lighthouse.federated[preset]?.median?.lcp, lighthouse.single[preset]?.median?.lcp),
      ]),
    ),
    switch_mobile_cold: mobileSwitchRatio(sectionSwitchMobile),
  };
}

function bytesRow(label, totals, beforeInteractive) {
  if (!totals) return [label, '–', '–', '–', '–', '–', '–', '–', '–'];
  const { js, css, requests } = totals;
  const jsToInteractive = beforeInteractive ? beforeInteractive.js.gzip : 0;
  return [label, kB(js.raw), kB(js.gzip), kB(js.brotli), kB(css.raw), kB(css.gzip), kB(css.brotli), String(requests), kB(jsToInteractive)];
}

function firstLoadTable({ firstLoad, ratios }) {
  const { federated, single } = firstLoad;
  const rows = [
    ...APP_ROWS.map((app) => bytesRow(`  ${app}`, federated.byApp[app], federated.beforeInteractive.byApp[app])),
    bytesRow('home (federated)', federated.total, federated.beforeInteractive.total),
    bytesRow('single', single.total, single.beforeInteractive.total),
    [
      'federated / single',
      fixed(ratios.js_raw, 2),
      fixed(ratios.js_gzip, 2),
      fixed(ratios.js_brotli, 2),
      fixed(ratios.css_raw, 2),
      fixed(ratios.css_gzip, 2),
      fixed(ratios.css_brotli, 2),
      fixed(ratios.requests, 2),
      fixed(ratios.js_gzip_to_interactive, 2),
    ],
  ];
  const headers = ['first load of home, kB', 'JS raw', 'JS gzip', 'JS br', 'CSS raw', 'CSS gzip', 'CSS br', 'requests', 'JS gzip to interactive'];
  return formatTable(headers, rows);
}

function lighthouseTable({ lighthouse, ratios }) {
  const rows = PRESETS.flatMap((preset) =>
    BUILDS.map((build) => {
      const m = lighthouse[build][preset]?.median;
      return [`${preset} ${build}`, fixed(m?.score, 2), fixed(m?.seo, 2), fixed(m?.bestPractices, 2), ms(m?.fcp), ms(m?.lcp), ms(m?.tbt), fixed(m?.cls, 3), kB(m?.scriptGzip)];
    }),
  );
  const ratioRows = PRESETS.map((preset) => [`${preset} LCP federated / single`, '', '', '', '', fixed(ratios[`lcp_${preset}`], 2), '', '', '']);
  return formatTable(['Lighthouse, home', 'score', 'SEO', 'best pr.', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'scripts gzip kB'], [...rows, ...ratioRows]);
}

function switchCell(entry) {
  if (!entry) return '–';
  const errors = entry.errors.length ? ` (${entry.errors.length} failed)` : '';
  return `${ms(entry.median)}${errors}`;
}

function switchTable({ sectionSwitch }) {
  const sections = Object.keys(sectionSwitch.federated);
  const rows = sections.flatMap((section) =>
    ['cold', 'warm'].map((visit) => [
      `${section} ${visit}`,
      switchCell(sectionSwitch.federated[section]?.[visit]),
      switchCell(sectionSwitch.single[section]?.[visit]),
    ]),
  );
  return formatTable(['click → section painted, median ms', 'federated', 'single'], rows);
}

/** Cold switches tapped on a throttled phone, federated against the single bundle (older results have none). */
function mobileSwitchLines({ sectionSwitchMobile, ratios }) {
  if (!sectionSwitchMobile) return [];
  const { throttling } = sectionSwitchMobile;
  const rows = Object.keys(sectionSwitchMobile.federated).map((section) => {
    const federated = sectionSwitchMobile.federated[section];
    const single = sectionSwitchMobile.single[section];
    return [section, switchCell(federated), switchCell(single), fixed(ratio(federated.median, single.median), 2)];
  });
  rows.push(['all sections', '', '', fixed(ratios.switch_mobile_cold, 2)]);
  return [
    '',
    formatTable(['tap → section painted, phone, cold, median ms', 'federated', 'single', 'federated / single'], rows),
    `(${throttling.cpu}x CPU, ${throttling.latency} ms latency, ${Math.round((throttling.download * 8) / 1024)} kbit/s down; the finger on the button ${throttling.tapMs} ms before the click)`,
  ];
}

/** The home page's first visit next to a returning one with the service worker in control, and the wait for music. */
function visitLines({ visits, playStart }) {
  if (!visits) return [];
  const row = (name, v) => [name, kB(v.jsGzip), ms(v.lcp), ms(v.sectionSwitch), v.controlled ? 'yes' : 'no'];
  const play = playStart
    ? [
        `First click on Play → playing (fresh visit, pointer pressed on arrival): median ${ms(playStart.median)} ms` +
          ` (runs ${playStart.runs.join(', ')}${playStart.errors.length ? `; ${playStart.errors.length} failed: ${playStart.errors[0]}` : ''})`,
      ]
    : [];
  return [
    '',
    formatTable(
      ['home, one profile', 'JS gzip over the network, kB', 'LCP ms', 'click → Experience ms', 'service worker in control'],
      [row('first visit', visits.first), row('repeat visit', visits.repeat)],
    ),
    '(JS counted at the servers: what the page and the service worker fetched in full)',
    ...play,
  ];
}

/** Home LCP with the sample picture next to a 4000 px owner photo made web-ready by the build. */
function ownerPictureLines({ lighthouse, ownerPicture }) {
  if (!ownerPicture) return [];
  const sample = lighthouse.federated.mobile.median;
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  const largest = Math.max(...ownerPicture.shipped.map((f) => f.bytes));
  return [
    '',
    `Home, Lighthouse mobile: sample picture LCP ${Math.round(sample?.lcp ?? NaN)} ms, score ${sample?.score ?? '-'} · ` +
      `4000 px owner photo (${(ownerPicture.photoBytes / 1048576).toFixed(1)} MB, shipped as ${ownerPicture.shipped.length} files, largest ${kb(largest)}) ` +
      `LCP ${Math.round(ownerPicture.median.lcp)} ms, score ${ownerPicture.median.score}` +
      (ownerPicture.errors?.length ? ` (${ownerPicture.errors.length} run(s) failed)` : ''),
  ];
}

/**
 * The site with a Writing page beside the sample's figures of the same run: the whole first visit's
 * JavaScript (home, then Writing) against the 90 KB budget, and home's Lighthouse mobile figures.
 */
function writingSiteLines({ lighthouse, visits, writingSite }) {
  if (!writingSite) return [];
  const sample = lighthouse.federated.mobile.median;
  const own = writingSite.lighthouse.median;
  return [
    '',
    `With a Writing page: JS gzip home ${kB(writingSite.homeJsGzip)} KB (sample ${kB(visits?.first?.jsGzip)} KB), ` +
      `whole visit with Writing ${kB(writingSite.wholeVisitJsGzip)} KB (budget 90 KB), switch to Writing ${ms(writingSite.writingSwitchMs)} ms`,
    `  home, Lighthouse mobile: score ${own.score ?? '-'} (sample ${sample?.score ?? '-'}), FCP / LCP ${ms(own.fcp)} / ${ms(own.lcp)} ms (sample ${ms(sample?.fcp)} / ${ms(sample?.lcp)} ms)` +
      (writingSite.lighthouse.errors.length ? ` (${writingSite.lighthouse.errors.length} run(s) failed)` : ''),
  ];
}

/** `npm start`: a CV save to the open page showing it (older results have none). */
function saveToScreenLines({ saveToScreen }) {
  if (!saveToScreen) return [];
  if (saveToScreen.error) return ['', `npm start, CV save → open page: not measured (${saveToScreen.error})`];
  return ['', `npm start, CV save → open page (Experience): median ${ms(saveToScreen.median)} ms of ${saveToScreen.runs.length} saves (runs ${saveToScreen.runs.join(', ')})`];
}

/** Each CV form's 400-line parse at the phone's CPU speed (older results have none). */
function cvParserLines({ cvParser }) {
  if (!cvParser) return [];
  const { cpuSlowdown, ...forms } = cvParser.parse400LinesPerClassThrottled;
  const figures = Object.entries(forms).map(([form, { medianMs }]) => `${form} ${medianMs} ms`);
  return ['', `CV parse of a 400-line CV at ${cpuSlowdown}x CPU slowdown (median): ${figures.join(', ')}; 100 KB unthrottled: ${cvParser.parse100KB.medianMs} ms`];
}

function formatReport(results) {
  const { machine, options } = results;
  const problems = BUILDS.flatMap((build) => results.firstLoad[build].problems.map((p) => `  ${build}: ${p}`));
  return [
    `Bench ${results.generatedAt} · ${machine.cpus} cores (${machine.cpuModel}) · node ${machine.node}`,
    'Figures are for this machine only; compare runs made on the same machine.',
    '',
    firstLoadTable(results),
    '(until the network is quiet after the first idle callback; "to interactive": requested before the app was hydrated)',
    ...(problems.length ? ['', 'Problems during the first load:', ...problems] : []),
    '',
    lighthouseTable(results),
    `(Lighthouse ${results.lighthouseVersion}, median of ${options.lighthouseRuns} run(s) per preset and build)`,
    '',
    switchTable(results),
    `(median of ${options.switchRuns} runs each; cold = fresh context, warm = again after Back)`,
    ...mobileSwitchLines(results),
    ...visitLines(results),
    ...ownerPictureLines(results),
    ...writingSiteLines(results),
    ...saveToScreenLines(results),
    ...cvParserLines(results),
    '',
    `Took ${Math.round(results.durationSeconds)} s.`,
  ].join('\n');
}

module.exports = { ratiosOf, formatReport };

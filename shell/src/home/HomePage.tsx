import {
  CvDownloadLink,
  OWN_PAGE_MODULE,
  PAGE_HEADING_ID,
  SECTION_PAGE_MODULES,
  ownPagePlace,
  ownerOf,
  contentPart,
  pageTitle,
  siteContent,
  t,
  type PageProps,
  type Place,
  type SectionPageName,
} from '@portfolio/shared';
import { preloadRemoteComponent } from '../remotes/remoteComponents';
import { SocialIcon } from './SocialIcon';

interface MenuEntry {
  key: string;
  label: string;
  place: Place;
  /** What the button preloads on intent. */
  module: string;
}

/**
 * SPEC §2: the menu, in this order; Publications after Qualifications and Writing last, on a site
 * that has them; then the owner's own pages (content/pages/), in their order.
 */
const menu = (): MenuEntry[] => [
  ...(
    [
      'projects',
      'experience',
      'qualifications',
      ...(contentPart('publicationsPage') ? (['publications'] as const) : []),
      'skills',
      ...(contentPart('writingPage') ? (['writing'] as const) : []),
    ] satisfies SectionPageName[]
  ).map((page) => ({ key: page, label: pageTitle(page), place: page, module: SECTION_PAGE_MODULES[page] })),
  ...contentPart('ownPages').map(({ name, title }) => ({ key: `page:${name}`, label: title, place: ownPagePlace(name), module: OWN_PAGE_MODULE })),
];

const NETWORKS = ['photos', 'professional', 'code'] as const;

export function HomePage({ onNavigate }: PageProps) {
  const site = siteContent();
  const owner = ownerOf(site);
  const picture = contentPart('picture');
  const { social } = site;
  return (
    <div className="home">
      {picture && (
        <picture className="home__picture">
          {picture.sources.map((source) => (
            <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={picture.sizes} />
          ))}
          <img
            className="home__photo"
            src={picture.src}
            alt={owner.pictureAlt}
            width={picture.width}
            height={picture.height}
            // Not the LCP (the intro is): at high priority, its download counted into a lab's simulated LCP.
            // Its box is sized before it arrives, so it shifts nothing.
            fetchPriority="low"
          />
        </picture>
      )}
      <div className="home__text">
        <h1 id={PAGE_HEADING_ID} className="home__name" tabIndex={-1}>
          {owner.name}
        </h1>
        <p className="home__title">{owner.jobTitle}</p>
        <ul className="social" aria-label={t('home.profiles')}>
          {NETWORKS.map((network) => (
            <li key={network}>
              <a className="social__link" href={social[network].url} target="_blank" rel="noopener noreferrer me">
                <SocialIcon network={network} />
                <span>{social[network].label}</span>
                <span className="visually-hidden">{` ${t('common.newTab')}`}</span>
              </a>
            </li>
          ))}
        </ul>
        <p className="home__intro">{owner.intro}</p>
        <nav className="home__menu" aria-label={t('home.sections')}>
          {menu().map(({ key, label, place, module }) => (
            <button
              key={key}
              type="button"
              className="button button--primary home__menu-button"
              onClick={() => onNavigate(place)}
              onPointerEnter={() => preloadRemoteComponent(module)}
              onFocus={() => preloadRemoteComponent(module)}
            >
              {label}
            </button>
          ))}
        </nav>
        <CvDownloadLink className="home__download" />
      </div>
    </div>
  );
}

import {
  CvDownloadLink,
  PAGE_HEADING_ID,
  SECTION_PAGE_MODULES,
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

/** SPEC §2: the menu, in this order; Publications after Qualifications and Writing last, on a site that has them. */
const menu = (): SectionPageName[] => [
  'projects',
  'experience',
  'qualifications',
  ...(contentPart('publicationsPage') ? (['publications'] as const) : []),
  'skills',
  ...(contentPart('writingPage') ? (['writing'] as const) : []),
];

const NETWORKS = ['photos', 'professional', 'code'] as const;

export function HomePage({ onNavigate }: PageProps) {
  const site = siteContent();
  const owner = ownerOf(site);
  const picture = contentPart('picture');
  const { social } = site;
  /** A menu entry: a page by its place, preloading on intent the module that shows it. */
  const menuButton = (place: Place, label: string, module: string) => (
    <button
      key={place}
      type="button"
      className="button button--primary home__menu-button"
      onClick={() => onNavigate(place)}
      onPointerEnter={() => preloadRemoteComponent(module)}
      onFocus={() => preloadRemoteComponent(module)}
    >
      {label}
    </button>
  );
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
          {menu().map((page) => menuButton(page, pageTitle(page), SECTION_PAGE_MODULES[page]))}
          {/* The owner's own pages (content/pages/) and parts (site.json "parts") follow the built-in ones, in their order. */}
          {contentPart('ownPages').map(({ place, title, module }) => menuButton(place, title, module))}
        </nav>
        <CvDownloadLink className="home__download" />
      </div>
    </div>
  );
}

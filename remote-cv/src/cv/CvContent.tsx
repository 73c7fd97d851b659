import type { ReactNode } from 'react';
import { t } from '@portfolio/shared';
import type { CvDocument } from '../parser';
import type { CvStore } from './cvStore';
import { useCv } from './useCv';
import './cv.css';

/**
 * The CV part of a page in every loading state: a quiet placeholder the size of the content area,
 * a message with Retry when nothing could be fetched, and what was recovered otherwise.
 */
export function CvContent({ store, children }: { store: CvStore; children: (cv: CvDocument) => ReactNode }) {
  const state = useCv(store);
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <div className="cv-body cv-placeholder" role="status" aria-busy="true">
        <span className="visually-hidden">{t('cv.loading')}</span>
        <div className="card cv-placeholder__block" aria-hidden="true" />
        <div className="card cv-placeholder__block" aria-hidden="true" />
      </div>
    );
  }
  if (state.status === 'failed') {
    return (
      <div className="cv-body">
        <div className="notice cv-notice" role="alert">
          <p>{t('cv.failed')}</p>
          <button type="button" className="button" onClick={store.retry}>
            {t('common.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="cv-body">
      {state.missing.length > 0 && (
        <div className="notice cv-notice" role="alert">
          <p>{t('cv.partial')}</p>
          <button type="button" className="button" onClick={store.retry}>
            {t('common.retry')}
          </button>
        </div>
      )}
      {children(state.cv)}
    </div>
  );
}

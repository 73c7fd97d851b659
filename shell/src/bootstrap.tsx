import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { scheduleAnalytics } from './analytics/scheduleAnalytics';
import { scheduleWebVitals } from './vitals/scheduleWebVitals';

const container = document.getElementById('root');
if (container) {
  if (container.dataset.start) {
    // A post's or own page's document: hydrated from the page's data by a chunk of its own (it holds
    // the post's view), which the home page, which every visit opens, does not carry.
    void import(/* webpackChunkName: "entry-document" */ './navigation/entryDocument').then(({ startOnEntryDocument }) => startOnEntryDocument(container, App));
  } else if (container.firstElementChild) {
    // Production index.html already holds the prerendered home page; development starts empty.
    // Evaluating React and the app is one task and hydrating starts in the next, and hydrating as a
    // transition lets React yield every few milliseconds, so the main thread is blocked in shorter
    // stretches (clicks made meanwhile are held by the start script and replayed once the app is live).
    setTimeout(() => startTransition(() => void hydrateRoot(container, <App />)), 0);
  } else {
    createRoot(container).render(<App />);
  }
  scheduleWebVitals();
  scheduleAnalytics();
  if (__DEV__) void import('./dev/liveShell').then(({ startShellLiveUpdates }) => startShellLiveUpdates());
}

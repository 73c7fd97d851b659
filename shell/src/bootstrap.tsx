import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { scheduleWebVitals } from './vitals/scheduleWebVitals';

const container = document.getElementById('root');
if (container) {
  // Production index.html already holds the prerendered home page; development starts empty.
  if (container.firstElementChild) hydrateRoot(container, <App />);
  else createRoot(container).render(<App />);
  scheduleWebVitals();
}

import { createRoot } from 'react-dom/client';
import { App } from './App';
import { scheduleWebVitals } from './vitals/scheduleWebVitals';
import './shell.css';

const container = document.getElementById('root');
if (container) {
  createRoot(container).render(<App />);
  scheduleWebVitals();
}

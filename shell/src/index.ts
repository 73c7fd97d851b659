// Styles are linked from index.html (not the async chunk) so the prerendered home page paints styled.
import './shell.css';
import './home/home.css';

// The async boundary: shared modules (react, react-dom) are negotiated before bootstrap runs.
import('./bootstrap');

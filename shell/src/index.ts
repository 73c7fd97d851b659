// Styles are linked from index.html (not a chunk) so the prerendered home page paints styled.
import './shell.css';
import './home/home.css';
// The owner's content/styles.css, after the theme (build/webpack/theme.js).
import '@owner-styles.css';
import './bootstrap';

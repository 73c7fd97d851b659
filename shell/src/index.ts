// Styles are linked from index.html (not a chunk) so the prerendered home page paints styled.
import './shell.css';
import './home/home.css';
import './bootstrap';

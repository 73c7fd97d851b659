import { browserSources } from './sources';
import { createProjectsStore } from './store';

/** The one store of the visit (module state survives the shell's re-mounts). */
export const projectsStore = createProjectsStore(browserSources());

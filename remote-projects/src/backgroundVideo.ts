import projectsVideo from '@background?page=projects';

export { projectsVideo };
